package dev.dossier.search;

import dev.dossier.knowledge.KnowledgeCandidate;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns a query into knowledge candidates: the best documents by hybrid relevance, each with its full text and
 * its relevance as task alignment, for the knowledge assembler to score, tier and summarize.
 */
public final class KnowledgeRetrieval {

    private final DocumentSearch search;
    private final SearchIndex index;
    private final int candidates;

    /** @param candidates how many documents to consider per assembly */
    public KnowledgeRetrieval(DocumentSearch search, SearchIndex index, int candidates) {
        this.search = search;
        this.index = index;
        this.candidates = candidates;
    }

    /** The search and the documents' texts are read in one read transaction of the index. */
    public List<KnowledgeCandidate> candidates(String query) {
        return index.inOneRead(() -> read(query));
    }

    private List<KnowledgeCandidate> read(String query) {
        var hits = search.search(query, candidates, null);
        var texts = index.texts(hits.stream().map(SearchHit::id).toList());
        var out = new ArrayList<KnowledgeCandidate>();
        for (SearchHit h : hits) {
            DocumentText doc = texts.get(h.id());
            if (doc != null && !doc.text().isBlank()) {
                out.add(new KnowledgeCandidate(h.id(), h.title(), h.filePath(), h.type(), doc.text(), doc.modified(), h.score(), null));
            }
        }
        return out;
    }
}
