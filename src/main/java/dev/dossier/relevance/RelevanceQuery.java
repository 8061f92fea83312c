package dev.dossier.relevance;

import java.util.Objects;

/**
 * What texts are scored against, in two parts: {@code intent}, short natural language (a task's description
 * and the names of its files), which semantic evidence compares; and {@code terms}, everything the request
 * says (file contents included), which lexical evidence compares. A source file makes a poor embedding query
 * (it is long, mostly code, and the model reads its first 512 tokens per partition) but a good bag of terms
 * (ADR 0003, "Review queries"). For a plain text query both parts are the same text.
 */
public record RelevanceQuery(String intent, String terms) {

    public RelevanceQuery {
        Objects.requireNonNull(intent, "intent");
        Objects.requireNonNull(terms, "terms");
    }

    /** The same text for both parts. */
    public static RelevanceQuery of(String text) {
        return new RelevanceQuery(text, text);
    }
}
