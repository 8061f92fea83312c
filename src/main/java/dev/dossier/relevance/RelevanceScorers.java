package dev.dossier.relevance;

import dev.dossier.embedding.CachingEmbedder;
import dev.dossier.embedding.Embedder;
import dev.dossier.embedding.Embedders;

/** Builds the scorer the policy names. */
public final class RelevanceScorers {

    private RelevanceScorers() {
    }

    public static RelevanceScorer create(RelevanceSettings settings) {
        return switch (settings.scorer()) {
            case BM25 -> new Bm25Scorer();
            case HYBRID -> hybrid(settings, Embedders.create(settings.embedding()));
        };
    }

    /** A hybrid scorer on the given embedder (whose model must be calibrated), remembering {@code cacheEntries} vectors. */
    public static HybridScorer hybrid(RelevanceSettings settings, Embedder embedder) {
        var calibration = settings.calibration().get(embedder.modelId());
        if (calibration == null) {
            throw new IllegalArgumentException("no calibration for embedding model '" + embedder.modelId() + "' in relevance.calibration");
        }
        return new HybridScorer(new CachingEmbedder(embedder, settings.cacheEntries()), calibration, settings.fusion());
    }
}
