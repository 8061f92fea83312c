package dev.dossier.monitor;

import java.util.Locale;

/** The risk monitor's rules (seed 002); their thresholds and levels are data ({@code monitor.yaml}). */
public enum Rule {
    /** Retries of one loop above a count. */
    RETRIES,
    /** Context tokens used above a share of the window. */
    UTILIZATION,
    /** Files changed beyond the task's files. */
    SCOPE_CREEP,
    /** The same file changed by running loops of two tasks of one plan. */
    CONFLICTING_CHANGES;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
