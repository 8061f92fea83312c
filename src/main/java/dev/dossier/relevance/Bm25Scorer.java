package dev.dossier.relevance;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;

/**
 * Okapi BM25 over the texts of one call (they form the corpus for IDF), with Lucene's English analyzer
 * (lower-casing, stop words, Porter stemming). Each distinct query term counts once, so a long query such
 * as a source file is not dominated by its most repeated words. Scores are divided by the best score.
 */
public final class Bm25Scorer implements RelevanceScorer {

    private final double k1;
    private final double b;
    private final Analyzer analyzer = new EnglishAnalyzer();

    public Bm25Scorer() {
        this(1.2, 0.75);
    }

    public Bm25Scorer(double k1, double b) {
        if (k1 < 0 || b < 0 || b > 1) {
            throw new IllegalArgumentException("BM25 needs k1 >= 0 and b in [0, 1], got k1=" + k1 + ", b=" + b);
        }
        this.k1 = k1;
        this.b = b;
    }

    @Override
    public List<Double> score(String query, List<String> texts) {
        Set<String> queryTerms = new HashSet<>(terms(query));
        var docs = new ArrayList<Map<String, Integer>>();
        var lengths = new int[texts.size()];
        var df = new HashMap<String, Integer>();
        long total = 0;
        for (int i = 0; i < texts.size(); i++) {
            var tf = new HashMap<String, Integer>();
            var ts = terms(texts.get(i));
            for (String t : ts) {
                tf.merge(t, 1, Integer::sum);
            }
            tf.keySet().forEach(t -> df.merge(t, 1, Integer::sum));
            docs.add(tf);
            lengths[i] = ts.size();
            total += ts.size();
        }
        double avgdl = texts.isEmpty() ? 0 : Math.max(1, (double) total / texts.size());
        int n = texts.size();
        var raw = new double[n];
        double max = 0;
        for (int i = 0; i < n; i++) {
            double s = 0;
            for (String t : queryTerms) {
                Integer f = docs.get(i).get(t);
                if (f == null) {
                    continue;
                }
                int d = df.get(t);
                double idf = Math.log(1 + (n - d + 0.5) / (d + 0.5));
                s += idf * f * (k1 + 1) / (f + k1 * (1 - b + b * lengths[i] / avgdl));
            }
            raw[i] = s;
            max = Math.max(max, s);
        }
        var out = new ArrayList<Double>(n);
        for (double s : raw) {
            out.add(max > 0 ? s / max : 0.0);
        }
        return out;
    }

    List<String> terms(String text) {
        var out = new ArrayList<String>();
        try (var stream = analyzer.tokenStream("f", new StringReader(text))) {
            var term = stream.addAttribute(CharTermAttribute.class);
            stream.reset();
            while (stream.incrementToken()) {
                out.add(term.toString());
            }
            stream.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    @Override
    public String name() {
        return "bm25";
    }
}
