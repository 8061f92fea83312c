package dev.dossier.contract;

import io.micronaut.core.annotation.Nullable;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.dossier.review.Convention;
import dev.dossier.review.ConventionDetail;
import java.util.List;

/** A convention with its full history (one entry per version) and provenance. */
public record ConventionDetailView(String id, String project, String name, @Nullable String description, @JsonProperty("applies_to") List<String> appliesTo,
                                   String status, int occurrences, int rejections, double confidence,
                                   @JsonProperty("created_at") String createdAt, @JsonProperty("updated_at") String updatedAt,
                                   @JsonProperty("superseded_by") @Nullable String supersededBy, List<String> supersedes,
                                   List<ConventionVersionView> history, List<ProvenanceView> provenance) {

    public static ConventionDetailView of(ConventionDetail d) {
        Convention c = d.convention();
        return new ConventionDetailView(c.id(), c.project(), c.name(), c.description(), c.appliesTo(), c.status().label(), c.occurrences(),
                c.rejections(), c.confidence(), c.createdAt().toString(), c.updatedAt().toString(), c.supersededBy(), c.supersedes(),
                d.history().stream().map(ConventionVersionView::of).toList(), d.provenance().stream().map(ProvenanceView::of).toList());
    }
}
