package dev.dossier.clash;

import dev.dossier.config.ConfigLocation;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;
import java.time.Clock;

/** The clash policy ({@code clashes.yaml}) and the clashes once a {@link ClashStore} exists. */
@Factory
@Requires(beans = ConfigLocation.class)
final class ClashFactory {

    @Singleton
    ClashPolicy policy(ConfigLocation config) {
        return ClashPolicy.load(config.directory());
    }

    @Singleton
    @Requires(beans = ClashStore.class)
    Clashes clashes(ClashStore store, ClashPolicy policy) {
        return new Clashes(store, policy, Clock.systemUTC());
    }
}
