package dev.dossier.contract;

import io.micronaut.core.annotation.Nullable;
import dev.dossier.review.ReviewOutcome;

/** What recording a review did to one convention: created, reinforced, demoted, superseded, unchanged or unmatched. */
public record ConventionResult(@Nullable String id, String pattern, String change, String status, int occurrences, int rejections, double confidence) {

    public static ConventionResult of(ReviewOutcome.PatternResult r) {
        return new ConventionResult(r.id(), r.pattern(), r.change(), r.status() == null ? "unmatched" : r.status().label(), r.occurrences(),
                r.rejections(), r.confidence());
    }
}
