package dev.dossier.model;

import dev.dossier.config.ConfigLocation;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;

/** The models of {@code models.yaml}, and task sizing against them ({@code model-fit.yaml}). */
@Factory
@Requires(beans = ConfigLocation.class)
final class ModelFactory {

    @Singleton
    ModelRegistry models(ConfigLocation config) {
        return ModelRegistry.load(config.directory());
    }

    @Singleton
    FitPolicy fitPolicy(ConfigLocation config) {
        return FitPolicy.load(config.directory());
    }

    @Singleton
    ModelFit modelFit(ModelRegistry models, FitPolicy policy) {
        return new ModelFit(models, policy);
    }
}
