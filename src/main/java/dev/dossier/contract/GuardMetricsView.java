package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.micronaut.core.annotation.Nullable;
import java.util.Map;

/**
 * Failure metrics of this server process since it started ({@code GET /v1/guard/metrics}): poisoning (claim checks)
 * and confusion (tool catalogs and searches). Distraction alerts are the sessions' {@code distraction_detected}
 * events ({@code /metrics}); clashes are not tracked yet.
 */
public record GuardMetricsView(Poisoning poisoning, Confusion confusion) {

    /** Texts checked, their decisions, the share blocked or quarantined and the relation most often behind it. */
    public record Poisoning(long checked, long accepted, long blocked, long quarantined, double rate,
                            @JsonProperty("most_common_relation") @Nullable String mostCommonRelation,
                            @JsonProperty("flagged_by_relation") Map<String, Long> flaggedByRelation) {
    }

    /** Catalog sizes, searches, tools returned, and tokens selected against the catalogs' (saved: the difference). */
    public record Confusion(Map<String, Integer> catalogs, long searches, @JsonProperty("tools_returned") long toolsReturned,
                            @JsonProperty("tokens_selected") long tokensSelected, @JsonProperty("tokens_saved") long tokensSaved) {
    }

    public static GuardMetricsView of(dev.dossier.guard.GuardMetrics g, dev.dossier.tools.ToolMetrics t) {
        return new GuardMetricsView(new Poisoning(g.checked(), g.accepted(), g.blocked(), g.quarantined(), Math.round(g.rate() * 10_000) / 10_000.0,
                g.mostCommonRelation(), g.flaggedByRelation()),
                new Confusion(t.catalogs(), t.searches(), t.toolsReturned(), t.tokensSelected(), t.tokensSaved()));
    }
}
