package dev.dossier.embedding;

/** Told of every finished embedding pass (metrics count chunks embedded and the time taken through it). */
@FunctionalInterface
public interface EmbeddingObserver {

    EmbeddingObserver NONE = report -> { };

    void embedded(EmbedReport report);
}
