package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Positive;
import jakarta.validation.constraints.PositiveOrZero;
import jakarta.validation.constraints.Size;
import java.util.List;

/**
 * A request for reviewer context ({@code POST /v1/context/review}, MCP {@code review_context}).
 *
 * @param files            the task's files, at least one
 * @param task             what the reviewer is asked to do
 * @param model            a model of the registry ({@code GET /v1/models}); default gpt-4o
 * @param window           context window; at most the model's, or 2,000,000 without a model
 * @param policy           a review policy preset of policies.yaml
 * @param taskOutputTokens tokens of the work under review read beside the context; default: the given contents
 * @param project          project whose learned conventions apply
 * @param planId           plan whose decisions are included
 * @param taskId           task whose latest gate report (POST /v1/gates/reports, same project) is included
 */
@io.micronaut.core.annotation.Introspected
public record ReviewContextRequest(
        @NotEmpty @Valid @Schema(requiredMode = Schema.RequiredMode.REQUIRED) List<@Valid FileInput> files,
        @Size(max = 20_000) @Schema(nullable = true, example = "Review the error handling") String task,
        @Size(max = 128) @Schema(nullable = true, example = "gpt-4o") String model,
        @Positive @Schema(nullable = true, example = "32000") Integer window,
        @Size(max = 128) @Schema(nullable = true, example = "severity-shares",
                description = "A review policy preset of policies.yaml: severity-shares, relevance-first or must-fit") String policy,
        @JsonProperty("task_output_tokens") @PositiveOrZero @Schema(nullable = true) Integer taskOutputTokens,
        @Pattern(regexp = Ids.PROJECT) @Schema(nullable = true, example = "payments") String project,
        @JsonProperty("plan_id") @Pattern(regexp = Ids.REFERENCE) @Schema(nullable = true) String planId,
        @JsonProperty("task_id") @Pattern(regexp = Ids.REFERENCE) @Schema(nullable = true) String taskId) implements RequestBody {

    /** A request without a task id. */
    public ReviewContextRequest(List<FileInput> files, String task, String model, Integer window, String policy, Integer taskOutputTokens,
                                String project, String planId) {
        this(files, task, model, window, policy, taskOutputTokens, project, planId, null);
    }
}
