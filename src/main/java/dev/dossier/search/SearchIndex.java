package dev.dossier.search;

import dev.dossier.embedding.ChunkHit;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The graph side of search: four retrievals that each apply the type filter before their cut (so {@code k} hits of
 * the type come back whenever the index holds that many), and what scoring needs of the documents found. Every
 * method is an index lookup bounded by its {@code k}, or a read of the named documents only.
 */
public interface SearchIndex {

    /**
     * Runs {@code body}, whose calls of this index may share one read transaction of the store (fewer round trips);
     * {@code body} must only read, and may be run again.
     */
    default <T> T inOneRead(Supplier<T> body) {
        return body.get();
    }

    /** The {@code k} chunks nearest to the vector (of documents of {@code type}, null for any), best first, with raw cosines. */
    List<ChunkHit> nearest(float[] query, int k, String type);

    /**
     * The {@code k} documents (of {@code type}, null for any) whose purpose vector (title and summary, a man page's NAME
     * line) is nearest to the query vector, best first, with raw cosines as scores.
     */
    List<RankedHit> nearestPurposes(float[] query, int k, String type);

    /** The {@code k} chunks that best match the words in their section heading and content (full-text index, BM25), best first. */
    List<RankedHit> chunkText(List<WeightedTerm> terms, SearchPolicy.FieldBoosts boosts, int k, String type);

    /** The {@code k} documents that best match the words in their name, summary, synopsis and options (full-text index, BM25), best first. */
    List<RankedHit> documentFields(List<WeightedTerm> terms, SearchPolicy.FieldBoosts boosts, int k, String type);

    /**
     * Chunks of these documents with their raw cosine to the vector (-1 for a chunk not embedded yet): per document the
     * {@code perDocument} nearest, and any of {@code chunkIds}; per document nearest first.
     */
    List<ChunkHit> chunks(Collection<String> documentIds, Collection<String> chunkIds, float[] query, int perDocument);

    /**
     * In how many documents each word occurs in the name or summary field, counted up to {@code cap}, and the number of
     * documents ({@code total}), for the rarity of expansion terms.
     */
    Frequencies frequencies(Collection<String> words, int cap);

    /** Document frequencies of words and the number of documents. */
    record Frequencies(Map<String, Integer> documents, long total) {
    }

    Map<String, DocumentInfo> documents(Collection<String> ids);

    /** The full text of each document (its chunks in order, joined by blank lines) and when it last changed. */
    Map<String, DocumentText> texts(Collection<String> ids);
}
