package dev.dossier.session;

import dev.dossier.text.Label;

/** What a pressure level asks for when a session reaches it. */
public enum PressureAction implements Label {
    NONE, WARN, COMPRESS, AGGRESSIVE, RECOMMEND_CHECKPOINT, FORCE_CHECKPOINT;

    static PressureAction parse(String label) {
        return Label.find(PressureAction.class, label, () ->
                new IllegalArgumentException("unknown action '" + label + "'; use none, warn, compress, aggressive, recommend_checkpoint or "
                        + "force_checkpoint"));
    }
}
