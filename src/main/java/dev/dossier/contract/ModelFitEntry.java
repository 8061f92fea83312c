package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.dossier.model.FitAssessment;
import io.micronaut.core.annotation.Nullable;
import java.util.List;

/**
 * One model measured against a task: the ADR-004 budget, term by term, and whether it fits.
 *
 * @param model         the model
 * @param fits          working memory at least the minimum, file tokens under their share, load within the sweet spot
 * @param window        its context window
 * @param sweetSpot     its sweet spot
 * @param systemPrompt  system prompt overhead
 * @param planContext   plan context reserve
 * @param taskContext   the task's tokens
 * @param output        output reserve
 * @param safetyMargin  the safety margin in tokens
 * @param workingMemory what is left (negative when the task does not fit the window at all)
 * @param fileShare     task tokens / working memory, null without working memory
 * @param load          system prompt + plan context + task + output
 * @param reasons       one line per check, with its numbers
 */
public record ModelFitEntry(String model, boolean fits, int window, @JsonProperty("sweet_spot") int sweetSpot,
                            @JsonProperty("system_prompt") int systemPrompt, @JsonProperty("plan_context") int planContext,
                            @JsonProperty("task_context") int taskContext, int output, @JsonProperty("safety_margin") int safetyMargin,
                            @JsonProperty("working_memory") long workingMemory, @JsonProperty("file_share") @Nullable Double fileShare, long load,
                            List<String> reasons) {

    public static ModelFitEntry of(FitAssessment a) {
        return new ModelFitEntry(a.model(), a.fits(), a.window(), a.sweetSpot(), a.systemPrompt(), a.planContext(), a.taskContext(), a.output(),
                a.safetyMargin(), a.workingMemory(), a.fileShare(), a.load(), a.reasons());
    }
}
