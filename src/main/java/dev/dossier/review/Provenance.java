package dev.dossier.review;

import java.time.Instant;

/**
 * A review that taught or contested a convention.
 *
 * @param role     {@code taught}, {@code contested} or {@code superseded} (the review whose pattern replaced it)
 * @param pattern  the wording the review used
 */
public record Provenance(String reviewId, String project, String planId, String taskId, String reviewer, boolean approved, String role,
                         String pattern, Instant at) {
}
