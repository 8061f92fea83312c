package dev.dossier.relevance;

import dev.dossier.embedding.BgeSmallEmbedder;
import dev.dossier.embedding.Embedder;
import dev.dossier.relevance.CalibrationSet.Label;
import dev.dossier.relevance.CalibrationSet.Pair;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;

/**
 * Fits the per-model cosine calibration and the fusion weights on the calibration set (not a test: run
 * with {@code java -cp ... dev.dossier.relevance.CalibrationFit}). Grid search minimising cross-entropy
 * against the centre of each label's band (relevant 0.85, related 0.5, unrelated 0.15); prints the best
 * parameters with band accuracy, AUCs and the seed 000 scenario 2 scores, once fitted on every pair and
 * once fitted without the scenario 2 pairs (to show that the scenario holds as a consequence).
 */
public final class CalibrationFit {

    record Row(Pair pair, double cosine, double coverage, double bm25) {
    }

    record Fit(double midpoint, double slope, double lexicalLogOdds, double bm25Share, double loss) {
        double score(Row r) {
            double lexical = r.coverage() * ((1 - bm25Share) + bm25Share * r.bm25());
            return HybridScorer.sigmoid(slope * (r.cosine() - midpoint) + lexicalLogOdds * lexical);
        }
    }

    private CalibrationFit() {
    }

    public static void main(String[] args) {
        Embedder embedder = new BgeSmallEmbedder();
        List<Row> rows = rows(embedder, CalibrationSet.load());
        System.out.println("model " + embedder.modelId() + ", " + rows.size() + " pairs");
        for (Row r : rows) {
            System.out.printf(Locale.ROOT, "  %-9s cos %.4f cov %.2f bm25 %.2f  %s | %s%n", r.pair().label(), r.cosine(), r.coverage(), r.bm25(),
                    r.pair().query(), r.pair().text());
        }
        report("fitted on all pairs", fit(rows, r -> true), rows);
        report("fitted without the seed 000 scenario 2 pairs", fit(rows, r -> !r.pair().note().equals("seed-000-s2")), rows);
        report("semantic only (lexical weight 0)", fitSemanticOnly(rows), rows);
    }

    static List<Row> rows(Embedder embedder, List<Pair> pairs) {
        var probe = new HybridScorer(embedder, new CosineCalibration(0.5, 1), new FusionSettings(0, 0));
        var rows = new ArrayList<Row>();
        CalibrationSet.byQuery(pairs).forEach((query, group) -> {
            var ev = probe.evidence(query, group.stream().map(Pair::text).toList());
            for (int i = 0; i < group.size(); i++) {
                rows.add(new Row(group.get(i), ev.get(i).cosine(), ev.get(i).coverage(), ev.get(i).bm25()));
            }
        });
        return rows;
    }

    static Fit fit(List<Row> rows, Predicate<Row> use) {
        return search(rows.stream().filter(use).toList(), 0, 6, new double[] {0, 0.25, 0.5, 0.75, 1});
    }

    static Fit fitSemanticOnly(List<Row> rows) {
        return search(rows, 0, 0, new double[] {0});
    }

