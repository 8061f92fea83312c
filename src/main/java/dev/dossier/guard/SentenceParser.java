package dev.dossier.guard;

import java.util.Optional;

/** Parses one sentence into dependencies; the guard asks only when a claim's subject is in doubt. */
interface SentenceParser {

    /** The parse of {@code sentence}, or empty when this parser is off or cannot parse it. */
    Optional<Parse> parse(String sentence);

    /** No parser: the reader keeps its word-order reading. */
    SentenceParser NONE = sentence -> Optional.empty();
}
