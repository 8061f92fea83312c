package dev.dossier.knowledge;

import dev.dossier.model.TokenCounter;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Summarizes on demand and keeps the query-independent levels (detailed, stub, and the summary for the empty
 * query) of the last {@code capacity} documents in memory, keyed by {@link KnowledgeSummarizer#cacheKey}: a source
 * whose text, title, path, type or modified time changed gets a new key, so a stale entry is never used (it ages
 * out). The query-aware summary is made per call. Thread-safe.
 */
public final class InMemorySummaryProvider implements SummaryProvider {

    private final KnowledgeSummarizer summarizer;
    private final Map<String, Summaries> cache;

    public InMemorySummaryProvider(KnowledgeSummarizer summarizer) {
        this(summarizer, 512);
    }

    public InMemorySummaryProvider(KnowledgeSummarizer summarizer, int capacity) {
        this.summarizer = Objects.requireNonNull(summarizer, "summarizer");
        this.cache = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Summaries> eldest) {
                return size() > capacity;
            }
        };
    }

    @Override
    public Summaries summaries(KnowledgeCandidate candidate, String query, TokenCounter counter) {
        String meta = candidate.metaLine();
        String key = summarizer.cacheKey(candidate.title(), meta, candidate.text(), counter);
        Summaries base;
        synchronized (cache) {
            base = cache.get(key);
        }
        if (base == null) {
            base = summarizer.summarize(candidate.title(), meta, candidate.text(), "", counter);
            synchronized (cache) {
                cache.put(key, base);
            }
        }
        if (query == null || query.isBlank()) {
            return base;
        }
        return base.withSummary(summarizer.summary(candidate.text(), query, summarizer.caps().summary(), counter));
    }

    /** Entries held, for tests and metrics. */
    public int size() {
        synchronized (cache) {
            return cache.size();
        }
    }
}
