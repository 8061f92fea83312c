package dev.dossier.vocabulary;

/** Outcome of checking one value against a predicate. */
public sealed interface Validation {

    /** The value is valid; {@code value} is its normalised form (a String, Integer or List of Strings). */
    record Valid(Object value) implements Validation { }

    /** The value is invalid; {@code message} says what was expected, what was found and how to fix it. */
    record Invalid(String message) implements Validation { }
}
