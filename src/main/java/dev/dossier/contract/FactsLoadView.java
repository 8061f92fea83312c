package dev.dossier.contract;

/** What {@code dossier facts load} did: {@code changed} false when the stored KB already had this hash (nothing was written). */
public record FactsLoadView(String kb, String hash, boolean changed, int entities, int facts, int relations) {

    public static FactsLoadView of(dev.dossier.facts.LoadOutcome o) {
        return new FactsLoadView(o.kb(), o.hash(), o.changed(), o.entities(), o.facts(), o.relations());
    }
}
