package dev.dossier.knowledge;

import dev.dossier.config.YamlFiles;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.scoring.FileTypes;
import dev.dossier.scoring.ScoringPolicy;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Everything {@code knowledge.yaml} defines, validated when loaded: unknown keys, missing keys and bad values are
 * {@link ErrorCode#INVALID_CONFIG} errors that name the file and the key.
 *
 * @param defaultPolicy   policy used when a request names none
 * @param defaultOverflow overflow strategy used when a request names none
 * @param budgets         the budget policies by name ({@code cag}, {@code tiers})
 * @param levels          caps of the summarization levels
 * @param minCutTokens    a text is cut only when at least this many tokens remain for it
 * @param historyVerbatimShare when the history does not fit verbatim, the share of its budget that recent turns may take
 *                        verbatim before older turns are summarized
 * @param scoring         the multi-factor score's data
 */
public record KnowledgePolicies(String defaultPolicy, OverflowStrategy defaultOverflow, Map<String, BudgetPolicy> budgets, LevelCaps levels,
                                int minCutTokens, double historyVerbatimShare, ScoringPolicy scoring) {

    private static final String FILE = "knowledge.yaml";

    public KnowledgePolicies {
        budgets = Map.copyOf(budgets);
        if (!budgets.containsKey(defaultPolicy)) {
            throw new IllegalArgumentException("default_policy '" + defaultPolicy + "' is not one of " + budgets.keySet().stream().sorted().toList());
        }
        if (minCutTokens < 1) {
            throw new IllegalArgumentException("min_cut_tokens must be 1 or more, got " + minCutTokens);
        }
        if (!(historyVerbatimShare > 0 && historyVerbatimShare <= 1)) {
            throw new IllegalArgumentException("history.verbatim_share must be more than 0 and at most 1, got " + historyVerbatimShare);
        }
    }

    /** Loads {@code knowledge.yaml} from {@code configDir} or the packaged default. */
    public static KnowledgePolicies load(Path configDir) {
        var loaded = YamlFiles.load(configDir, FILE);
        String origin = loaded.origin();
        var root = loaded.root();
        var top = List.of("default_policy", "default_overflow", "policies", "levels", "min_cut_tokens", "history", "scoring");
        YamlFiles.requireKeys(root, Set.copyOf(top), origin);
        require(root, top, origin);
        try {
            var budgets = new LinkedHashMap<String, BudgetPolicy>();
            var policies = map(root.get("policies"), origin + " policies");
            YamlFiles.requireKeys(policies, Set.of("cag", "tiers"), origin + " policies");
            require(policies, List.of("cag", "tiers"), origin + " policies");
            for (AssemblyMode mode : AssemblyMode.values()) {
                budgets.put(mode.label(), budget(mode, map(policies.get(mode.label()), origin + " policies." + mode.label()), origin));
            }
            var levels = map(root.get("levels"), origin + " levels");
            YamlFiles.requireKeys(levels, Set.of("detailed", "summary", "stub"), origin + " levels");
            var caps = new LevelCaps(YamlFiles.intValue(levels, "detailed", origin + " levels"), YamlFiles.intValue(levels, "summary", origin + " levels"),
                    YamlFiles.intValue(levels, "stub", origin + " levels"));
            String overflow = String.valueOf(root.get("default_overflow"));
            OverflowStrategy strategy;
            try {
                strategy = OverflowStrategy.of(overflow);
            } catch (DossierException e) {
                throw new IllegalArgumentException("default_overflow: " + e.getMessage());
            }
            var history = map(root.get("history"), origin + " history");
            YamlFiles.requireKeys(history, Set.of("verbatim_share"), origin + " history");
            require(history, List.of("verbatim_share"), origin + " history");
            return new KnowledgePolicies(String.valueOf(root.get("default_policy")), strategy, budgets, caps,
                    YamlFiles.intValue(root, "min_cut_tokens", origin), YamlFiles.doubleValue(history, "verbatim_share", origin + " history"),
                    scoring(map(root.get("scoring"), origin + " scoring"), origin));
        } catch (IllegalArgumentException e) {
            throw new DossierException(ErrorCode.INVALID_CONFIG, origin + ": " + e.getMessage(), Map.of("file", origin));
        }
    }

    /** The packaged {@code knowledge.yaml}. */
    public static KnowledgePolicies packaged() {
        return load(null);
    }

    /** The budget policy named {@code name} (null means the default), or an {@link ErrorCode#UNKNOWN_POLICY} error. */
    public BudgetPolicy require(String name) {
        String n = name == null ? defaultPolicy : name;
        BudgetPolicy p = budgets.get(n);
        if (p == null) {
            var known = budgets.keySet().stream().sorted().toList();
            throw new DossierException(ErrorCode.UNKNOWN_POLICY, "unknown knowledge policy '" + n + "'; known policies are " + known,
                    Map.of("field", "policy", "known", known));
        }
        return p;
    }

    private static BudgetPolicy budget(AssemblyMode mode, Map<?, ?> m, String origin) {
        String where = origin + " policies." + mode.label();
        YamlFiles.requireKeys(m, Set.of("reserves", "shares"), where);
        require(m, List.of("reserves", "shares"), where);
        var reserves = map(m.get("reserves"), where + ".reserves");
        YamlFiles.requireKeys(reserves, Set.of("output", "system"), where + ".reserves");
        var sharesRaw = map(m.get("shares"), where + ".shares");
        YamlFiles.requireKeys(sharesRaw, Set.copyOf(mode.tiers()), where + ".shares");
        var shares = new LinkedHashMap<String, Double>();
        for (String tier : mode.tiers()) {
            shares.put(tier, YamlFiles.doubleValue(sharesRaw, tier, where + ".shares"));
        }
        try {
            return new BudgetPolicy(mode, YamlFiles.intValue(reserves, "output", where + ".reserves"),
                    YamlFiles.intValue(reserves, "system", where + ".reserves"), shares);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("policies." + mode.label() + ": " + e.getMessage());
        }
    }

    private static ScoringPolicy scoring(Map<?, ?> m, String origin) {
        String where = origin + " scoring";
        var keys = List.of("weights", "recency_half_life_days", "mention_saturation", "max_depth", "file_types", "source_types", "thresholds");
        YamlFiles.requireKeys(m, Set.copyOf(keys), where);
        require(m, keys, where);
        var w = map(m.get("weights"), where + ".weights");
        YamlFiles.requireKeys(w, ScoringPolicy.WEIGHT_KEYS, where + ".weights");
        var fileTypesRaw = map(m.get("file_types"), where + ".file_types");
        YamlFiles.requireKeys(fileTypesRaw, FileTypes.CLASSES, where + ".file_types");
        var fileTypes = new LinkedHashMap<String, Double>();
        for (String c : FileTypes.CLASSES) {
            fileTypes.put(c, YamlFiles.doubleValue(fileTypesRaw, c, where + ".file_types"));
        }
        var sourceRaw = map(m.get("source_types"), where + ".source_types");
        var sourceTypes = new LinkedHashMap<String, Double>();
        double defaultWeight = 1.0;
        for (Object k : sourceRaw.keySet()) {
            double v = YamlFiles.doubleValue(sourceRaw, String.valueOf(k), where + ".source_types");
            if ("default".equals(String.valueOf(k))) {
                defaultWeight = v;
            } else {
                sourceTypes.put(String.valueOf(k), v);
            }
        }
        var t = map(m.get("thresholds"), where + ".thresholds");
        YamlFiles.requireKeys(t, Set.of("include", "supporting", "primary"), where + ".thresholds");
        return new ScoringPolicy(YamlFiles.doubleValue(w, "task_alignment", where + ".weights"), YamlFiles.doubleValue(w, "recency", where + ".weights"),
                YamlFiles.doubleValue(w, "mention_density", where + ".weights"), YamlFiles.doubleValue(w, "dependency_depth", where + ".weights"),
                YamlFiles.doubleValue(w, "file_type", where + ".weights"), YamlFiles.doubleValue(m, "recency_half_life_days", where),
                YamlFiles.intValue(m, "mention_saturation", where), YamlFiles.intValue(m, "max_depth", where), fileTypes, sourceTypes, defaultWeight,
                YamlFiles.doubleValue(t, "include", where + ".thresholds"), YamlFiles.doubleValue(t, "supporting", where + ".thresholds"),
                YamlFiles.doubleValue(t, "primary", where + ".thresholds"));
    }

    private static void require(Map<?, ?> map, List<String> keys, String where) {
        for (String k : keys) {
            if (!map.containsKey(k)) {
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
