package dev.dossier.session;

import dev.dossier.text.Label;

/** How a session answers distraction (seed 001, scenarios 7 and 8). */
public enum Mitigation implements Label {
    PERIODIC_SUMMARY, SLIDING_WINDOW;

    static Mitigation find(String label) {
        return Label.find(Mitigation.class, label);
    }
}
