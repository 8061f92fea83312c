package dev.dossier.model;

import java.util.List;

/**
 * One model measured against a task (ADR-004's budget).
 *
 * @param model         the model's name
 * @param window        its context window
 * @param sweetSpot     its sweet spot
 * @param systemPrompt  its system prompt overhead
 * @param planContext   the plan context reserve
 * @param taskContext   the task's tokens
 * @param output        the output reserve
 * @param safetyMargin  the margin, in tokens
 * @param workingMemory what is left (may be negative)
 * @param fileShare     task tokens / working memory (null when there is no working memory)
 * @param load          system prompt + plan context + task + output: what must fit the sweet spot
 * @param fits          all three checks hold
 * @param reasons       one line per check, passed or not, with its numbers
 */
public record FitAssessment(String model, int window, int sweetSpot, int systemPrompt, int planContext, int taskContext, int output,
                            int safetyMargin, long workingMemory, Double fileShare, long load, boolean fits, List<String> reasons) {

    public FitAssessment {
        reasons = List.copyOf(reasons);
    }
}
