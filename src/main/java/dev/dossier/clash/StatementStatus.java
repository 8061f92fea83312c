package dev.dossier.clash;

import dev.dossier.text.Label;
import java.util.Locale;

/** Where a statement stands. Only {@code active} statements are compared with new ones. */
public enum StatementStatus implements Label {
    /** Held: the current value. */
    ACTIVE,
    /** Replaced by a newer statement; {@code valid_to} says since when. Kept in history. */
    SUPERSEDED,
    /** Waiting for the answer to a clash's question. */
    PENDING,
    /** Not taken (keep_existing, or the user chose the other side). Kept in history. */
    DISCARDED;

    public static StatementStatus parse(String label) {
        return valueOf(label.toUpperCase(Locale.ROOT));
    }
}
