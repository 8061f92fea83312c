package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.dossier.review.Decision;

/** A decision recorded with a review and linked to its plan. */
public record DecisionView(String id, String project, @JsonProperty("plan_id") String planId, String text, @JsonProperty("review_id") String reviewId,
                           @JsonProperty("task_id") String taskId, String reviewer, @JsonProperty("recorded_at") String recordedAt) {

    public static DecisionView of(Decision d) {
        return new DecisionView(d.id(), d.project(), d.planId(), d.text(), d.reviewId(), d.taskId(), d.reviewer(), d.recordedAt().toString());
    }
}
