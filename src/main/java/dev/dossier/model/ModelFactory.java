package dev.dossier.model;

import dev.dossier.config.ConfigLocation;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;

/** The models of {@code models.yaml}. */
@Factory
@Requires(beans = ConfigLocation.class)
final class ModelFactory {

    @Singleton
    ModelRegistry models(ConfigLocation config) {
        return ModelRegistry.load(config.directory());
    }
}
