package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.dossier.review.Provenance;

/** A review that taught, contested or retired a convention. */
public record ProvenanceView(@JsonProperty("review_id") String reviewId, String role, String pattern, boolean approved, String reviewer,
                             @JsonProperty("task_id") String taskId, @JsonProperty("plan_id") String planId, String at) {

    public static ProvenanceView of(Provenance p) {
        return new ProvenanceView(p.reviewId(), p.role(), p.pattern(), p.approved(), p.reviewer(), p.taskId(), p.planId(), p.at().toString());
    }
}
