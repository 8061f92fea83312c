package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;

/**
 * Content to validate before it enters a context ({@code POST /v1/guard/validate}, MCP {@code validate_content},
 * {@code dossier guard validate}). Every field but content and project may be left out; the metric that needs it is
 * then not computed (and says so).
 *
 * @param content        the text (at most 100,000 characters)
 * @param query          what it should be relevant to (relevance)
 * @param timestamp      when it was produced, ISO-8601 (freshness)
 * @param fields         its fields (completeness), at most 100
 * @param requiredFields the fields it must have (completeness), at most 100
 * @param sessionId      a session of yours whose statements it must not clash with (consistency)
 * @param kb             the knowledge base its claims are checked against (accuracy)
 * @param project        the project whose statements it must not clash with (consistency)
 * @param key            its key when it is a keyed item ({@code preference.hotel})
 */
@io.micronaut.core.annotation.Introspected
public record GuardValidateRequest(
        @NotNull @Size(min = 1, max = 100_000) @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "User prefers quality hotels near landmarks") String content,
        @Size(max = 2_000) @Schema(nullable = true, example = "find hotel") String query,
        @Size(max = 64) @Schema(nullable = true, example = "2026-11-25T10:00:00Z") String timestamp,
        @Size(max = 100) @Schema(nullable = true) Map<@Size(min = 1, max = 128) String, @Size(max = 10_000) String> fields,
        @JsonProperty("required_fields") @Size(max = 100) @Schema(nullable = true) List<@NotNull @Size(min = 1, max = 128) String> requiredFields,
        @JsonProperty("session_id") @Pattern(regexp = Ids.SESSION) @Schema(nullable = true) String sessionId,
        @Pattern(regexp = Ids.PROJECT) @Schema(nullable = true, example = "countries") String kb,
        @NotNull @Pattern(regexp = Ids.PROJECT) @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "travel") String project,
        @Size(max = 256) @Schema(nullable = true, example = "preference.hotel") String key) implements RequestBody {
}
