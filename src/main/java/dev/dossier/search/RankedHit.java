package dev.dossier.search;

/**
 * A hit of one retrieval, in the retrieval's order.
 *
 * @param documentId the document
 * @param chunkId    the chunk that matched, or null when the document's own fields did
 * @param score      the retrieval's own score (BM25 of the full-text index, cosine of the vector index): only its order counts
 */
public record RankedHit(String documentId, String chunkId, double score) {
}
