package dev.dossier.config;

import dev.dossier.embedding.EmbeddingSettings;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.relevance.CosineCalibration;
import dev.dossier.relevance.FusionSettings;
import dev.dossier.relevance.RelevanceSettings;
import dev.dossier.relevance.RelevanceThresholds;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/** Reads the {@code relevance} section of {@code policies.yaml} (ADR 0003); every key is required, unknown keys are errors. */
final class RelevancePolicy {

    private static final Set<String> KEYS = Set.of("scorer", "embedding", "fusion", "review_fusion", "calibration", "thresholds", "cache_entries");

    private RelevancePolicy() {
    }

    /**
     * @param packagedReviewFusion for an override file, the packaged {@code review_fusion}, used when the override's
     *                             section predates that key; null for the packaged file, where every key is required
     */
    static RelevanceSettings parse(Map<?, ?> m, String origin, java.util.function.Supplier<FusionSettings> packagedReviewFusion) {
        String where = origin + " relevance";
        YamlFiles.requireKeys(m, KEYS, where);
        boolean inheritReviewFusion = packagedReviewFusion != null && !m.containsKey("review_fusion");
        requirePresent(m, inheritReviewFusion ? Set.of("scorer", "embedding", "fusion", "calibration", "thresholds", "cache_entries") : KEYS, where);
        try {
            var e = map(m.get("embedding"), where + ".embedding");
            YamlFiles.requireKeys(e, Set.of("model", "batch_size", "threads"), where + ".embedding");
            requirePresent(e, Set.of("model", "batch_size", "threads"), where + ".embedding");
            var embedding = new EmbeddingSettings(String.valueOf(e.get("model")), YamlFiles.intValue(e, "batch_size", where + ".embedding"),
                    YamlFiles.intValue(e, "threads", where + ".embedding"));

            var fusion = fusion(m, "fusion", where);
            var reviewFusion = inheritReviewFusion ? packagedReviewFusion.get() : fusion(m, "review_fusion", where);

            var calibration = new LinkedHashMap<String, CosineCalibration>();
            map(m.get("calibration"), where + ".calibration").forEach((model, value) -> {
                String at = where + ".calibration." + model;
                var c = map(value, at);
                YamlFiles.requireKeys(c, Set.of("midpoint", "slope"), at);
                requirePresent(c, Set.of("midpoint", "slope"), at);
                try {
                    calibration.put(String.valueOf(model), new CosineCalibration(YamlFiles.doubleValue(c, "midpoint", at), YamlFiles.doubleValue(c, "slope", at)));
                } catch (IllegalArgumentException ex) {
                    throw new IllegalArgumentException(at + ": " + ex.getMessage());
                }
            });

            var t = map(m.get("thresholds"), where + ".thresholds");
            YamlFiles.requireKeys(t, Set.of("include", "supporting", "primary"), where + ".thresholds");
            requirePresent(t, Set.of("include", "supporting", "primary"), where + ".thresholds");
            var thresholds = new RelevanceThresholds(YamlFiles.doubleValue(t, "include", where + ".thresholds"),
                    YamlFiles.doubleValue(t, "supporting", where + ".thresholds"), YamlFiles.doubleValue(t, "primary", where + ".thresholds"));

            return new RelevanceSettings(RelevanceSettings.ScorerKind.of(String.valueOf(m.get("scorer"))), embedding, fusion, reviewFusion, calibration, thresholds,
                    YamlFiles.intValue(m, "cache_entries", where));
        } catch (IllegalArgumentException ex) {
            throw new DossierException(ErrorCode.INVALID_CONFIG, where + ": " + ex.getMessage());
        }
    }

    private static FusionSettings fusion(Map<?, ?> m, String key, String relevance) {
        String where = relevance + "." + key;
        var f = map(m.get(key), where);
        YamlFiles.requireKeys(f, Set.of("lexical_log_odds", "bm25_share"), where);
        requirePresent(f, Set.of("lexical_log_odds", "bm25_share"), where);
        try {
            return new FusionSettings(YamlFiles.doubleValue(f, "lexical_log_odds", where), YamlFiles.doubleValue(f, "bm25_share", where));
        } catch (IllegalArgumentException ex) {
            throw new IllegalArgumentException(key + ": " + ex.getMessage());
        }
    }

    private static void requirePresent(Map<?, ?> m, Set<String> keys, String where) {
        for (String k : keys.stream().sorted().toList()) {
            if (!m.containsKey(k)) {
                throw new DossierException(ErrorCode.INVALID_CONFIG, where + ": missing key '" + k + "'");
            }
        }
    }

    private static Map<?, ?> map(Object o, String where) {
        if (!(o instanceof Map<?, ?> m)) {
            throw new DossierException(ErrorCode.INVALID_CONFIG, where + " must be a map, got " + o);
        }
        return m;
    }
}
