package dev.dossier.clash;

import dev.dossier.text.Label;

/** What kind of clash a new statement makes with a stored one (seed 001, scenarios 16-20). */
public enum ClashType implements Label {
    /** Two values of a preference ("budget hotels" / "luxury 5-star hotels"). */
    CONTRADICTORY_PREFERENCES,
    /** Two values of a fact stated at the same time: one of them is wrong, or both need a qualifier. */
    CONFLICTING_FACTS,
    /** A fact stated again with another value at another time: the older is likely out of date. */
    OUTDATED_INFORMATION,
    /** The same value again. */
    DUPLICATES;

    /** The type named {@code label}, or null. */
    public static ClashType find(String label) {
        return Label.find(ClashType.class, label);
    }
}
