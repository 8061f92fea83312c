package dev.dossier.assembly;

/**
 * A file of the task under review.
 *
 * @param path    path relative to the repository root
 * @param content its text, or {@code null} when the caller gave only the path
 * @param changed the lines the change under review adds to this file ({@link UnifiedDiff#addedLines} of its diff), or
 *                {@code null} without a diff: they weigh in review relevance beside the whole file
 *                ({@code review_evidence.changed_lines_weight}), and stand for the content when none is given
 */
public record TaskFile(String path, String content, String changed) {

    /** A file without a diff. */
    public TaskFile(String path, String content) {
        this(path, content, null);
    }
}
