package dev.dossier.budget;

import dev.dossier.config.ConfigLocation;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;

/** The review budget presets of {@code policies.yaml}. */
@Factory
@Requires(beans = ConfigLocation.class)
final class BudgetFactory {

    @Singleton
    ReviewPolicies policies(ConfigLocation config) {
        return ReviewPolicies.load(config.directory());
    }
}
