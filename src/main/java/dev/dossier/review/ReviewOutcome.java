package dev.dossier.review;

import java.util.List;

/**
 * What recording a review did.
 *
 * @param reviewId    the new review's id
 * @param conventions one entry per noted pattern (in the order given), then conventions superseded by them
 * @param decisions   the decisions recorded
 * @param created     true when this call recorded the review; false when the same review had been recorded before
 *                    (the outcome is then the one recorded then, and nothing was counted again)
 */
public record ReviewOutcome(String reviewId, List<PatternResult> conventions, List<Decision> decisions, boolean created) {

    public ReviewOutcome {
        conventions = List.copyOf(conventions);
        decisions = List.copyOf(decisions);
    }

    /** A newly recorded review. */
    public ReviewOutcome(String reviewId, List<PatternResult> conventions, List<Decision> decisions) {
        this(reviewId, conventions, decisions, true);
    }

    /**
     * @param id     convention id, or null when a rejected review named a pattern that matches no convention
     * @param change created, reinforced, demoted, superseded, unchanged (named twice in one review) or unmatched
     */
    public record PatternResult(String id, String pattern, String change, ConventionStatus status, int occurrences, int rejections,
                                double confidence) {
    }
}
