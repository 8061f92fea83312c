package dev.dossier.guard;

import dev.dossier.text.Label;

/** What happens to checked text. */
public enum Decision implements Label {
    /** Nothing the KB contradicts, nothing uncertain. */
    ACCEPT,
    /** A claim is contradicted with a confidence above the threshold. */
    BLOCK,
    /** A claim is suspicious (or contradicted, but not confidently): the text waits in quarantine for a person. */
    QUARANTINE;
}
