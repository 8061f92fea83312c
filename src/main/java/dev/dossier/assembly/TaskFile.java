package dev.dossier.assembly;

/**
 * A file of the task under review.
 *
 * @param path    path relative to the repository root
 * @param content its text, or {@code null} when the caller gave only the path
 */
public record TaskFile(String path, String content) {
}
