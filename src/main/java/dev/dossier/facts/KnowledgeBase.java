package dev.dossier.facts;

import java.util.List;

/**
 * A whole knowledge base: its entities, triples and relation definitions.
 *
 * @param hash SHA-256 over the files it was read from; reloading files with the same hash changes nothing
 */
public record KnowledgeBase(String name, String hash, List<KbEntity> entities, List<Fact> facts, Relations relations) {

    public KnowledgeBase {
        entities = List.copyOf(entities);
        facts = List.copyOf(facts);
    }
}
