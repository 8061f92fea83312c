package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.micronaut.core.annotation.Nullable;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.*;
import jakarta.validation.Valid;
import java.util.List;
import java.util.Map;

/**
 * A dry run of an add (`POST /v1/sessions/{id}/budget-check`): content, or a token count.
 *
 * @param component the component it would go to (default conversation_history)
 * @param content   the text that would be added
 * @param tokens    its size, when the text is not at hand
 */
@io.micronaut.core.annotation.Introspected
public record SessionBudgetCheckRequest(
        @Size(max = 64) @Schema(nullable = true) String component,
        @Size(max = 1_048_576) @Schema(nullable = true) String content,
        @PositiveOrZero @Schema(nullable = true) Integer tokens) implements RequestBody {
}
