package dev.dossier.relevance;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.dossier.text.Fingerprint;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Okapi BM25 over the texts of one call (they form the corpus for IDF), on {@link EnglishTerms}
 * (lower-casing, stop words, Porter stemming). Each distinct query term counts once, so a long query such
 * as a source file is not dominated by its most repeated words. Scores are divided by the best score.
 * Same formula as Lucene's {@code BM25Similarity} (which also rounds lengths of 40 terms or more and leaves blank
 * texts out of the corpus), without an index per call: one measured 20 times slower for identical relative scores.
 */
public final class Bm25Scorer implements RelevanceScorer {

    private final double k1;
    private final double b;
    /** Analysed texts by fingerprint: at most {@link #ANALYSED} (a few hundred chunks match one request). */
    private final Cache<Fingerprint, Terms> analysed = Caffeine.newBuilder().maximumSize(ANALYSED).build();
    private static final long ANALYSED = 20_000;

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
        return analyse(query, texts).relative();
    }

    /**
     * One analysis of a call: the query's distinct terms, for each text the share of them it has (coverage), and its
     * BM25 relative to the best text, so that callers needing more than the scores analyse nothing twice.
     */
    record Analysis(Set<String> queryTerms, List<Double> coverage, List<Double> relative) {
    }

    /**
     * The texts of a call as a corpus: lengths, average length and postings (term to the texts that have it, with
     * the term's frequency there). Kept for recent corpora (at most {@link #CORPUS_POSTINGS} postings in all) by the texts' fingerprints, since the
     * reviewer scores the same matched chunks on every request for the same kind of file; a query then touches only
     * the postings of its own terms.
     */
    private record Corpus(int[] lengths, double avgdl, Map<String, Postings> postings, int size) {

        static Corpus of(List<Terms> docs) {
            var lengths = new int[docs.size()];
            long total = 0;
            var lists = new HashMap<String, List<int[]>>();
            int size = 0;
            for (int i = 0; i < docs.size(); i++) {
                Terms d = docs.get(i);
                lengths[i] = d.length();
                total += d.length();
                size += d.tf().size();
                int doc = i;
                d.tf().forEach((t, f) -> lists.computeIfAbsent(t, k -> new ArrayList<>()).add(new int[] {doc, f}));
            }
            var postings = new HashMap<String, Postings>(lists.size() * 2);
            lists.forEach((t, l) -> postings.put(t, new Postings(l.stream().mapToInt(p -> p[0]).toArray(), l.stream().mapToInt(p -> p[1]).toArray())));
            return new Corpus(lengths, docs.isEmpty() ? 0 : Math.max(1, (double) total / docs.size()), postings, size);
        }
    }

    /** The texts that have a term (positions in the call) and the term's frequency in each. */
    private record Postings(int[] docs, int[] tf) {
    }

    private record CorpusKey(List<Fingerprint> texts) {
    }

    /**
     * Distinct terms of recent queries (at most {@link #QUERY_TERMS} terms in all): a review's query holds the task files'
     * contents, an agent asks about the same files turn after turn, and one request scores SOP chunks and file summaries
     * against the same query.
     */
    private static final long QUERY_TERMS = 500_000;
    private final Cache<Fingerprint, Set<String>> queries = Caffeine.newBuilder().maximumWeight(QUERY_TERMS)
            .<Fingerprint, Set<String>>weigher((k, terms) -> terms.size() + 1).build();

    /** Postings kept over all corpora (about 12 bytes each): a matched set of 600 chunks has about 90,000. */
    private static final long CORPUS_POSTINGS = 2_000_000;
    private final Cache<CorpusKey, Corpus> corpora = Caffeine.newBuilder().maximumWeight(CORPUS_POSTINGS)
            .<CorpusKey, Corpus>weigher((k, c) -> c.size()).build();

    Analysis analyse(String query, List<String> texts) {
        Set<String> queryTerms = queries.get(Fingerprint.of(query), k -> java.util.Collections.unmodifiableSet(new HashSet<>(EnglishTerms.of(query))));
        int n = texts.size();
        var key = new CorpusKey(texts.stream().map(Fingerprint::of).toList());
        Corpus corpus = corpora.get(key, k -> Corpus.of(texts.stream().map(this::terms).toList()));
        var raw = new double[n];
        var present = new int[n];
        for (String t : queryTerms) {
            Postings postings = corpus.postings().get(t);
            if (postings == null) {
                continue;
            }
            int d = postings.docs().length;
            double idf = Math.log(1 + (n - d + 0.5) / (d + 0.5));
            for (int j = 0; j < d; j++) {
                int i = postings.docs()[j];
                int f = postings.tf()[j];
                raw[i] += idf * f * (k1 + 1) / (f + k1 * (1 - b + b * corpus.lengths()[i] / corpus.avgdl()));
                present[i]++;
            }
        }
        double max = 0;
        for (double s : raw) {
            max = Math.max(max, s);
        }
        var relative = new ArrayList<Double>(n);
        var coverage = new ArrayList<Double>(n);
        for (int i = 0; i < n; i++) {
            relative.add(max > 0 ? raw[i] / max : 0.0);
            coverage.add(queryTerms.isEmpty() ? 0.0 : (double) present[i] / queryTerms.size());
        }
        return new Analysis(queryTerms, coverage, relative);
    }

    /** A text's term frequencies and its length in terms (what BM25 needs of it, whatever the corpus). */
    private record Terms(Map<String, Integer> tf, int length) {
    }

    /** The terms of a text, analysed once per process for the texts seen recently (chunks are scored on every request). */
    private Terms terms(String text) {
        return text.length() < 64 ? analyse(text) : analysed.get(Fingerprint.of(text), k -> analyse(text));
    }

    private static Terms analyse(String text) {
        var tf = new HashMap<String, Integer>();
        var ts = EnglishTerms.of(text);
        for (String t : ts) {
            tf.merge(t, 1, Integer::sum);
        }
        return new Terms(java.util.Collections.unmodifiableMap(tf), ts.size());
    }

    @Override
    public String name() {
        return "bm25";
    }
}
