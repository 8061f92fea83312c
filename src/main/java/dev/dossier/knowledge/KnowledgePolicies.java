package dev.dossier.knowledge;

import dev.dossier.config.ConfigFiles;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.scoring.FileTypes;
import dev.dossier.scoring.ScoringPolicy;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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
        return ConfigFiles.read(configDir, FILE, KnowledgeFile.class, KnowledgeFile::toPolicies);
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

    /** {@code knowledge.yaml} as written. */
    record KnowledgeFile(String defaultPolicy, OverflowStrategy defaultOverflow, Budgets policies, LevelCaps levels, int minCutTokens,
                         History history, Scoring scoring) {

        KnowledgePolicies toPolicies() {
            var budgets = new LinkedHashMap<String, BudgetPolicy>();
            budgets.put(AssemblyMode.CAG.label(), policies.cag.reserves.policy(AssemblyMode.CAG, policies.cag.shares.byTier()));
            budgets.put(AssemblyMode.TIERS.label(), policies.tiers.reserves.policy(AssemblyMode.TIERS, policies.tiers.shares.byTier()));
            return new KnowledgePolicies(defaultPolicy, defaultOverflow, budgets, levels, minCutTokens, history.verbatimShare, scoring.policy());
        }

        record Budgets(Cag cag, Tiers tiers) {
        }

        record Cag(Reserves reserves, CagShares shares) {
        }

        record Tiers(Reserves reserves, TierShares shares) {
        }

        record Reserves(int output, int system) {
            BudgetPolicy policy(AssemblyMode mode, Map<String, Double> shares) {
                return new BudgetPolicy(mode, output, system, shares);
            }
        }

        record CagShares(double knowledge, double history, double query) {
            Map<String, Double> byTier() {
                return ordered(List.of(knowledge, history, query), AssemblyMode.CAG);
            }
        }

        record TierShares(double primary, double supporting, double reference, double history) {
            Map<String, Double> byTier() {
                return ordered(List.of(primary, supporting, reference, history), AssemblyMode.TIERS);
            }
        }

        record History(double verbatimShare) {
        }

        record Scoring(Weights weights, double recencyHalfLifeDays, int mentionSaturation, int maxDepth, FileClasses fileTypes,
                       Map<String, Double> sourceTypes, Thresholds thresholds) {

            ScoringPolicy policy() {
                var types = new LinkedHashMap<>(sourceTypes);
                Double fallback = types.remove("default");
                return new ScoringPolicy(weights.taskAlignment, weights.recency, weights.mentionDensity, weights.dependencyDepth, weights.fileType,
                        recencyHalfLifeDays, mentionSaturation, maxDepth, Map.of(FileTypes.SOURCE, fileTypes.sourceCode, FileTypes.TEST,
                        fileTypes.testCode, FileTypes.REQUIREMENTS, fileTypes.requirements, FileTypes.DOCUMENTATION, fileTypes.documentation,
                        FileTypes.CONFIG, fileTypes.config), types, fallback == null ? 1.0 : fallback, thresholds.include, thresholds.supporting,
                        thresholds.primary);
            }
        }

        record Weights(double taskAlignment, double recency, double mentionDensity, double dependencyDepth, double fileType) {
        }

        record FileClasses(double sourceCode, double testCode, double requirements, double documentation, double config) {
        }

        record Thresholds(double include, double supporting, double primary) {
        }

        private static Map<String, Double> ordered(List<Double> shares, AssemblyMode mode) {
            var map = new LinkedHashMap<String, Double>();
            for (int i = 0; i < shares.size(); i++) {
                map.put(mode.tiers().get(i), shares.get(i));
            }
            return map;
        }
    }
}
