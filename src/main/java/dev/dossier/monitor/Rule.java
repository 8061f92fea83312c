package dev.dossier.monitor;

import dev.dossier.text.Label;

/** The risk monitor's rules (seed 002); their thresholds and levels are data ({@code monitor.yaml}). */
public enum Rule implements Label {
    /** Retries of one loop above a count. */
    RETRIES,
    /** Context tokens used above a share of the window. */
    UTILIZATION,
    /** Files changed beyond the task's files. */
    SCOPE_CREEP,
    /** The same file changed by running loops of two tasks of one plan. */
    CONFLICTING_CHANGES;
}
