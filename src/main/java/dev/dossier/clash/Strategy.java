package dev.dossier.clash;

import dev.dossier.text.Label;

/** How a clash is resolved; chosen per {@link ClashType} by {@code clashes.yaml}. */
public enum Strategy implements Label {
    /** The newer statement wins whichever side it is on; the older is superseded (valid_to set, kept in history). Equal times: ask the user. */
    PREFER_RECENT,
    /** A pending question with options; nothing changes until it is answered. */
    ASK_USER,
    /** Both are kept, each qualified by the other. */
    MERGE,
    /** The stored statement stays; the new one is kept in history only, discarded. */
    KEEP_EXISTING;

    /** The strategy named {@code label}, or null. */
    public static Strategy find(String label) {
        return Label.find(Strategy.class, label);
    }
}
