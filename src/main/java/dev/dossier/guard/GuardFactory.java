package dev.dossier.guard;

import dev.dossier.config.ConfigLocation;
import dev.dossier.facts.Facts;
import dev.dossier.quarantine.Quarantine;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;

/** The guard's policy ({@code guard.yaml}), and the guard once facts and the quarantine exist. */
@Factory
@Requires(beans = ConfigLocation.class)
final class GuardFactory {

    @Singleton
    GuardPolicy policy(ConfigLocation config) {
        return GuardPolicy.load(config.directory());
    }

    @Singleton
    @Requires(beans = {Facts.class, Quarantine.class})
    Guard guard(Facts facts, Quarantine quarantine, GuardPolicy policy) {
        return new Guard(facts, quarantine, policy);
    }
}
