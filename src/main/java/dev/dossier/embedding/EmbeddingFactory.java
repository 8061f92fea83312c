package dev.dossier.embedding;

import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Primary;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Named;
import jakarta.inject.Singleton;

/**
 * The embedding model ({@code model}: loads on first use, so commands that never embed never pay for it) and the
 * primary embedder, which reads the vectors stored at ingestion (chunks) instead of embedding their texts again.
 */
@Factory
@Requires(beans = EmbeddingSettings.class)
final class EmbeddingFactory {

    @Singleton
    @Named("model")
    Embedder model(EmbeddingSettings settings) {
        try {
            return Embedders.create(settings);
        } catch (IllegalArgumentException e) {
            throw new dev.dossier.error.DossierException(dev.dossier.error.ErrorCode.INVALID_CONFIG,
                    "policies.yaml relevance.embedding: " + e.getMessage());
        }
    }

    @Singleton
    @Primary
    Embedder stored(@Named("model") Embedder model, StoredVectors vectors) {
        return new StoredVectorEmbedder(model, vectors);
    }
}
