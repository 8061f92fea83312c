package dev.dossier.vocabulary;

/** Which node kind carries a predicate. */
public enum EntityKind {
    DOCUMENT, CHUNK, BOTH;

    boolean covers(EntityKind kind) {
        return this == BOTH || this == kind;
    }
}
