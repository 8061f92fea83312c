package dev.dossier.relevance;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The scorer's cached corpora and postings give exactly the scores and coverages of BM25 computed directly over the
 * call's texts (the formula of the class note), for fresh and for remembered corpora.
 */
class Bm25ScorerProperties {

    private static final List<String> WORDS = List.of("selector", "colour", "hex", "lowercase", "error", "wrap", "context", "function",
            "import", "keyframes", "name", "pattern", "class", "unit", "length", "zero", "duplicate", "property", "value", "comment");

    @Provide
    Arbitrary<String> texts() {
        return Arbitraries.of(WORDS).list().ofMinSize(0).ofMaxSize(40).map(l -> String.join(" ", l));
    }

    private final Bm25Scorer scorer = new Bm25Scorer();

    @Property(tries = 300)
    void sameScoresAndCoverageAsDirectBm25(@ForAll("texts") String query, @ForAll("texts") String other,
                                           @ForAll List<@net.jqwik.api.constraints.IntRange(max = 19) Integer> picks) {
        var texts = new ArrayList<String>();
        for (int p : picks.subList(0, Math.min(picks.size(), 12))) {
            texts.add(String.join(" ", WORDS.subList(p, Math.min(WORDS.size(), p + 1 + p % 5))) + " " + WORDS.get((p * 7) % 20));
        }
        for (String q : List.of(query, other, query)) { // the second and third calls find the corpus remembered, the third the query terms
            var analysis = scorer.analyse(q, texts);
            var direct = direct(q, texts);
            assertThat(analysis.relative()).isEqualTo(direct.get(0));
            assertThat(analysis.coverage()).isEqualTo(direct.get(1));
        }
    }

    /** BM25 relative to the best text, and query-term coverage, computed text by text (k1 1.2, b 0.75). */
    private static List<List<Double>> direct(String query, List<String> texts) {
        Set<String> q = new HashSet<>(EnglishTerms.of(query));
        var docs = new ArrayList<Map<String, Integer>>();
        var lengths = new int[texts.size()];
        long total = 0;
        for (int i = 0; i < texts.size(); i++) {
            var tf = new HashMap<String, Integer>();
            var terms = EnglishTerms.of(texts.get(i));
            terms.forEach(t -> tf.merge(t, 1, Integer::sum));
            docs.add(tf);
            lengths[i] = terms.size();
            total += terms.size();
        }
        int n = texts.size();
        double avgdl = n == 0 ? 0 : Math.max(1, (double) total / n);
        var raw = new double[n];
        var present = new int[n];
        for (String t : q) {
            int d = (int) docs.stream().filter(doc -> doc.containsKey(t)).count();
            if (d == 0) {
                continue;
            }
            double idf = Math.log(1 + (n - d + 0.5) / (d + 0.5));
            for (int i = 0; i < n; i++) {
                Integer f = docs.get(i).get(t);
                if (f != null) {
                    raw[i] += idf * f * 2.2 / (f + 1.2 * (1 - 0.75 + 0.75 * lengths[i] / avgdl));
                    present[i]++;
                }
            }
        }
        double max = 0;
        for (double s : raw) {
            max = Math.max(max, s);
        }
        var relative = new ArrayList<Double>();
        var coverage = new ArrayList<Double>();
        for (int i = 0; i < n; i++) {
            relative.add(max > 0 ? raw[i] / max : 0.0);
            coverage.add(q.isEmpty() ? 0.0 : (double) present[i] / q.size());
        }
        return List.of(relative, coverage);
    }
}
