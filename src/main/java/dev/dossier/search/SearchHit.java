package dev.dossier.search;

/**
 * A document found by search, with its best chunk.
 *
 * @param type    source type: sop, markdown, man or attack
 * @param score   calibrated hybrid relevance of the best chunk, in [0, 1]
 * @param chunkId the best chunk
 */
public record SearchHit(String id, String title, String filePath, String type, double score, String chunkId, String section) {
}
