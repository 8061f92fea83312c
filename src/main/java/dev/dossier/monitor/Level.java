package dev.dossier.monitor;

import java.util.Locale;

/** The graduated responses of the risk monitor (seed 002), weakest first: a signal's level says how hard to react. */
public enum Level {
    OBSERVE, LOG, WARN, PAUSE, HALT, ESCALATE;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Level of(String label) {
        for (Level l : values()) {
            if (l.label().equals(label)) {
                return l;
            }
        }
        throw new IllegalArgumentException("level must be one of observe, log, warn, pause, halt, escalate; got '" + label + "'");
    }

    public Level max(Level other) {
        return other == null || compareTo(other) >= 0 ? this : other;
    }
}
