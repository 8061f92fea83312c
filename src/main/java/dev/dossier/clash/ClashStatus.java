package dev.dossier.clash;

import dev.dossier.text.Label;

/** A clash waits for an answer ({@code pending}) or is resolved (by the policy or by a person). */
public enum ClashStatus implements Label {
    PENDING, RESOLVED;

    /** The status named {@code label}, or null. */
    public static ClashStatus find(String label) {
        return Label.find(ClashStatus.class, label);
    }
}
