package dev.dossier.review;

import java.time.Instant;

/**
 * A decision recorded with a review, linked to the review's plan.
 *
 * @param planId  the plan, or null when the review named none (such a decision is kept but reaches no context)
 */
public record Decision(String id, String project, String planId, String text, String reviewId, String taskId, String reviewer, Instant recordedAt) {
}
