package dev.dossier.knowledge;

import dev.dossier.model.TokenCounter;
import java.util.Objects;

/**
 * A {@link SummaryProvider} over a {@link KnowledgeSummaryCache} (e.g. the graph): the query-independent levels are
 * read from the cache under {@link KnowledgeSummarizer#cacheKey}, or made once and stored for the candidate's
 * document ({@link KnowledgeCandidate#id()}); the query-aware summary is made per call. Two concurrent misses on one
 * key both summarize (same result, deterministic) and the cache keeps one entry. A cache that fails is logged and
 * bypassed: the summaries are made afresh, and the assembly goes on. Thread-safe when the cache is.
 */
public final class CachedSummaryProvider implements SummaryProvider {

    private final KnowledgeSummarizer summarizer;
    private final KnowledgeSummaryCache cache;

    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(CachedSummaryProvider.class);

    public CachedSummaryProvider(KnowledgeSummarizer summarizer, KnowledgeSummaryCache cache) {
        this.summarizer = Objects.requireNonNull(summarizer, "summarizer");
        this.cache = Objects.requireNonNull(cache, "cache");
    }

    @Override
    public Summaries summaries(KnowledgeCandidate candidate, String query, TokenCounter counter) {
        String meta = candidate.metaLine();
        String key = summarizer.cacheKey(candidate.title(), meta, candidate.text(), counter);
        Summaries base = read(key);
        if (base == null) {
            base = summarizer.summarize(candidate.title(), meta, candidate.text(), "", counter);
            try {
                cache.put(candidate.id(), key, KnowledgeSummarizer.sourceHash(candidate.text()), base);
            } catch (RuntimeException e) {
                // the cache only saves work: an assembly does not fail because its summaries could not be stored
                LOG.warn("could not store the summaries of {} in the cache: {}", candidate.id(), e.toString());
            }
        }
        if (query == null || query.isBlank()) {
            return base;
        }
        return base.withSummary(summarizer.summary(candidate.text(), query, summarizer.caps().summary(), counter));
    }

    private Summaries read(String key) {
        try {
            return cache.get(key).orElse(null);
        } catch (RuntimeException e) {
            LOG.warn("could not read cached summaries ({}); summarizing afresh", e.toString());
            return null;
        }
    }
}
