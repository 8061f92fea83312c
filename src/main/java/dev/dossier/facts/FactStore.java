package dev.dossier.facts;

import java.util.List;
import java.util.Optional;

/** Where knowledge bases live (the graph). */
public interface FactStore {

    /**
     * Replaces the stored KB of this name by {@code kb} in one transaction (all of it or nothing), unless the stored one
     * has the same hash; then nothing is written.
     */
    LoadOutcome replace(KnowledgeBase kb);

    /** The stored KB's hash, if it exists. */
    Optional<String> hash(String kb);

    /** The whole stored KB (entities, triples, relations), if it exists. */
    Optional<KnowledgeBase> knowledgeBase(String kb);

    /** Triples of a KB, by subject id and relation (each null: any), ordered by triple id, at most {@code limit}. */
    List<Fact> facts(String kb, String subjectId, String relation, int limit);
}
