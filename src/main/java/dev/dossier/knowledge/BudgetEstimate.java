package dev.dossier.knowledge;

import java.util.Map;

/**
 * The knowledge budget of a task before any document is chosen (seed 004's "context budget"): the window, the
 * reserves, what is available after them, what the task text itself takes, and the nominal split of the rest per tier
 * (before the roll-over that assembly applies between tiers by their demand).
 *
 * @param remaining  {@code available - taskTokens}
 * @param allocation tokens per tier, in the policy's order ({@code query} excluded: the task is its own share)
 */
public record BudgetEstimate(String model, String tokenizer, String policy, int window, int outputReserve, int systemReserve, int available,
                             int taskTokens, int remaining, Map<String, Integer> allocation) {

    public BudgetEstimate {
        allocation = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(allocation));
    }
}
