package dev.dossier.knowledge;

import dev.dossier.model.TokenCounter;
import java.util.Objects;

/**
 * A {@link SummaryProvider} over a {@link KnowledgeSummaryCache} (e.g. the graph): the query-independent levels are
 * read from the cache under {@link KnowledgeSummarizer#cacheKey}, or made once and stored for the candidate's
 * document ({@link KnowledgeCandidate#id()}); the query-aware summary is made per call. Two concurrent misses on one
 * key both summarize (same result, deterministic) and the cache keeps one entry. Thread-safe when the cache is.
 */
public final class CachedSummaryProvider implements SummaryProvider {

    private final KnowledgeSummarizer summarizer;
    private final KnowledgeSummaryCache cache;

    public CachedSummaryProvider(KnowledgeSummarizer summarizer, KnowledgeSummaryCache cache) {
        this.summarizer = Objects.requireNonNull(summarizer, "summarizer");
        this.cache = Objects.requireNonNull(cache, "cache");
    }

    @Override
    public Summaries summaries(KnowledgeCandidate candidate, String query, TokenCounter counter) {
        String meta = candidate.metaLine();
        String key = summarizer.cacheKey(candidate.title(), meta, candidate.text(), counter);
        Summaries base = cache.get(key).orElse(null);
        if (base == null) {
            base = summarizer.summarize(candidate.title(), meta, candidate.text(), "", counter);
            cache.put(candidate.id(), key, KnowledgeSummarizer.sourceHash(candidate.text()), base);
        }
        if (query == null || query.isBlank()) {
            return base;
        }
        return base.withSummary(summarizer.summary(candidate.text(), query, summarizer.caps().summary(), counter));
    }
}
