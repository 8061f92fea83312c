package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.micronaut.core.annotation.Nullable;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.*;
import jakarta.validation.Valid;
import java.util.List;
import java.util.Map;

/**
 * An item to add to a session (`POST /v1/sessions/{id}/items`).
 *
 * @param component which part of the context it belongs to
 * @param role      user, assistant, system or tool
 * @param content   the text
 * @param timestamp when it was said (ISO-8601); default now
 * @param pinned    never removed by compression
 * @param key       an optional key of the caller's
 */
@io.micronaut.core.annotation.Introspected
public record SessionItemRequest(
        @NotBlank @Size(max = 64) @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "conversation_history") String component,
        @NotBlank @Size(max = 16) @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "user") String role,
        @NotNull @Size(max = 1_048_576) @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "Which hotels are near the venue?") String content,
        @Size(max = 64) @Schema(nullable = true, example = "2026-11-25T10:00:00Z") String timestamp,
        @Schema(nullable = true) Boolean pinned,
        @Size(max = 256) @Schema(nullable = true) String key) implements RequestBody {
}
