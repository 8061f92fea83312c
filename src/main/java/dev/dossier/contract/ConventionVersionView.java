package dev.dossier.contract;

import io.micronaut.core.annotation.Nullable;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.dossier.review.ConventionVersion;
import java.util.List;

/** One version of a convention, valid from {@code valid_from} until {@code valid_to} (null: current). */
public record ConventionVersionView(int version, String change, @JsonProperty("review_id") @Nullable String reviewId, String status, int occurrences,
                                    int rejections, double confidence, @JsonProperty("applies_to") List<String> appliesTo, @Nullable String description,
                                    @JsonProperty("superseded_by") @Nullable String supersededBy, @JsonProperty("valid_from") String validFrom,
                                    @JsonProperty("valid_to") @Nullable String validTo) {

    public static ConventionVersionView of(ConventionVersion v) {
        return new ConventionVersionView(v.version(), v.change(), v.reviewId(), v.status().label(), v.occurrences(), v.rejections(), v.confidence(),
                v.appliesTo(), v.description(), v.supersededBy(), v.validFrom().toString(), v.validTo() == null ? null : v.validTo().toString());
    }
}
