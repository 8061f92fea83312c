package dev.dossier.contract;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.time.Instant;

/**
 * One turn of the conversation, oldest first.
 *
 * @param role      who spoke
 * @param content   what was said
 * @param timestamp when (ISO-8601 instant), or null
 */
@io.micronaut.core.annotation.Introspected
public record HistoryMessage(
        @NotNull @Schema(requiredMode = Schema.RequiredMode.REQUIRED) Role role,
        @NotNull @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String content,
        @Schema(nullable = true, example = "2026-11-21T10:00:00Z") Instant timestamp) {
}
