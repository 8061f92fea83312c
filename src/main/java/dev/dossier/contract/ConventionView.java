package dev.dossier.contract;

import io.micronaut.core.annotation.Nullable;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.dossier.review.Convention;
import java.util.List;

/** A learned convention: its globs, status, counts, confidence and succession. */
public record ConventionView(String id, String project, String name, @Nullable String description, @JsonProperty("applies_to") List<String> appliesTo,
                             String status, int occurrences, int rejections, double confidence, @JsonProperty("created_at") String createdAt,
                             @JsonProperty("updated_at") String updatedAt, @JsonProperty("superseded_by") @Nullable String supersededBy,
                             List<String> supersedes) {

    public static ConventionView of(Convention c) {
        return new ConventionView(c.id(), c.project(), c.name(), c.description(), c.appliesTo(), c.status().label(), c.occurrences(),
                c.rejections(), c.confidence(), c.createdAt().toString(), c.updatedAt().toString(), c.supersededBy(), c.supersedes());
    }
}
