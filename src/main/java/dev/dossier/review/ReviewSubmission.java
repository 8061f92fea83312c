package dev.dossier.review;

import java.util.List;

/**
 * A finished review as a reviewer reports it: who reviewed which task of which plan, whether it was
 * approved, the patterns noted and the decisions taken. Field-level validation happens where the
 * submission is read; this record holds the already-checked values.
 *
 * @param project   project the review belongs to (conventions are learned per project)
 * @param planId    plan the task belongs to, or null
 * @param taskId    the reviewed task
 * @param reviewer  who reviewed
 * @param approved  whether the work was approved
 * @param files     files of the task, may be empty
 * @param patterns  noted patterns, may be empty
 * @param decisions decision texts, may be empty
 */
public record ReviewSubmission(String project, String planId, String taskId, String reviewer, boolean approved, List<String> files,
                               List<PatternNote> patterns, List<String> decisions) {

    public ReviewSubmission {
        files = files == null ? List.of() : List.copyOf(files);
        patterns = patterns == null ? List.of() : List.copyOf(patterns);
        decisions = decisions == null ? List.of() : List.copyOf(decisions);
    }
}
