package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Positive;
import jakarta.validation.constraints.PositiveOrZero;
import jakarta.validation.constraints.Size;
import java.util.List;

/**
 * A loop's event for the risk monitor ({@code POST /v1/monitor/events}, MCP {@code report_loop_event}, NATS
 * {@code agent.monitor.>}).
 *
 * @param loopId     the loop (unique across projects)
 * @param taskId     the task it works on
 * @param planId     its plan: conflicting changes are looked for among the running loops of one plan
 * @param project    its project
 * @param kind       started, iteration, retry, files_changed, usage or finished
 * @param taskFiles  the task's files, paths or globs (keeps the last ones given when absent)
 * @param files      files changed (files_changed)
 * @param tokensUsed context tokens used now
 * @param window     the loop's context window
 * @param sessionId  a session of the caller whose usage is the loop's (when tokens_used and window are absent)
 * @param timestamp  when it happened (ISO-8601); default now
 */
@io.micronaut.core.annotation.Introspected
public record MonitorEventRequest(
        @JsonProperty("loop_id") @NotNull @Pattern(regexp = Ids.REFERENCE) @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "loop-42")
        String loopId,
        @JsonProperty("task_id") @NotNull @Pattern(regexp = Ids.REFERENCE) @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "task-7")
        String taskId,
        @JsonProperty("plan_id") @Pattern(regexp = Ids.REFERENCE) @Schema(nullable = true, example = "plan-1") String planId,
        @NotNull @Pattern(regexp = Ids.PROJECT) @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "shop") String project,
        @NotNull @Pattern(regexp = "^(started|iteration|retry|files_changed|usage|finished)$")
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED, allowableValues = {"started", "iteration", "retry", "files_changed", "usage", "finished"})
        String kind,
        @JsonProperty("task_files") @Size(max = 1000) @Schema(nullable = true) List<@NotBlank @Size(max = 4096) String> taskFiles,
        @Size(max = 1000) @Schema(nullable = true) List<@NotBlank @Size(max = 4096) String> files,
        @JsonProperty("tokens_used") @PositiveOrZero @Max(100_000_000) @Schema(nullable = true, example = "5400") Long tokensUsed,
        @Positive @Max(100_000_000) @Schema(nullable = true, example = "128000") Integer window,
        @JsonProperty("session_id") @Pattern(regexp = Ids.SESSION) @Schema(nullable = true) String sessionId,
        @Size(max = 64) @Schema(nullable = true, example = "2026-11-25T10:00:00Z") String timestamp) implements RequestBody {
}
