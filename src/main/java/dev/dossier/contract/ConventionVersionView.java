package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.dossier.review.ConventionVersion;
import java.util.List;

/** One version of a convention, valid from {@code valid_from} until {@code valid_to} (null: current). */
public record ConventionVersionView(int version, String change, @JsonProperty("review_id") String reviewId, String status, int occurrences,
                                    int rejections, double confidence, @JsonProperty("applies_to") List<String> appliesTo, String description,
                                    @JsonProperty("superseded_by") String supersededBy, @JsonProperty("valid_from") String validFrom,
                                    @JsonProperty("valid_to") String validTo) {

    public static ConventionVersionView of(ConventionVersion v) {
        return new ConventionVersionView(v.version(), v.change(), v.reviewId(), v.status().label(), v.occurrences(), v.rejections(), v.confidence(),
                v.appliesTo(), v.description(), v.supersededBy(), v.validFrom().toString(), v.validTo() == null ? null : v.validTo().toString());
    }
}
