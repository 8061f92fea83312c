package dev.dossier.knowledge;

import dev.dossier.error.DossierException;
import dev.dossier.text.Label;
import java.util.Arrays;

/** What the knowledge assembler does when the items do not fit at full level (seed 004 {@code overflow_strategy}). */
public enum OverflowStrategy implements Label {
    /**
     * Items in full, highest score first, while they fit; one that does not is cut at a line or sentence end with a
     * marker when at least {@code min_cut_tokens} are left, else dropped, and later items that still fit go in whole.
     * No reduced levels.
     */
    TRUNCATE,
    /**
     * All start in full; while the tier is over, the item at the richest current level steps down one level (among
     * equals the lowest-ranked), so all reach detailed before any reaches summary; only when all are at their
     * poorest level is the lowest-ranked dropped.
     */
    SUMMARIZE,
    /** Highest score first, each at the richest level that fits what is left; the rest is dropped with reasons. */
    PRIORITIZE,
    /** Everything at full level and the history verbatim, or a TASK_TOO_LARGE error with the numbers. */
    ERROR;

    /** The strategy named {@code label}, or an INVALID_REQUEST error on field {@code overflow}. */
    public static OverflowStrategy of(String label) {
        return Label.find(OverflowStrategy.class, label, () -> DossierException.invalidField("overflow", "overflow must be one of "
                + Arrays.stream(values()).map(OverflowStrategy::label).toList() + ", got '" + label + "'"));
    }
}
