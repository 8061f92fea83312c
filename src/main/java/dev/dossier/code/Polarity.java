package dev.dossier.code;

/** What a rule's code example shows: code the rule reports, code it accepts, or code it only illustrates. */
public enum Polarity {
    INCORRECT, CORRECT, NEUTRAL
}
