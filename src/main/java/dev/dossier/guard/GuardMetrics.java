package dev.dossier.guard;

import java.util.Map;

/**
 * What this process's guard did since it started (poisoning, PRODUCT.md C8): texts checked and their decisions, and
 * the relations of the claims that made a text blocked or quarantined.
 */
public record GuardMetrics(long checked, long accepted, long blocked, long quarantined, Map<String, Long> flaggedByRelation) {

    public GuardMetrics {
        flaggedByRelation = Map.copyOf(flaggedByRelation);
    }

    /** Blocked and quarantined texts per text checked (0 when none was). */
    public double rate() {
        return checked == 0 ? 0 : (double) (blocked + quarantined) / checked;
    }

    /** The relation most often behind a blocked or quarantined claim, or null. */
    public String mostCommonRelation() {
        return flaggedByRelation.entrySet().stream().max(Map.Entry.<String, Long>comparingByValue().thenComparing(Map.Entry.comparingByKey(
                java.util.Comparator.reverseOrder()))).map(Map.Entry::getKey).orElse(null);
    }
}
