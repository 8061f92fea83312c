package dev.dossier.budget;

import dev.dossier.text.Label;
import java.util.Locale;

/** SOP severity tiers, in priority order. */
public enum Severity implements Label {
    ERROR, WARNING, INFO;

    public static Severity of(String label) {
        return valueOf(label.toUpperCase(Locale.ROOT));
    }
}
