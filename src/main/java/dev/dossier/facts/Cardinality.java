package dev.dossier.facts;

import dev.dossier.text.Label;

/** How many objects a relation has per subject: {@code one} (a capital) or {@code many} (borders). */
public enum Cardinality implements Label {
    ONE, MANY;
}
