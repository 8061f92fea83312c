package dev.dossier.monitor;

import dev.dossier.text.Label;

/** The graduated responses of the risk monitor (seed 002), weakest first: a signal's level says how hard to react. */
public enum Level implements Label {
    OBSERVE, LOG, WARN, PAUSE, HALT, ESCALATE;

    public static Level of(String label) {
        return Label.find(Level.class, label, () ->
                new IllegalArgumentException("level must be one of observe, log, warn, pause, halt, escalate; got '" + label + "'"));
    }

    public Level max(Level other) {
        return other == null || compareTo(other) >= 0 ? this : other;
    }
}
