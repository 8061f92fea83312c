package dev.dossier.session;

import java.util.Locale;

/** How a session answers distraction (seed 001, scenarios 7 and 8). */
public enum Mitigation {
    PERIODIC_SUMMARY, SLIDING_WINDOW;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    static Mitigation find(String label) {
        for (Mitigation m : values()) {
            if (m.label().equals(label)) {
                return m;
            }
        }
        return null;
    }
}
