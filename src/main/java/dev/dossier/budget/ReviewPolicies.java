package dev.dossier.budget;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.config.ConfigFiles;
import jakarta.annotation.Nullable;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The named review policy presets and the default one. */
public final class ReviewPolicies {

    private final Map<String, ReviewPolicy> presets;
    private final String defaultName;

    public ReviewPolicies(List<ReviewPolicy> presets, String defaultName) {
        var map = new LinkedHashMap<String, ReviewPolicy>();
        presets.forEach(p -> map.put(p.name(), p));
        if (!map.containsKey(defaultName)) {
            throw new IllegalArgumentException("default names '" + defaultName + "', which is not a preset " + map.keySet());
        }
        this.presets = Map.copyOf(map);
        this.order = List.copyOf(map.keySet());
        this.defaultName = defaultName;
    }

    private final List<String> order;

    /** The {@code review} section of {@code policies.yaml} in {@code configDir}, or the packaged one. */
    public static ReviewPolicies load(Path configDir) {
        return ConfigFiles.section(configDir, "policies.yaml", "review", ReviewSection.class, ReviewSection::policies);
    }

    /** The {@code review} section as written: presets by name, {@code system_prompt} a number or {@code model}. */
    record ReviewSection(String default_, Map<String, Preset> presets) {

        ReviewPolicies policies() {
            var list = new ArrayList<ReviewPolicy>();
            presets.forEach((name, p) -> list.add(p.policy(name)));
            return new ReviewPolicies(list, default_);
        }

        record Preset(BudgetMode mode, Object systemPrompt, int workingMemory, int output, double safetyMargin, Shares shares,
                      int minCutTokens, @Nullable ChunkOrder chunkOrder) {

            ReviewPolicy policy(String name) {
                if (!(systemPrompt instanceof Integer || "model".equals(systemPrompt))) {
                    throw new IllegalArgumentException("presets." + name + ".system_prompt must be a whole number or 'model', got " + systemPrompt);
                }
                int prompt = systemPrompt instanceof Integer tokens ? tokens : ReviewPolicy.FROM_MODEL;
                var map = new EnumMap<Severity, Double>(Map.of(Severity.ERROR, shares.error, Severity.WARNING, shares.warning,
                        Severity.INFO, shares.info));
                return new ReviewPolicy(name, mode, prompt, workingMemory, output, safetyMargin, map, minCutTokens,
                        chunkOrder == null ? ChunkOrder.RELEVANCE : chunkOrder);
            }
        }

        record Shares(double error, double warning, double info) {
        }
    }

    /** The named preset ({@code null} for the default) or an {@link ErrorCode#UNKNOWN_POLICY} error. */
    public ReviewPolicy require(String name) {
        String key = name == null ? defaultName : name;
        var policy = presets.get(key);
        if (policy == null) {
            throw new DossierException(ErrorCode.UNKNOWN_POLICY, "unknown policy '" + name + "'; known policies are " + order,
                    Map.of("field", "policy", "known", order));
        }
        return policy;
    }

    public List<String> names() {
        return order;
    }
}
