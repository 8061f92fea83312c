package dev.dossier.contract;

import io.micronaut.core.annotation.Nullable;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.dossier.model.ModelProfile;

/** A model of the registry with its context profile; {@code estimated} models count tokens by a character ratio. */
public record ModelView(String name, String tokenizer, boolean estimated,
                        @JsonProperty("chars_per_token") @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable Double charsPerToken,
                        @JsonProperty("context_window") int contextWindow, @JsonProperty("effective_context") int effectiveContext,
                        @JsonProperty("sweet_spot") int sweetSpot, @JsonProperty("system_prompt_overhead") int systemPromptOverhead,
                        @JsonProperty("recommended_max_file_tokens") int recommendedMaxFileTokens) {

    public static ModelView of(ModelProfile p, String tokenizerName) {
        return new ModelView(p.name(), tokenizerName, p.estimated(), p.estimated() ? p.charsPerToken() : null, p.contextWindow(),
                p.effectiveContext(), p.sweetSpot(), p.systemPromptOverhead(), p.recommendedMaxFileTokens());
    }
}
