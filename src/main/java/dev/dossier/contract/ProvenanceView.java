package dev.dossier.contract;

import io.micronaut.core.annotation.Nullable;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.dossier.review.Provenance;

/** A review that taught, contested or retired a convention. */
public record ProvenanceView(@JsonProperty("review_id") String reviewId, String role, @Nullable String pattern, boolean approved, @Nullable String reviewer,
                             @JsonProperty("task_id") @Nullable String taskId, @JsonProperty("plan_id") @Nullable String planId, String at) {

    public static ProvenanceView of(Provenance p) {
        return new ProvenanceView(p.reviewId(), p.role(), p.pattern(), p.approved(), p.reviewer(), p.taskId(), p.planId(), p.at().toString());
    }
}
