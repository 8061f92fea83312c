package dev.dossier.facts;

/** How many objects a relation has per subject: {@code one} (a capital) or {@code many} (borders). */
public enum Cardinality {
    ONE, MANY;

    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
