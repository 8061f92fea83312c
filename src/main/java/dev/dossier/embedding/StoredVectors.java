package dev.dossier.embedding;

import java.util.Collection;
import java.util.Map;

/** Vectors embedded before and kept, found by {@link EmbeddingHash} of model id and text (e.g. those of ingested chunks). */
public interface StoredVectors {

    /** None kept. */
    StoredVectors NONE = hashes -> Map.of();

    /** The stored vector of each hash that has one; hashes without a vector are absent. */
    Map<String, float[]> find(Collection<String> hashes);
}
