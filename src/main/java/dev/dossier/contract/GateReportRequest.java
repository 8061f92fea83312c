package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/**
 * A gate report for a task ({@code POST /v1/gates/reports}): the output of {@code dossier gates run --json} with the
 * project and task it belongs to. The latest report of a task is the one its review context shows.
 *
 * @param project the task's project
 * @param taskId  the task
 * @param passed  optional: when given it must agree with the gates (true exactly when no required gate failed)
 * @param gates   each gate's outcome, 1-100
 */
@io.micronaut.core.annotation.Introspected
public record GateReportRequest(
        @NotNull @Pattern(regexp = Ids.PROJECT) @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "payments") String project,
        @JsonProperty("task_id") @NotNull @Pattern(regexp = Ids.REFERENCE) @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "task-1")
        String taskId,
        @Schema(nullable = true) Boolean passed,
        @NotEmpty @Size(max = 100) @Valid @Schema(requiredMode = Schema.RequiredMode.REQUIRED) List<@Valid @NotNull GateResultView> gates)
        implements RequestBody {
}
