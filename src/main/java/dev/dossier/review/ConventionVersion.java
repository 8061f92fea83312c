package dev.dossier.review;

import java.time.Instant;
import java.util.List;

/**
 * One state of a convention in its history, valid from {@code validFrom} until {@code validTo} (null while
 * it is the current state).
 *
 * @param version     1 for the state it was created in, then 2, 3, ...
 * @param change      what opened this version: created, reinforced, demoted, superseded
 * @param reviewId    the review that caused it
 */
public record ConventionVersion(int version, String change, String reviewId, ConventionStatus status, int occurrences, int rejections,
                                double confidence, List<String> appliesTo, String description, String supersededBy, Instant validFrom,
                                Instant validTo) {

    public ConventionVersion {
        appliesTo = List.copyOf(appliesTo);
    }
}
