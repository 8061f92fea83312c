package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.micronaut.core.annotation.Nullable;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.*;
import jakarta.validation.Valid;
import java.util.List;
import java.util.Map;

/**
 * A new session (`POST /v1/sessions`, MCP `session_new`, `dossier session new`).
 *
 * @param project      the project it belongs to
 * @param model        a model of the registry (its tokenizer counts the items); default gpt-4o
 * @param window       the budget; at most the model's window; default the model's
 * @param policy       pressure preset of sessions.yaml: default or semspec
 * @param allocations  per-component overrides (system_instructions, user_preferences, conversation_history,
 *                     tool_descriptions, current_query, tool_results, facts); their sum stays within the budget
 * @param autoCompress compress automatically at the compress level (default true)
 * @param mitigation   distraction mitigation: periodic_summary (default) or sliding_window
 * @param guard        check every write with the guard (claims against kb, consistency with the session's and the
 *                     project's statements): a blocked item is refused, an undecided one waits in quarantine; default
 *                     validation.yaml's guard_session_writes, or true when kb is given
 * @param kb           the knowledge base a guarded session checks claims against
 */
@io.micronaut.core.annotation.Introspected
public record SessionCreateRequest(
        @NotNull @Pattern(regexp = Ids.PROJECT) @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "payments") String project,
        @Size(max = 128) @Schema(nullable = true, example = "gpt-4o") String model,
        @Positive @Schema(nullable = true, example = "8192") Integer window,
        @Size(max = 64) @Schema(nullable = true, example = "default") String policy,
        @Size(max = 7) @Schema(nullable = true) Map<@Size(max = 64) String, @PositiveOrZero Integer> allocations,
        @JsonProperty("auto_compress") @Schema(nullable = true) Boolean autoCompress,
        @Size(max = 64) @Schema(nullable = true, example = "periodic_summary") String mitigation,
        @Schema(nullable = true) Boolean guard,
        @Pattern(regexp = Ids.PROJECT) @Schema(nullable = true, example = "countries") String kb) implements RequestBody {

    public SessionCreateRequest(String project, String model, Integer window, String policy, Map<String, Integer> allocations, Boolean autoCompress,
                                String mitigation) {
        this(project, model, window, policy, allocations, autoCompress, mitigation, null, null);
    }
}
