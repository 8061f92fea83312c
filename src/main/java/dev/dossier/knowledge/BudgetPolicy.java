package dev.dossier.knowledge;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * One knowledge budget policy of {@code knowledge.yaml}: {@code available = window - outputReserve - systemReserve};
 * the query is taken off first, and {@code shares} split the rest (see {@link KnowledgeAssembler}).
 *
 * @param mode          cag or tiers; also the policy's name
 * @param outputReserve tokens kept for the answer
 * @param systemReserve tokens kept for the system prompt
 * @param shares        share per tier key of {@link AssemblyMode#tiers()}, in that order, summing to 1
 */
public record BudgetPolicy(AssemblyMode mode, int outputReserve, int systemReserve, Map<String, Double> shares) {

    public BudgetPolicy {
        Objects.requireNonNull(mode, "mode");
        if (outputReserve < 0 || systemReserve < 0) {
            throw new IllegalArgumentException("reserves must be 0 or more, got output " + outputReserve + ", system " + systemReserve);
        }
        var ordered = new LinkedHashMap<String, Double>();
        double sum = 0;
        for (String tier : mode.tiers()) {
            Double share = shares.get(tier);
            if (share == null) {
                throw new IllegalArgumentException("shares." + tier + " is missing");
            }
            if (!(share >= 0 && share <= 1)) {
                throw new IllegalArgumentException("shares." + tier + " must be between 0 and 1, got " + share);
            }
            ordered.put(tier, share);
            sum += share;
        }
        if (shares.size() != ordered.size()) {
            throw new IllegalArgumentException("shares must have exactly the keys " + mode.tiers() + ", got " + shares.keySet());
        }
        if (Math.abs(sum - 1.0) > 1e-6) {
            throw new IllegalArgumentException("shares must sum to 1, got " + sum);
        }
        shares = java.util.Collections.unmodifiableMap(ordered);
    }

    public String name() {
        return mode.label();
    }
}
