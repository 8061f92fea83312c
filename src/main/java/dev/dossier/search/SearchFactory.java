package dev.dossier.search;

import dev.dossier.config.ConfigLocation;
import dev.dossier.relevance.HybridScorer;
import io.micronaut.context.annotation.Factory;
import jakarta.inject.Singleton;

/** The search policy ({@code search.yaml}), document search and the knowledge candidates drawn from it. */
@Factory
final class SearchFactory {

    /** Documents considered per knowledge assembly. */
    static final int KNOWLEDGE_CANDIDATES = 20;

    @Singleton
    SearchPolicy policy(ConfigLocation config) {
        return SearchPolicy.load(config.directory());
    }

    @Singleton
    DocumentSearch search(SearchIndex index, HybridScorer scorer, SearchPolicy policy) {
        return new DocumentSearch(index, scorer, policy);
    }

    @Singleton
    KnowledgeRetrieval retrieval(DocumentSearch search, SearchIndex index) {
        return new KnowledgeRetrieval(search, index, KNOWLEDGE_CANDIDATES);
    }
}
