package dev.dossier.relevance;

import java.util.Collections;
import java.util.List;

/**
 * Scores every text 0, so ordering falls back to severity and stable ids. The baseline that benchmarks
 * compare relevance ranking against.
 */
public final class NoRelevance implements RelevanceScorer {

    @Override
    public List<Double> score(String query, List<String> texts) {
        return Collections.nCopies(texts.size(), 0.0);
    }

    @Override
    public String name() {
        return "none";
    }
}
