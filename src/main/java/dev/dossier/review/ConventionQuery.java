package dev.dossier.review;

/**
 * A filter over conventions; every field is optional (null).
 *
 * @param file a path: only conventions whose {@code applies_to} matches it
 */
public record ConventionQuery(String project, String file, ConventionStatus status) {
}
