package dev.dossier.budget;

/**
 * The token budget of one assembly: {@code available = window - systemPrompt - taskOutput - workingMemory
 * - output - safetyMargin}. All figures are tokens of the model's tokenizer.
 */
public record Budget(int window, int systemPrompt, int taskOutput, int workingMemory, int output, int safetyMargin, int available) {

    /** Computes the budget; {@code available} may be zero or negative, which callers must treat as "too large". */
    public static Budget of(int window, int systemPrompt, int taskOutput, ReviewPolicy policy) {
        int margin = (int) Math.ceil(window * policy.safetyMargin());
        int available = window - systemPrompt - taskOutput - policy.workingMemory() - policy.output() - margin;
        return new Budget(window, systemPrompt, taskOutput, policy.workingMemory(), policy.output(), margin, available);
    }
}
