package dev.dossier.search;

import dev.dossier.embedding.ChunkHit;
import dev.dossier.error.DossierException;
import dev.dossier.relevance.Evidence;
import dev.dossier.relevance.HybridScorer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Set;

/**
 * Documents ranked by the hybrid score of their best chunk (C5). Candidates come from the vector index
 * (the nearest chunks); each is re-scored with the calibrated fusion of its cosine and lexical evidence
 * against the query, so scores mean the same as everywhere else (include 0.3, supporting 0.5, primary 0.7).
 * Chunks must have been embedded (ingestion does it).
 */
public final class DocumentSearch {

    /** Source types a search may be restricted to. */
    public static final Set<String> TYPES = Set.of("sop", "markdown", "man", "attack");
    /** Candidate chunks fetched from the index per result asked for (at least {@link #MIN_CANDIDATES}). */
    static final int CANDIDATES_PER_RESULT = 10;
    static final int MIN_CANDIDATES = 100;

    private final SearchIndex index;
    private final HybridScorer scorer;

    public DocumentSearch(SearchIndex index, HybridScorer scorer) {
        this.index = index;
        this.scorer = scorer;
    }

    /**
     * @param type null for every type, else one of {@link #TYPES}
     */
    public List<SearchHit> search(String query, int k, String type) {
        if (query == null || query.isBlank()) {
            throw DossierException.invalidField("q", "q must be a non-empty search text");
        }
        if (k < 1 || k > 100) {
            throw DossierException.invalidField("k", "k must be between 1 and 100, got " + k);
        }
        if (type != null && !TYPES.contains(type)) {
            throw DossierException.invalidField("type", "type must be one of " + TYPES.stream().sorted().toList() + ", got '" + type + "'");
        }
        float[] vector = scorer.embedder().embed(List.of(query))[0];
        List<ChunkHit> hits = index.nearest(vector, Math.max(MIN_CANDIDATES, k * CANDIDATES_PER_RESULT));
        if (hits.isEmpty()) {
            return List.of();
        }
        var docs = index.documents(hits.stream().map(ChunkHit::documentId).distinct().toList());
        var kept = new ArrayList<ChunkHit>();
        for (ChunkHit h : hits) {
            DocumentInfo d = docs.get(h.documentId());
            if (d != null && (type == null || type.equals(d.type()))) {
                kept.add(h);
            }
        }
        List<Evidence> evidence = scorer.evidence(query, kept.stream().map(h -> docs.get(h.documentId()).title() + "\n" + h.section() + "\n" + h.content())
                .toList(), kept.stream().map(ChunkHit::cosine).toList());
        var best = new LinkedHashMap<String, SearchHit>();
        for (int i = 0; i < kept.size(); i++) {
            ChunkHit h = kept.get(i);
            DocumentInfo d = docs.get(h.documentId());
            double score = Math.round(evidence.get(i).score() * 10_000) / 10_000.0;
            SearchHit previous = best.get(d.id());
            if (previous == null || score > previous.score()) {
                best.put(d.id(), new SearchHit(d.id(), d.title(), d.filePath(), d.type(), score, h.chunkId(), h.section()));
            }
        }
        return best.values().stream().sorted(Comparator.comparingDouble(SearchHit::score).reversed().thenComparing(SearchHit::id)).limit(k).toList();
    }
}
