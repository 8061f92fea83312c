package dev.dossier.contract;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/**
 * A pattern a reviewer noted: approved patterns become (or reinforce) conventions, rejected ones demote them.
 *
 * @param name        the pattern, e.g. "Wrap errors with context"
 * @param description what it means
 * @param appliesTo   globs of the files it applies to; required when the review is approved
 * @param supersedes  id of the convention this one replaces
 */
@io.micronaut.core.annotation.Introspected
public record PatternInput(
        @NotBlank @Size(max = 500) @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "Wrap errors with context") String name,
        @Size(max = 10_000) @Schema(nullable = true) String description,
        @com.fasterxml.jackson.annotation.JsonProperty("applies_to") @Size(max = 100) @Schema(nullable = true, example = "[\"*.go\"]")
        List<@NotBlank @Size(max = 1024) String> appliesTo,
        @Pattern(regexp = Ids.DOCUMENT) @Schema(nullable = true) String supersedes) {
}
