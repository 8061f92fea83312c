package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.dossier.model.FitReport;
import io.micronaut.core.annotation.Nullable;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;

/**
 * Where a task fits ({@code GET /v1/models/fit}, MCP {@code model_fit}, {@code dossier models fit}).
 *
 * @param taskTokens     the task's tokens
 * @param files          its file count
 * @param recommendation assign (a model fits) or decompose (none does)
 * @param model          the best fitting model, null for decompose
 * @param reason         one sentence with the numbers
 * @param flags          warnings that do not fail the fit: more files than model-fit.yaml max_files, task tokens above a
 *                       model's recommended_max_file_tokens
 * @param models         every assessed model, those that fit first (smallest sufficient sweet spot first)
 */
public record ModelFitView(@JsonProperty("task_tokens") int taskTokens, int files,
                           @Schema(allowableValues = {"assign", "decompose"}) String recommendation, @Nullable String model, String reason,
                           List<String> flags, List<ModelFitEntry> models) {

    public static ModelFitView of(FitReport r) {
        return new ModelFitView(r.taskTokens(), r.files(), r.recommendation(), r.model(), r.reason(), r.flags(),
                r.assessments().stream().map(ModelFitEntry::of).toList());
    }
}
