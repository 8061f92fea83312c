package dev.dossier.filesummary;

import java.util.Optional;

/** Stored file summaries, keyed by {@link SummarySource#key(String, byte[])} (content hash, path and summarizer version). */
public interface SummaryCache {

    Optional<FileSummary> get(String key);

    /** Stores the summary under the key; storing the same key twice keeps one entry. */
    void put(String key, FileSummary summary);
}
