package dev.dossier.contract;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

/**
 * Text to check against a knowledge base ({@code POST /v1/guard/check}, MCP {@code check_claims}, {@code dossier guard check}).
 *
 * @param text    the text: one claim or paragraphs of them (at most 100,000 characters)
 * @param kb      the knowledge base, as loaded with {@code dossier facts load --kb}
 * @param project the project the text is going to; a quarantined text waits there
 */
@io.micronaut.core.annotation.Introspected
public record GuardCheckRequest(
        @NotNull @Size(min = 1, max = 100_000) @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "The capital of France is Lyon.") String text,
        @NotNull @Pattern(regexp = Ids.PROJECT) @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "countries") String kb,
        @NotNull @Pattern(regexp = Ids.PROJECT) @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "travel") String project)
        implements RequestBody {
}
