package dev.dossier.relevance;

import dev.dossier.embedding.CachingEmbedder;
import dev.dossier.embedding.Embedder;
import dev.dossier.embedding.Embedders;

/** Builds the scorers the policy names. */
public final class RelevanceScorers {

    private RelevanceScorers() {
    }

    /** The reviewer's scorer the policy names, on its own embedder. */
    public static RelevanceScorer create(RelevanceSettings settings) {
        return review(settings, Embedders.create(settings.embedding()));
    }

    /**
     * The reviewer's scorer the policy names: {@code bm25}, or {@code hybrid} with the review fusion weights on
     * {@code embedder} (loaded on first use only, so a BM25 policy never loads the model).
     */
    public static RelevanceScorer review(RelevanceSettings settings, Embedder embedder) {
        return switch (settings.scorer()) {
            case BM25 -> new Bm25Scorer();
            case HYBRID -> hybrid(settings, embedder, settings.reviewFusion());
        };
    }

    /** A hybrid scorer for text queries (search, knowledge) on the given embedder (whose model must be calibrated). */
    public static HybridScorer hybrid(RelevanceSettings settings, Embedder embedder) {
        return hybrid(settings, embedder, settings.fusion());
    }

    /** A hybrid scorer with these fusion weights, remembering {@code cache_entries} vectors in memory. */
    public static HybridScorer hybrid(RelevanceSettings settings, Embedder embedder, FusionSettings fusion) {
        var calibration = settings.calibration().get(embedder.modelId());
        if (calibration == null) {
            throw new IllegalArgumentException("no calibration for embedding model '" + embedder.modelId() + "' in relevance.calibration");
        }
        return new HybridScorer(new CachingEmbedder(embedder, settings.cacheEntries()), calibration, fusion);
    }
}
