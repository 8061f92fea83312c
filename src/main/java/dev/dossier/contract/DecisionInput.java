package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonCreator;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

/** A decision taken in a review: {@code {"text": ...}}; a bare string is accepted as the text. */
@io.micronaut.core.annotation.Introspected
public record DecisionInput(@NotBlank @Size(max = 10_000) @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String text) {

    @JsonCreator(mode = JsonCreator.Mode.PROPERTIES)
    public DecisionInput {
    }

    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    public static DecisionInput ofText(String text) {
        return new DecisionInput(text);
    }
}
