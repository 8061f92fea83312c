package dev.dossier.model;

import java.util.List;

/**
 * Where a task fits: the models whose sweet spot fits, best first, or "decompose" with the numbers.
 *
 * @param taskTokens     the task's tokens
 * @param files          the task's file count
 * @param recommendation {@code assign} or {@code decompose}
 * @param model          the best fitting model, or null
 * @param reason         one sentence with the numbers
 * @param flags          warnings that do not fail the fit (too many files, above a model's recommended file tokens)
 * @param assessments    every assessed model: those that fit first (smallest sweet spot that holds the load first),
 *                       then the others (most working memory first)
 */
public record FitReport(int taskTokens, int files, String recommendation, String model, String reason, List<String> flags,
                        List<FitAssessment> assessments) {

    public FitReport {
        flags = List.copyOf(flags);
        assessments = List.copyOf(assessments);
    }
}
