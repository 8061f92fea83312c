package dev.dossier.model;

import java.util.Objects;

/**
 * A model's context profile (seed 002).
 *
 * @param name                     registry name, e.g. {@code gpt-4o}
 * @param tokenizer                encoding name, or {@code estimate}
 * @param charsPerToken            characters per token of the estimate (0 for exact tokenizers)
 * @param contextWindow            theoretical maximum in tokens
 * @param effectiveContext         usable context after the model's overhead
 * @param sweetSpot                size of best performance
 * @param systemPromptOverhead     tokens reserved for the system prompt
 * @param recommendedMaxFileTokens per-task limit on file tokens
 */
public record ModelProfile(String name, String tokenizer, double charsPerToken, int contextWindow, int effectiveContext,
                           int sweetSpot, int systemPromptOverhead, int recommendedMaxFileTokens) {

    public ModelProfile {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(tokenizer, "tokenizer of " + name);
        if (contextWindow <= 0) {
            throw new IllegalArgumentException("context_window of " + name + " must be positive, got " + contextWindow);
        }
        if (effectiveContext <= 0 || effectiveContext > contextWindow) {
            throw new IllegalArgumentException("effective_context of " + name + " must be in 1.." + contextWindow + ", got " + effectiveContext);
        }
        if (sweetSpot <= 0 || sweetSpot > effectiveContext) {
            throw new IllegalArgumentException("sweet_spot of " + name + " must be in 1.." + effectiveContext + ", got " + sweetSpot);
        }
        if (systemPromptOverhead < 0 || systemPromptOverhead >= contextWindow) {
            throw new IllegalArgumentException("system_prompt_overhead of " + name + " must be in 0.." + (contextWindow - 1) + ", got " + systemPromptOverhead);
        }
        if (recommendedMaxFileTokens <= 0) {
            throw new IllegalArgumentException("recommended_max_file_tokens of " + name + " must be positive, got " + recommendedMaxFileTokens);
        }
        if (estimated() && !(charsPerToken > 0.5 && charsPerToken < 10)) {
            throw new IllegalArgumentException("chars_per_token of " + name + " must be between 0.5 and 10 for an estimated tokenizer, got " + charsPerToken);
        }
    }

    /** True when this model's token counts are estimated rather than exact. */
    public boolean estimated() {
        return "estimate".equals(tokenizer);
    }
}
