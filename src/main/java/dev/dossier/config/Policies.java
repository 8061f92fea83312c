package dev.dossier.config;

import dev.dossier.budget.BudgetMode;
import dev.dossier.budget.ChunkOrder;
import dev.dossier.budget.ReviewPolicies;
import dev.dossier.budget.ReviewPolicy;
import dev.dossier.budget.Severity;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.relevance.RelevanceSettings;
import dev.dossier.review.ConventionPolicy;
import dev.dossier.source.ChunkPolicy;
import dev.dossier.source.IngestionPolicy;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.Map;
import java.util.Set;

/**
 * Everything {@code policies.yaml} defines, validated when loaded. The {@code relevance} section is required
 * in the packaged file; an override file without it gets the packaged section.
 */
public record Policies(ReviewPolicies review, IngestionPolicy ingestion, ConventionPolicy conventions, RelevanceSettings relevance) {

    private static final Set<String> PRESET_KEYS = Set.of("mode", "system_prompt", "working_memory", "output", "safety_margin",
            "shares", "min_cut_tokens", "chunk_order");

    public static Policies load(Path configDir) {
        var loaded = YamlFiles.load(configDir, "policies.yaml");
        String origin = loaded.origin();
        var root = loaded.root();
        YamlFiles.requireKeys(root, Set.of("review", "ingestion", "conventions", "relevance"), origin);
        RelevanceSettings relevance = root.containsKey("relevance")
                ? RelevancePolicy.parse(map(root.get("relevance"), origin + " relevance"), origin,
                        configDir == null ? null : () -> load(null).relevance().reviewFusion())
                : configDir == null ? missingRelevance(origin) : load(null).relevance();
        try {
            return new Policies(review(map(root.get("review"), origin + " review"), origin), ingestion(map(root.get("ingestion"), origin + " ingestion"), origin),
                    conventions(map(root.get("conventions"), origin + " conventions"), origin), relevance);
        } catch (IllegalArgumentException e) {
            throw new DossierException(ErrorCode.INVALID_CONFIG, origin + ": " + e.getMessage());
        }
    }

    private static RelevanceSettings missingRelevance(String origin) {
        throw new DossierException(ErrorCode.INVALID_CONFIG, origin + " has no relevance section");
    }

    private static ReviewPolicies review(Map<?, ?> review, String origin) {
        YamlFiles.requireKeys(review, Set.of("default", "presets"), origin + " review");
        var presets = new ArrayList<ReviewPolicy>();
        map(review.get("presets"), origin + " review.presets").forEach((name, value) -> {
            String where = origin + " review.presets." + name;
            var m = map(value, where);
            YamlFiles.requireKeys(m, PRESET_KEYS, where);
            Object sp = m.get("system_prompt");
            int systemPrompt = "model".equals(sp) ? ReviewPolicy.FROM_MODEL : YamlFiles.intValue(m, "system_prompt", where);
            var sharesRaw = map(m.get("shares"), where + ".shares");
            YamlFiles.requireKeys(sharesRaw, Set.of("error", "warning", "info"), where + ".shares");
            var shares = new EnumMap<Severity, Double>(Severity.class);
            for (Severity s : Severity.values()) {
                shares.put(s, YamlFiles.doubleValue(sharesRaw, s.label(), where + ".shares"));
            }
            presets.add(new ReviewPolicy(String.valueOf(name), BudgetMode.of(String.valueOf(m.get("mode"))), systemPrompt,
                    YamlFiles.intValue(m, "working_memory", where), YamlFiles.intValue(m, "output", where),
                    YamlFiles.doubleValue(m, "safety_margin", where), shares, YamlFiles.intValue(m, "min_cut_tokens", where),
                    ChunkOrder.of(m.containsKey("chunk_order") ? String.valueOf(m.get("chunk_order")) : "relevance")));
        });
        return new ReviewPolicies(presets, String.valueOf(review.get("default")));
    }

    private static IngestionPolicy ingestion(Map<?, ?> m, String origin) {
        String where = origin + " ingestion";
        YamlFiles.requireKeys(m, Set.of("max_file_bytes", "chunking"), where);
        var c = map(m.get("chunking"), where + ".chunking");
        YamlFiles.requireKeys(c, Set.of("target", "max", "min"), where + ".chunking");
        return new IngestionPolicy(YamlFiles.intValue(m, "max_file_bytes", where),
                new ChunkPolicy(YamlFiles.intValue(c, "target", where), YamlFiles.intValue(c, "max", where), YamlFiles.intValue(c, "min", where)));
    }

    private static ConventionPolicy conventions(Map<?, ?> m, String origin) {
        String where = origin + " conventions";
        YamlFiles.requireKeys(m, Set.of("same_when_similarity", "prior_approvals", "prior_rejections", "deprecate_below"), where);
        return new ConventionPolicy(YamlFiles.doubleValue(m, "same_when_similarity", where), YamlFiles.doubleValue(m, "prior_approvals", where),
                YamlFiles.doubleValue(m, "prior_rejections", where), YamlFiles.doubleValue(m, "deprecate_below", where));
    }

    private static Map<?, ?> map(Object o, String where) {
        if (!(o instanceof Map<?, ?> m)) {
            throw new DossierException(ErrorCode.INVALID_CONFIG, where + " must be a map, got " + o);
        }
        return m;
    }
}
