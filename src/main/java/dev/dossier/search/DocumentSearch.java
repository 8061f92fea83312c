package dev.dossier.search;

import dev.dossier.embedding.ChunkHit;
import dev.dossier.error.DossierException;
import dev.dossier.relevance.Evidence;
import dev.dossier.relevance.HybridScorer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Documents ranked by relevance (C5; ADR 0003, "Search retrieval"). Up to four retrievals, each filtered by type
 * inside the index query and cut at {@link SearchPolicy#candidates()}: the chunk vector index (chunks nearest to the
 * query's embedding), the chunk full-text index (BM25 on section headings and content), the document full-text index
 * (BM25 on name, summary, synopsis and options, each with its boost) and the purpose vector index (documents whose
 * title and summary, a man page's NAME line, are nearest to the query's embedding; weight 0 leaves a retrieval out).
 * Their document rankings are fused by weighted
 * reciprocal rank fusion; with expansion on, the names and summaries of the best fused documents give words to add
 * to a second full-text pass, and the lists are fused again. The first {@code k} fused documents are returned in
 * fused order, each with the calibrated hybrid score of its best chunk (its own retrieved chunks and its nearest ones),
 * so scores mean the same as everywhere else (include 0.3, supporting 0.5, primary 0.7). The order is the fusion's,
 * not the score's: a document two retrievals agree on can rank above one with a higher calibrated score (measured
 * better, ADR 0003). Chunks must have been embedded (ingestion does it).
 */
public final class DocumentSearch {

    /** Source types a search may be restricted to. */
    public static final Set<String> TYPES = Set.of("sop", "markdown", "man", "attack");
    /** Chunks per pooled document scored besides those a retrieval returned: the nearest by cosine. */
    static final int CHUNKS_PER_DOCUMENT = 2;
    /** Document frequencies are counted up to this; a word in more documents is as common as it gets. */
    static final int FREQUENCY_CAP = 1000;

    private final SearchIndex index;
    private final HybridScorer scorer;
    private final SearchPolicy policy;

    public DocumentSearch(SearchIndex index, HybridScorer scorer, SearchPolicy policy) {
        this.index = index;
        this.scorer = scorer;
        this.policy = policy;
    }

    /** Whether search fuses the purpose-vector list ({@code lists.purpose_vector} above 0), so documents need their purpose vectors. */
    public boolean usesPurposeVectors() {
        return policy.lists().purposeVector() > 0;
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
        int n = Math.max(k, policy.candidates());
        float[] vector = scorer.embedder().embed(List.of(query))[0];
        return index.inOneRead(() -> ranked(query, k, type, n, vector));
    }

    /** The retrieval and ranking of {@link #search}, all its reads in one read of the index. */
    private List<SearchHit> ranked(String query, int k, String type, int n, float[] vector) {
        var lists = policy.lists();
        List<RankedHit> nearest = lists.vector() > 0 ? index.nearest(vector, n, type).stream()
                .map(h -> new RankedHit(h.documentId(), h.chunkId(), h.cosine())).toList() : List.of();
        List<RankedHit> purposes = lists.purposeVector() > 0 ? index.nearestPurposes(vector, n, type) : List.of();
        List<WeightedTerm> terms = QueryExpansion.queryTerms(query);
        var text = textLists(terms, n, type);
        var fused = fuse(nearest, text, purposes);
        if (policy.expansion().enabled() && !terms.isEmpty() && !fused.isEmpty()) {
            var expanded = new ArrayList<>(terms);
            expanded.addAll(expansion(query, fused));
            if (expanded.size() > terms.size()) {
                text = textLists(expanded, n, type);
                fused = fuse(nearest, text, purposes);
            }
        }
        var pool = fused.keySet().stream().limit(k).toList();
        if (pool.isEmpty()) {
            return List.of();
        }
        var hitChunks = new LinkedHashSet<String>();
        for (var list : List.of(nearest, text.get(0))) {
            list.stream().filter(h -> h.chunkId() != null).forEach(h -> hitChunks.add(h.chunkId()));
        }
        return score(query, pool, hitChunks, vector);
    }

    /** The two full-text rankings (chunk text, document fields) for these words; empty lists for a list of weight 0 or no words. */
    private List<List<RankedHit>> textLists(List<WeightedTerm> terms, int n, String type) {
        var lists = policy.lists();
        boolean any = !terms.isEmpty();
        return List.of(any && lists.chunkText() > 0 ? index.chunkText(terms, policy.fields(), n, type) : List.of(),
                any && lists.documentFields() > 0 ? index.documentFields(terms, policy.fields(), n, type) : List.of());
    }

    private LinkedHashMap<String, Double> fuse(List<RankedHit> nearest, List<List<RankedHit>> text, List<RankedHit> purposes) {
        var lists = policy.lists();
        return RankFusion.fuse(List.of(nearest, text.get(0), text.get(1), purposes),
                List.of(lists.vector(), lists.chunkText(), lists.documentFields(), lists.purposeVector()), policy.rrfK());
    }

    private List<WeightedTerm> expansion(String query, Map<String, Double> fused) {
        var top = fused.entrySet().stream().limit(policy.expansion().documents()).toList();
        var infos = index.documents(top.stream().map(Map.Entry::getKey).toList());
        var feedback = new ArrayList<QueryExpansion.Feedback>();
        double best = top.get(0).getValue();
        for (var e : top) {
            DocumentInfo d = infos.get(e.getKey());
            if (d != null) {
                feedback.add(new QueryExpansion.Feedback(d.title() + "\n" + (d.summary() == null ? "" : d.summary()), e.getValue() / best));
            }
        }
        Set<String> stems = QueryExpansion.stems(query);
        var spellings = QueryExpansion.spellings(feedback, stems);
        if (spellings.isEmpty()) {
            return List.of();
        }
        return QueryExpansion.expand(feedback, stems, index.frequencies(spellings, FREQUENCY_CAP), policy.expansion().terms(), policy.expansion().weight());
    }

    /** The documents in fused order, each with the calibrated score of its best chunk. */
    private List<SearchHit> score(String query, List<String> pool, Set<String> hitChunks, float[] vector) {
        var docs = index.documents(pool);
        var chunks = index.chunks(pool, hitChunks, vector, CHUNKS_PER_DOCUMENT).stream().filter(c -> docs.containsKey(c.documentId())).toList();
        List<Evidence> evidence = scorer.evidence(query, chunks.stream().map(c -> docs.get(c.documentId()).title() + "\n" + c.section() + "\n" + c.content())
                .toList(), chunks.stream().map(ChunkHit::cosine).toList());
        var best = new LinkedHashMap<String, SearchHit>();
        for (int i = 0; i < chunks.size(); i++) {
            ChunkHit c = chunks.get(i);
            DocumentInfo d = docs.get(c.documentId());
            double score = Math.round(evidence.get(i).score() * 10_000) / 10_000.0;
            SearchHit previous = best.get(d.id());
            if (previous == null || score > previous.score()) {
                best.put(d.id(), new SearchHit(d.id(), d.title(), d.filePath(), d.type(), score, c.chunkId(), c.section()));
            }
        }
        return pool.stream().map(best::get).filter(java.util.Objects::nonNull).toList();
    }
}
