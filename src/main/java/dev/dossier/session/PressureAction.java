package dev.dossier.session;

import java.util.Locale;

/** What a pressure level asks for when a session reaches it. */
public enum PressureAction {
    NONE, WARN, COMPRESS, AGGRESSIVE, RECOMMEND_CHECKPOINT, FORCE_CHECKPOINT;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    static PressureAction parse(String label) {
        for (PressureAction a : values()) {
            if (a.label().equals(label)) {
                return a;
            }
        }
        throw new IllegalArgumentException("unknown action '" + label + "'; use none, warn, compress, aggressive, recommend_checkpoint or force_checkpoint");
    }
}
