package dev.dossier.search;

import dev.dossier.relevance.HybridScorer;
import io.micronaut.context.annotation.Factory;
import jakarta.inject.Singleton;

/** Hybrid document search and the knowledge candidates drawn from it. */
@Factory
final class SearchFactory {

    /** Documents considered per knowledge assembly. */
    static final int KNOWLEDGE_CANDIDATES = 20;

    @Singleton
    DocumentSearch search(SearchIndex index, HybridScorer scorer) {
        return new DocumentSearch(index, scorer);
    }

    @Singleton
    KnowledgeRetrieval retrieval(DocumentSearch search, SearchIndex index) {
        return new KnowledgeRetrieval(search, index, KNOWLEDGE_CANDIDATES);
    }
}
