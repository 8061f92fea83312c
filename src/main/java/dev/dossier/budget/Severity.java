package dev.dossier.budget;

import java.util.Locale;

/** SOP severity tiers, in priority order. */
public enum Severity {
    ERROR, WARNING, INFO;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Severity of(String label) {
        return valueOf(label.toUpperCase(Locale.ROOT));
    }
}
