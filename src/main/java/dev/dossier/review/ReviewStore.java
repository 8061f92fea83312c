package dev.dossier.review;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Persistence of reviews, conventions and decisions. One review is written in one transaction. */
public interface ReviewStore {

    /**
     * Records the review with its convention changes and decisions atomically. Reviews of one project are
     * serialised (the project is locked first), so concurrent reviews of the same pattern lose no update.
     *
     * @param ids id source for the review, new conventions and decisions
     */
    ReviewOutcome record(ReviewSubmission review, ConventionLedger ledger, java.util.function.Supplier<String> ids, Instant now);

    /** Conventions by project and status (either may be null), ordered by project, creation, id. */
    List<Convention> conventions(String project, ConventionStatus status);

    Optional<ConventionDetail> convention(String id);

    /** For each convention id, the ids of the reviews that taught it, oldest first. */
    java.util.Map<String, List<String>> teachingReviews(java.util.Collection<String> conventionIds);

    /** The project of the plan (a plan belongs to the project of the first review that named it); empty when no review named it. */
    Optional<String> planProject(String planId);

    /** The plan's decisions, oldest first (within a review, in the order given). */
    List<Decision> decisions(String planId);

    /**
     * How many recorded reviews of {@code project} there are of the given kinds of file ({@code *.scss}; the most of
     * any one kind), and per SOP id how many of them cited it (of the kind where it was cited most).
     */
    dev.dossier.assembly.Citations citations(String project, java.util.Collection<String> kinds);
}
