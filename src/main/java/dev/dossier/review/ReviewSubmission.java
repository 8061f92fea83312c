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
 * @param sopIds    the SOPs whose findings the review raised, may be empty; they rise in later reviews of the
 *                  project's files of the same kind
 */
public record ReviewSubmission(String project, String planId, String taskId, String reviewer, boolean approved, List<String> files,
                               List<PatternNote> patterns, List<String> decisions, List<String> sopIds) {

    /** A review citing no SOP. */
    public ReviewSubmission(String project, String planId, String taskId, String reviewer, boolean approved, List<String> files,
                            List<PatternNote> patterns, List<String> decisions) {
        this(project, planId, taskId, reviewer, approved, files, patterns, decisions, List.of());
    }

    public ReviewSubmission {
        sopIds = sopIds == null ? List.of() : List.copyOf(new java.util.LinkedHashSet<>(sopIds));
        files = files == null ? List.of() : List.copyOf(files);
        patterns = patterns == null ? List.of() : List.copyOf(patterns);
        decisions = decisions == null ? List.of() : List.copyOf(decisions);
    }
}
