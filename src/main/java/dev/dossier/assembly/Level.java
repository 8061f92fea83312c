package dev.dossier.assembly;

import java.util.Locale;

/** The level at which an item was included. */
public enum Level {
    /** Everything: SOP metadata and all chunks, a whole decision or convention. */
    FULL,
    /** SOP metadata and some of its chunks (or a cut chunk). */
    PARTIAL,
    /** SOP metadata only. */
    METADATA,
    /** A one-line stub. */
    STUB,
    /** File summary with signatures, types and doc comments. */
    DETAILED,
    /** File summary condensed. */
    SUMMARY;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
