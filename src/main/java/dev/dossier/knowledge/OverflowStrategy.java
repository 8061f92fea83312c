package dev.dossier.knowledge;

import dev.dossier.error.DossierException;
import java.util.Arrays;
import java.util.Locale;

/** What the knowledge assembler does when the items do not fit at full level (seed 004 {@code overflow_strategy}). */
public enum OverflowStrategy {
    /** Items in full, highest score first; the first that does not fit is cut at a sentence boundary with a marker. */
    TRUNCATE,
    /** Every item steps down one level at a time, lowest score first, before any item is dropped. */
    SUMMARIZE,
    /** Highest score first, each at the richest level that fits what is left; the rest is dropped with reasons. */
    PRIORITIZE,
    /** Everything at full level and the history verbatim, or a TASK_TOO_LARGE error with the numbers. */
    ERROR;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The strategy named {@code label}, or an INVALID_REQUEST error on field {@code overflow}. */
    public static OverflowStrategy of(String label) {
        for (OverflowStrategy s : values()) {
            if (s.label().equals(label)) {
                return s;
            }
        }
        throw DossierException.invalidField("overflow", "overflow must be one of "
                + Arrays.stream(values()).map(OverflowStrategy::label).toList() + ", got '" + label + "'");
    }
}
