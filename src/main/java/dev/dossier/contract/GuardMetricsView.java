package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.micronaut.core.annotation.Nullable;
import java.util.Map;

/**
 * Failure metrics of this server process since it started ({@code GET /v1/guard/metrics}): poisoning (claim checks),
 * distraction (the sessions' distraction alerts), confusion (tool catalogs and searches) and clashes.
 */
public record GuardMetricsView(Poisoning poisoning, Distraction distraction, Confusion confusion, Clashes clashes) {

    /** Distraction alerts of sessions ({@code distraction_detected} events), by severity. */
    public record Distraction(long alerts, @JsonProperty("by_severity") Map<String, Long> bySeverity) {
    }

    /**
     * Clashes detected, by type and by the strategy applied; resolved by the policy (automatic) or by a person's
     * answer; pending answers; the share resolved automatically.
     */
    public record Clashes(long detected, @JsonProperty("by_type") Map<String, Long> byType, @JsonProperty("by_strategy") Map<String, Long> byStrategy,
                          long automatic, @JsonProperty("by_user") long byUser, long pending, @JsonProperty("automatic_rate") double automaticRate) {
    }

    /** Texts checked, their decisions, the share blocked or quarantined and the relation most often behind it. */
    public record Poisoning(long checked, long accepted, long blocked, long quarantined, double rate,
                            @JsonProperty("most_common_relation") @Nullable String mostCommonRelation,
                            @JsonProperty("flagged_by_relation") Map<String, Long> flaggedByRelation) {
    }

    /** Catalog sizes, searches, tools returned, and tokens selected against the catalogs' (saved: the difference). */
    public record Confusion(Map<String, Integer> catalogs, long searches, @JsonProperty("tools_returned") long toolsReturned,
                            @JsonProperty("tokens_selected") long tokensSelected, @JsonProperty("tokens_saved") long tokensSaved) {
    }

    public static GuardMetricsView of(dev.dossier.guard.GuardMetrics g, Map<String, Long> distraction, dev.dossier.tools.ToolMetrics t,
                                      dev.dossier.clash.ClashMetrics c) {
        return new GuardMetricsView(new Poisoning(g.checked(), g.accepted(), g.blocked(), g.quarantined(), Math.round(g.rate() * 10_000) / 10_000.0,
                g.mostCommonRelation(), g.flaggedByRelation()),
                new Distraction(distraction.values().stream().mapToLong(Long::longValue).sum(), distraction),
                new Confusion(t.catalogs(), t.searches(), t.toolsReturned(), t.tokensSelected(), t.tokensSaved()),
                new Clashes(c.detected(), c.byType(), c.byStrategy(), c.automatic(), c.byUser(), c.pending(),
                        c.detected() == 0 ? 0 : Math.round((double) c.automatic() / c.detected() * 10_000) / 10_000.0));
    }
}
