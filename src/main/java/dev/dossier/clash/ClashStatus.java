package dev.dossier.clash;

import java.util.Locale;

/** A clash waits for an answer ({@code pending}) or is resolved (by the policy or by a person). */
public enum ClashStatus {
    PENDING, RESOLVED;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The status named {@code label}, or null. */
    public static ClashStatus find(String label) {
        for (ClashStatus s : values()) {
            if (s.label().equals(label)) {
                return s;
            }
        }
        return null;
    }
}
