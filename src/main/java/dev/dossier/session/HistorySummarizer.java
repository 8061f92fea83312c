package dev.dossier.session;

import java.util.List;

/** Summarizes items of a conversation within a token cap; the default is extractive ({@link ExtractiveHistorySummarizer}). */
public interface HistorySummarizer {

    /** A summary of {@code items} (in order) counting at most {@code maxTokens} with the session's counter; may be empty. */
    String summarize(List<SessionItem> items, int maxTokens, dev.dossier.model.TokenCounter counter);
}
