package dev.dossier.relevance;

import java.util.List;

/**
 * Scores texts by relevance to a query. Scores are in [0, 1] and comparable within one call only
 * (the best text of a call that matches anything scores 1). Implementations are deterministic.
 */
public interface RelevanceScorer {

    List<Double> score(String query, List<String> texts);

    /** Short name for reports, e.g. {@code bm25}. */
    String name();
}
