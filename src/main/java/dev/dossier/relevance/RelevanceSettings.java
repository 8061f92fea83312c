package dev.dossier.relevance;

import dev.dossier.config.ConfigFiles;
import java.nio.file.Path;
import dev.dossier.embedding.EmbeddingSettings;
import java.util.Map;
import java.util.Objects;

/**
 * The {@code relevance} section of {@code policies.yaml}: which scorer ranks chunks, how the embedder runs,
 * how evidence is fused and calibrated per model, and the score bands.
 *
 * @param scorer       {@code hybrid} (lexical + semantic) or {@code bm25} (lexical only, relative)
 * @param embedding    embedder settings
 * @param fusion       lexical weight and BM25 share for text queries (search, knowledge, scores against thresholds)
 * @param reviewFusion lexical weight and BM25 share for the reviewer's within-tier ranking, whose query carries
 *                     whole source files (ADR 0003, "Review queries")
 * @param calibration  cosine calibration per model id; the embedding model must have one
 * @param thresholds   include / supporting / primary
 * @param cacheEntries vectors kept in memory by the scorer (texts seen before are not embedded again)
 */
public record RelevanceSettings(ScorerKind scorer, EmbeddingSettings embedding, FusionSettings fusion, FusionSettings reviewFusion,
                                Map<String, CosineCalibration> calibration, RelevanceThresholds thresholds, int cacheEntries) {

    /** Relevance scorers the policy can choose. */
    public enum ScorerKind {
        HYBRID, BM25;

    }

    public RelevanceSettings {
        Objects.requireNonNull(scorer, "scorer");
        Objects.requireNonNull(embedding, "embedding");
        Objects.requireNonNull(fusion, "fusion");
        Objects.requireNonNull(reviewFusion, "reviewFusion");
        Objects.requireNonNull(thresholds, "thresholds");
        calibration = Map.copyOf(calibration);
        if (!calibration.containsKey(embedding.model())) {
            throw new IllegalArgumentException("calibration has no entry for the embedding model '" + embedding.model()
                    + "'; add calibration." + embedding.model() + " {midpoint, slope} (fit it on the calibration set, ADR 0003)");
        }
        if (cacheEntries < 0) {
            throw new IllegalArgumentException("cache_entries must be >= 0, got " + cacheEntries);
        }
    }

    /** The calibration of the configured embedding model. */
    /**
     * The {@code relevance} section of {@code policies.yaml} in {@code configDir}, or the packaged one; an override
     * written before {@code review_fusion} existed takes the packaged {@code review_fusion}.
     */
    public static RelevanceSettings load(Path configDir) {
        return ConfigFiles.section(configDir, "policies.yaml", "relevance", RelevanceSettings.class, "review_fusion");
    }

    public CosineCalibration modelCalibration() {
        return calibration.get(embedding.model());
    }
}
