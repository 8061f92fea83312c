package dev.dossier.knowledge;

import dev.dossier.text.Label;
import java.util.List;

/** How the knowledge budget is split: by seed 003 ({@code cag}) or seed 004 ({@code tiers}). */
public enum AssemblyMode implements Label {
    /** Knowledge / history / query shares; every included item goes to the one {@code knowledge} tier. */
    CAG(List.of("knowledge", "history", "query")),
    /** Primary / supporting / reference / history shares; items go to a tier by their multi-factor score. */
    TIERS(List.of("primary", "supporting", "reference", "history"));

    /** The tier keyed {@code history}; present in both modes. */
    public static final String HISTORY = "history";
    /** The tier keyed {@code query}; only {@link #CAG} gives the query a share. */
    public static final String QUERY = "query";

    private final List<String> tiers;

    AssemblyMode(List<String> tiers) {
        this.tiers = tiers;
    }

    /** The share keys this mode needs, in the order of the budget record. */
    public List<String> tiers() {
        return tiers;
    }

    /** The knowledge tiers, in packing order. */
    public List<String> knowledgeTiers() {
        return tiers.stream().filter(t -> !t.equals(HISTORY) && !t.equals(QUERY)).toList();
    }
}
