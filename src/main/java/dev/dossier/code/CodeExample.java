package dev.dossier.code;

import java.util.Objects;
import java.util.Optional;

/**
 * A fenced code block of a rule's documentation, with what the text before it says of it.
 *
 * @param grammar  the grammar its info string names, if Dossier has one
 * @param polarity incorrect, correct or neutral, from the text before the block (or a comment line inside it)
 * @param code     the code
 */
public record CodeExample(Optional<Grammar> grammar, Polarity polarity, String code) {

    public CodeExample {
        Objects.requireNonNull(grammar, "grammar");
        Objects.requireNonNull(polarity, "polarity");
        Objects.requireNonNull(code, "code");
    }
}
