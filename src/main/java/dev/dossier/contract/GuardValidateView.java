package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.dossier.validation.MetricName;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;

/**
 * Quality validation's answer: the decision (accept; reject when a metric failed; block or quarantine when the claim
 * guard says so), the mean of the metrics computed, each metric, the claims checked and the statements it clashes with.
 */
public record GuardValidateView(@Schema(allowableValues = {"accept", "reject", "block", "quarantine"}) String decision,
                                @JsonProperty("quality_score") double qualityScore, Metrics metrics, String reason, List<ClaimView> claims,
                                List<ConflictView> clashes) {

    /** The five metrics. */
    public record Metrics(MetricView relevance, MetricView freshness, MetricView accuracy, MetricView completeness, MetricView consistency) {
    }

    public static GuardValidateView of(dev.dossier.validation.Validation v) {
        var m = v.metrics();
        return new GuardValidateView(v.decision().label(), v.qualityScore(), new Metrics(MetricView.of(m.get(MetricName.RELEVANCE)),
                MetricView.of(m.get(MetricName.FRESHNESS)), MetricView.of(m.get(MetricName.ACCURACY)), MetricView.of(m.get(MetricName.COMPLETENESS)),
                MetricView.of(m.get(MetricName.CONSISTENCY))), v.reason(), v.check() == null ? List.of() : v.check().claims().stream().map(ClaimView::of).toList(),
                v.conflicts().stream().map(ConflictView::of).toList());
    }
}
