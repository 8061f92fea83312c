package dev.dossier.validation;

import dev.dossier.clash.Clashes;
import dev.dossier.config.ConfigLocation;
import dev.dossier.guard.Guard;
import dev.dossier.relevance.HybridScorer;
import dev.dossier.relevance.RelevanceSettings;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;
import java.time.Clock;

/** The validation policy ({@code validation.yaml}) and the validator once the guard and clashes exist. */
@Factory
@Requires(beans = ConfigLocation.class)
final class ValidationFactory {

    @Singleton
    ValidationPolicy policy(ConfigLocation config) {
        return ValidationPolicy.load(config.directory());
    }

    @Singleton
    @Requires(beans = {Guard.class, Clashes.class})
    QualityValidator validator(HybridScorer scorer, RelevanceSettings relevance, Guard guard, Clashes clashes, ValidationPolicy policy) {
        return new QualityValidator(scorer, relevance.thresholds().primary(), guard, clashes, policy, Clock.systemUTC());
    }
}
