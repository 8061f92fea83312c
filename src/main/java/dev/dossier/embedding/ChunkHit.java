package dev.dossier.embedding;

/**
 * A chunk found by vector search.
 *
 * @param chunkId    chunk id ({@code <document id>#<index>})
 * @param documentId its document
 * @param cosine     cosine of the query vector and the chunk's vector (raw, model specific scale)
 * @param section    section heading ("" when none)
 * @param content    chunk text
 */
public record ChunkHit(String chunkId, String documentId, double cosine, String section, String content) {
}
