package dev.dossier.relevance;

import java.util.List;

/**
 * Scores texts by relevance to a query. Scores are in [0, 1] and comparable within one call only
 * (the best text of a call that matches anything scores 1). Implementations are deterministic.
 */
public interface RelevanceScorer {

    List<Double> score(String query, List<String> texts);

    /**
     * Scores against a two-part query; scorers without semantic evidence use its {@link RelevanceQuery#terms()}
     * only.
     */
    default List<Double> score(RelevanceQuery query, List<String> texts) {
        return score(query.terms(), texts);
    }

    /** Short name for reports, e.g. {@code bm25}. */
    String name();
}
