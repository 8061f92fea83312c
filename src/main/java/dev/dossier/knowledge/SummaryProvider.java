package dev.dossier.knowledge;

import dev.dossier.model.TokenCounter;

/**
 * Where the knowledge assembler gets an item's reduced levels. The default, {@link InMemorySummaryProvider},
 * summarizes on demand and caches the query-independent levels in memory; {@link CachedSummaryProvider} keeps them
 * in a {@link KnowledgeSummaryCache} (the application's is the graph, with the document). See
 * {@link KnowledgeSummarizer} on what to cache and under which key.
 * Implementations must be deterministic and must return texts within the caps for {@code counter}.
 */
public interface SummaryProvider {

    /** The detailed, summary and stub levels of {@code candidate}, the summary selected for {@code query}. */
    Summaries summaries(KnowledgeCandidate candidate, String query, TokenCounter counter);
}
