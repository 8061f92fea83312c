package dev.dossier.embedding;

/**
 * What one pass over the documents' purpose texts ({@link PurposeText}) did.
 *
 * @param documents documents in the graph
 * @param embedded  texts run through the model (distinct texts)
 * @param reused    documents whose vector came from the cache of earlier vectors (same text and model)
 * @param unchanged documents whose stored vector was already current
 * @param millis    wall time of the pass
 */
public record PurposeReport(int documents, int embedded, int reused, int unchanged, long millis) {
}
