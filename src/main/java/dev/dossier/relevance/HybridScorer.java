package dev.dossier.relevance;

import dev.dossier.embedding.Embedder;
import java.util.ArrayList;
import java.util.List;

/**
 * Hybrid relevance (C5, ADR 0003): lexical and semantic evidence fused into one calibrated score in [0, 1],
 * so the thresholds include 0.3 / supporting 0.5 / primary 0.7 mean the same whatever the model.
 *
 * <ul>
 *   <li>semantic: cosine of the query and text embeddings, mapped to log-odds by the model's
 *       {@link CosineCalibration};</li>
 *   <li>lexical: the share of the query's distinct terms present in the text (absolute), modulated by
 *       BM25 over the texts of the call (relative: term frequency, rarity, length);</li>
 *   <li>fusion: {@code score = sigmoid(slope * (cosine - midpoint) + lexical_log_odds * lexical)}: lexical
 *       evidence adds log-odds to what the cosine says.</li>
 * </ul>
 * A {@link RelevanceQuery} with a separate intent gives the cosines of the intent and the lexical evidence of
 * all its terms; the reviewer uses that, with its own fusion weights ({@code relevance.review_fusion}).
 * Unlike {@link Bm25Scorer}, scores are absolute: the best text of a call need not score 1. Deterministic
 * for the same model; pass a {@link dev.dossier.embedding.CachingEmbedder} to avoid embedding a text twice.
 */
public final class HybridScorer implements RelevanceScorer {

    private final Embedder embedder;
    private final CosineCalibration calibration;
    private final FusionSettings fusion;
    private final Bm25Scorer bm25 = new Bm25Scorer();

    public HybridScorer(Embedder embedder, CosineCalibration calibration, FusionSettings fusion) {
        this.embedder = embedder;
        this.calibration = calibration;
        this.fusion = fusion;
    }

    @Override
    public List<Double> score(String query, List<String> texts) {
        return evidence(RelevanceQuery.of(query), texts).stream().map(Evidence::score).toList();
    }

    @Override
    public List<Double> score(RelevanceQuery query, List<String> texts) {
        return evidence(query, texts).stream().map(Evidence::score).toList();
    }

    /** The score of every text with the evidence behind it. */
    public List<Evidence> evidence(String query, List<String> texts) {
        return evidence(RelevanceQuery.of(query), texts);
    }

    /** The score of every text with the evidence behind it: cosines against the query's intent, lexical evidence against its terms. */
    public List<Evidence> evidence(RelevanceQuery query, List<String> texts) {
        if (texts.isEmpty()) {
            return List.of();
        }
        var all = new ArrayList<String>(texts.size() + 1);
        all.add(query.intent());
        all.addAll(texts);
        float[][] vectors = embedder.embed(all);
        var cosines = new ArrayList<Double>(texts.size());
        for (int i = 0; i < texts.size(); i++) {
            cosines.add(Embedder.cosine(vectors[0], vectors[i + 1]));
        }
        return evidence(query.terms(), texts, cosines);
    }

    /**
     * The same fusion when the cosines are already known (e.g. from the vector index), so that no text is
     * embedded again; {@code cosines} are raw cosines of the query's and each text's embeddings.
     */
    public List<Evidence> evidence(String query, List<String> texts, List<Double> cosines) {
        if (texts.size() != cosines.size()) {
            throw new IllegalArgumentException("one cosine per text: " + texts.size() + " texts, " + cosines.size() + " cosines");
        }
        if (texts.isEmpty()) {
            return List.of();
        }
        var lexicalEvidence = bm25.analyse(query, texts);
        List<Double> relative = lexicalEvidence.relative();
        var out = new ArrayList<Evidence>(texts.size());
        for (int i = 0; i < texts.size(); i++) {
            double cosine = cosines.get(i);
            double coverage = lexicalEvidence.coverage().get(i);
            double lexical = fusion.lexical(coverage, relative.get(i));
            double semanticLogOdds = calibration.logOdds(cosine);
            out.add(new Evidence(sigmoid(semanticLogOdds + fusion.lexicalLogOdds() * lexical), cosine, sigmoid(semanticLogOdds),
                    coverage, relative.get(i), lexical));
        }
        return out;
    }

    /** The same scorer (embedder, calibration) with other fusion weights. */
    public HybridScorer withFusion(FusionSettings other) {
        return new HybridScorer(embedder, calibration, other);
    }

    /** The fusion weights this scorer applies. */
    public FusionSettings fusion() {
        return fusion;
    }

    /** The embedder behind the semantic evidence. */
    public Embedder embedder() {
        return embedder;
    }

    static double sigmoid(double x) {
        return 1 / (1 + Math.exp(-x));
    }

    @Override
    public String name() {
        return "hybrid";
    }
}
