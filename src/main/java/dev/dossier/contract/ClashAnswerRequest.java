package dev.dossier.contract;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

/**
 * The answer to a pending clash ({@code POST /v1/clashes/{id}/answer}, MCP {@code resolve_clash}): {@code existing}
 * keeps the stored statement, {@code new} supersedes it by the new one, {@code both} keeps both, qualified.
 */
@io.micronaut.core.annotation.Introspected
public record ClashAnswerRequest(
        @NotNull @Schema(requiredMode = Schema.RequiredMode.REQUIRED, allowableValues = {"existing", "new", "both"}, example = "new") String choice,
        @NotBlank @Size(max = 2_000) @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "the user confirmed: luxury from now on") String note)
        implements RequestBody {
}
