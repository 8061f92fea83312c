package dev.dossier.knowledge;

import java.util.Optional;

/**
 * Stored query-independent levels of knowledge documents (detailed, stub, and the summary for the empty query),
 * keyed by {@link KnowledgeSummarizer#cacheKey}. The key covers the text, title, metadata line, summarizer version
 * and tokenizer, so a changed source never reads a stale entry; a store that keeps entries with their document
 * removes them when the document is rewritten or removed, so that they do not pile up.
 */
public interface KnowledgeSummaryCache {

    /** The levels stored under {@code key}, if any. */
    Optional<Summaries> get(String key);

    /**
     * Stores {@code levels} under {@code key} for the document {@code documentId}. Storing the same key twice keeps one
     * entry. A store may keep nothing when it holds no document with that id (nothing would ever remove the entry).
     *
     * @param sourceHash {@link KnowledgeSummarizer#sourceHash(String)} of the text the levels were made from
     */
    void put(String documentId, String key, String sourceHash, Summaries levels);
}
