package dev.dossier.relevance;

/**
 * Why a text scored what it scored against a query (all in [0, 1] except the cosine).
 *
 * @param score    the fused, calibrated relevance
 * @param cosine   raw cosine of the query and text embeddings (model specific scale)
 * @param semantic the calibrated semantic evidence alone: the score the text would get without lexical evidence
 * @param coverage share of the query's distinct terms (stemmed, stop words removed) present in the text
 * @param bm25     BM25 of the text divided by the best BM25 of the call
 * @param lexical  lexical evidence: coverage modulated by bm25 ({@link FusionSettings#lexical})
 */
public record Evidence(double score, double cosine, double semantic, double coverage, double bm25, double lexical) {
}
