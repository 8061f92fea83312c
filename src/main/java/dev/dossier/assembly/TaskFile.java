package dev.dossier.assembly;

/**
 * A file of the task under review.
 *
 * @param path    path relative to the repository root
 * @param content its text, or {@code null} when the caller gave only the path
 * @param diff    the change under review as a unified diff of this file, or {@code null}: the lines it adds weigh in
 *                review relevance beside the whole file ({@code review_evidence.changed_lines_weight})
 */
public record TaskFile(String path, String content, String diff) {

    /** A file without a diff. */
    public TaskFile(String path, String content) {
        this(path, content, null);
    }
}
