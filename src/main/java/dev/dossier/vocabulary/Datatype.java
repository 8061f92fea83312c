package dev.dossier.vocabulary;

/** Datatypes a predicate value may have. */
public enum Datatype {
    /** A short single-line string. */
    STRING,
    /** Free text, possibly multi-line. */
    TEXT,
    /** A whole number (bounded below by the predicate's {@code min}). */
    INTEGER,
    /** One of the predicate's allowed values (or an alias of one). */
    ENUM,
    /** A file glob, as understood by {@link dev.dossier.glob.GlobMatcher}. */
    GLOB,
    /** 64 lower-case hex digits. */
    SHA256
}
