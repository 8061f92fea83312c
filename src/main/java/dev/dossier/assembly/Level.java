package dev.dossier.assembly;

import dev.dossier.text.Label;

/** The level at which an item is included: SOPs, knowledge documents and file summaries (detailed, summary, stub). */
public enum Level implements Label {
    /** Everything: SOP metadata and all chunks, a whole decision or convention. */
    FULL,
    /** SOP metadata and some of its chunks (or a cut chunk). */
    PARTIAL,
    /** SOP metadata only. */
    METADATA,
    /** A stub: a title or path and one line about it. */
    STUB,
    /** Reduced with the structure kept: a file's signatures, types and doc comments; a document's outline. */
    DETAILED,
    /** Reduced further: a file's public signatures only; a document's key sentences. */
    SUMMARY;
}
