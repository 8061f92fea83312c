package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/**
 * A finished review ({@code POST /v1/reviews}, MCP {@code record_review}, {@code dossier review}). Idempotent on
 * (project, task_id): the same body again answers the recorded review; a different one is a conflict.
 */
@io.micronaut.core.annotation.Introspected
public record RecordReviewRequest(
        @NotNull @Pattern(regexp = Ids.PROJECT) @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "payments") String project,
        @JsonProperty("plan_id") @Pattern(regexp = Ids.REFERENCE) @Schema(nullable = true, example = "plan-42") String planId,
        @JsonProperty("task_id") @NotNull @Pattern(regexp = Ids.REFERENCE) @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "task-7") String taskId,
        @NotBlank @Size(max = 256) @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "ana") String reviewer,
        @NotNull @Schema(requiredMode = Schema.RequiredMode.REQUIRED) Boolean approved,
        @Schema(nullable = true) List<@NotBlank @Size(max = 4096) String> files,
        @Valid @Schema(nullable = true) List<@Valid PatternInput> patterns,
        @Valid @Schema(nullable = true) List<@Valid DecisionInput> decisions,
        @JsonProperty("sop_ids") @Size(max = 200) @Schema(nullable = true, description = "SOPs whose findings the review raised; they rise in "
                + "later reviews of the project's files of the same kind")
        List<@NotNull @Pattern(regexp = Ids.REFERENCE) String> sopIds) implements RequestBody {

    /** A review citing no SOP. */
    public RecordReviewRequest(String project, String planId, String taskId, String reviewer, Boolean approved, List<String> files,
                               List<PatternInput> patterns, List<DecisionInput> decisions) {
        this(project, planId, taskId, reviewer, approved, files, patterns, decisions, null);
    }
}
