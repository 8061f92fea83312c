package dev.dossier.contract;

import io.micronaut.core.annotation.Nullable;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.dossier.review.Decision;

/** A decision recorded with a review and linked to its plan. */
public record DecisionView(String id, String project, @JsonProperty("plan_id") @Nullable String planId, String text, @JsonProperty("review_id") @Nullable String reviewId,
                           @JsonProperty("task_id") @Nullable String taskId, @Nullable String reviewer, @JsonProperty("recorded_at") String recordedAt) {

    public static DecisionView of(Decision d) {
        return new DecisionView(d.id(), d.project(), d.planId(), d.text(), d.reviewId(), d.taskId(), d.reviewer(), d.recordedAt().toString());
    }
}