    private static Fit search(List<Row> rows, double lexMin, double lexMax, double[] shares) {
        // Cumulative-logit (ordinal) likelihood with the cut points fixed at the thresholds: the latent
        // log-odds eta crosses logit(include) between unrelated and related, logit(primary) between related
        // and relevant; k is the sharpness of the label noise, fitted with the rest.
        var t = RelevanceThresholds.DEFAULT;
        double c1 = logit(t.include());
        double c2 = logit(t.primary());
        int n = rows.size();
        double[] cos = rows.stream().mapToDouble(Row::cosine).toArray();
        double[] cov = rows.stream().mapToDouble(Row::coverage).toArray();
        double[] bm = rows.stream().mapToDouble(Row::bm25).toArray();
        Label[] label = rows.stream().map(r -> r.pair().label()).toArray(Label[]::new);
        Fit best = null;
        double[] eta = new double[n];
        for (double share : shares) {
            double[] lexical = new double[n];
            for (int i = 0; i < n; i++) {
                lexical[i] = cov[i] * ((1 - share) + share * bm[i]);
            }
            for (double mid = 0.55; mid <= 0.90; mid += 0.0025) {
                for (double slope = 2; slope <= 80; slope += 1) {
                    for (double lex = lexMin; lex <= lexMax + 1e-9; lex += 0.1) {
                        for (int i = 0; i < n; i++) {
                            eta[i] = slope * (cos[i] - mid) + lex * lexical[i];
                        }
                        for (double k : new double[] {0.5, 1, 1.5, 2, 3, 4}) {
                            double loss = 0;
                            for (int i = 0; i < n; i++) {
                                double pAtLeastRelated = HybridScorer.sigmoid(k * (eta[i] - c1));
                                double pRelevant = HybridScorer.sigmoid(k * (eta[i] - c2));
                                double p = switch (label[i]) {
                                    case RELEVANT -> pRelevant;
                                    case RELATED -> pAtLeastRelated - pRelevant;
                                    case UNRELATED -> 1 - pAtLeastRelated;
                                };
                                loss -= Math.log(Math.max(1e-12, p));
                            }
                            if (best == null || loss < best.loss()) {
                                best = new Fit(mid, slope, lex, share, loss);
                            }
                        }
                    }
                }
            }
        }
        return best;
    }

    static double logit(double p) {
        return Math.log(p / (1 - p));
    }

    static double target(Label label) {
        return switch (label) {
            case RELEVANT -> 0.85;
            case RELATED -> 0.5;
            case UNRELATED -> 0.15;
        };
    }

    private static void report(String title, Fit f, List<Row> rows) {
        var t = RelevanceThresholds.DEFAULT;
        System.out.printf(Locale.ROOT, "%n== %s: midpoint %.4f, slope %.1f, lexical_log_odds %.2f, bm25_share %.2f (mean loss %.4f)%n", title,
                f.midpoint(), f.slope(), f.lexicalLogOdds(), f.bm25Share(), f.loss() / rows.size());
        int inBand = 0;
        var rel = new ArrayList<Double>();
        var mid = new ArrayList<Double>();
        var unrel = new ArrayList<Double>();
        for (Row r : rows) {
            double s = f.score(r);
            boolean ok = CalibrationSet.inBand(r.pair().label(), s, t);
            inBand += ok ? 1 : 0;
            (r.pair().label() == Label.RELEVANT ? rel : r.pair().label() == Label.RELATED ? mid : unrel).add(s);
            if (!ok || r.pair().note().equals("seed-000-s2")) {
                System.out.printf(Locale.ROOT, "  %s %-9s %.3f  %s | %s%n", ok ? "ok  " : "MISS", r.pair().label(), s, r.pair().query(), r.pair().text());
            }
        }
        var notRel = new ArrayList<Double>(mid);
        notRel.addAll(unrel);
        var notUnrel = new ArrayList<Double>(rel);
        notUnrel.addAll(mid);
        System.out.printf(Locale.ROOT, "band accuracy %d/%d = %.3f; AUC relevant vs rest %.3f; AUC relevant+related vs unrelated %.3f;"
                        + " accuracy of 'relevant' at 0.5 %.3f%n", inBand, rows.size(), (double) inBand / rows.size(), CalibrationSet.auc(rel, notRel),
                CalibrationSet.auc(notUnrel, unrel), accuracyAt(rows, f, 0.5));
        System.out.printf(Locale.ROOT, "mean score: relevant %.3f, related %.3f, unrelated %.3f; max unrelated %.3f; min relevant %.3f%n",
                mean(rel), mean(mid), mean(unrel), unrel.stream().mapToDouble(d -> d).max().orElse(0), rel.stream().mapToDouble(d -> d).min().orElse(0));
    }

    static double accuracyAt(List<Row> rows, Fit f, double threshold) {
        long ok = rows.stream().filter(r -> (f.score(r) >= threshold) == (r.pair().label() == Label.RELEVANT)).count();
        return (double) ok / rows.size();
    }

    private static double mean(List<Double> v) {
        return v.stream().mapToDouble(d -> d).average().orElse(0);
    }
}
