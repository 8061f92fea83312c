package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.dossier.review.ReviewOutcome;
import java.util.List;

/** A recorded review: its id, what it did to each noted pattern's convention, and its decisions. */
public record RecordReviewResponse(@JsonProperty("review_id") String reviewId, List<ConventionResult> conventions, List<DecisionView> decisions) {

    public static RecordReviewResponse of(ReviewOutcome o) {
        return new RecordReviewResponse(o.reviewId(), o.conventions().stream().map(ConventionResult::of).toList(),
                o.decisions().stream().map(DecisionView::of).toList());
    }
}
