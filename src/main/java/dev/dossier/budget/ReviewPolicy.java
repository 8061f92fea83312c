package dev.dossier.budget;

import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;

/**
 * A named review budget policy (see {@code policies.yaml}).
 *
 * @param name          preset name
 * @param mode          severity shares or must-fit
 * @param systemPrompt  tokens reserved for the system prompt, or -1 to use the model's overhead
 * @param workingMemory tokens reserved for the reviewer's working memory
 * @param output        tokens reserved for the reviewer's answer
 * @param safetyMargin  share of the window kept free, in [0, 0.9)
 * @param shares        chunk-content share per severity; they sum to at most 1
 * @param minCutTokens  smallest remainder worth filling with a cut chunk
 * @param chunkOrder    order in which chunks claim their tier's budget
 */
public record ReviewPolicy(String name, BudgetMode mode, int systemPrompt, int workingMemory, int output, double safetyMargin,
                           Map<Severity, Double> shares, int minCutTokens, ChunkOrder chunkOrder) {

    public static final int FROM_MODEL = -1;

    /** A policy with relevance chunk order. */
    public ReviewPolicy(String name, BudgetMode mode, int systemPrompt, int workingMemory, int output, double safetyMargin,
                        Map<Severity, Double> shares, int minCutTokens) {
        this(name, mode, systemPrompt, workingMemory, output, safetyMargin, shares, minCutTokens, ChunkOrder.RELEVANCE);
    }

    public ReviewPolicy {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(mode, "mode of policy " + name);
        Objects.requireNonNull(chunkOrder, "chunk_order of policy " + name);
        if (systemPrompt < FROM_MODEL) {
            throw new IllegalArgumentException("system_prompt of policy " + name + " must be >= 0 or 'model', got " + systemPrompt);
        }
        if (workingMemory < 0 || output < 0) {
            throw new IllegalArgumentException("working_memory and output of policy " + name + " must be >= 0, got " + workingMemory + " and " + output);
        }
        if (!(safetyMargin >= 0 && safetyMargin < 0.9)) {
            throw new IllegalArgumentException("safety_margin of policy " + name + " must be in [0, 0.9), got " + safetyMargin);
        }
        if (minCutTokens < 1) {
            throw new IllegalArgumentException("min_cut_tokens of policy " + name + " must be >= 1, got " + minCutTokens);
        }
        var copy = new EnumMap<Severity, Double>(Severity.class);
        for (Severity s : Severity.values()) {
            Double share = shares.get(s);
            if (share == null || !(share >= 0 && share <= 1)) {
                throw new IllegalArgumentException("shares." + s.label() + " of policy " + name + " must be in [0, 1], got " + share);
            }
            copy.put(s, share);
        }
        double sum = copy.values().stream().mapToDouble(Double::doubleValue).sum();
        if (sum > 1.0 + 1e-9 || sum <= 0) {
            throw new IllegalArgumentException("shares of policy " + name + " must sum to more than 0 and at most 1, got " + sum);
        }
        shares = java.util.Collections.unmodifiableMap(copy);
    }
}
