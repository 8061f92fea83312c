package dev.dossier.relevance;

/**
 * Per-model map from raw cosine to log-odds of relevance: {@code slope * (cosine - midpoint)}. Raw cosines
 * of one model sit in a narrow band of their own (bge-small: about 0.35 for unrelated short texts, 0.9 for
 * paraphrases), so the same threshold means different things for different models; this map, fitted per
 * model on the labelled calibration set (ADR 0003), makes 0.3 / 0.5 / 0.7 mean the same for every model.
 *
 * @param midpoint the cosine at which a text without lexical evidence scores 0.5
 * @param slope    log-odds per unit of cosine; positive
 */
public record CosineCalibration(double midpoint, double slope) {

    public CosineCalibration {
        if (!(midpoint > -1 && midpoint < 1)) {
            throw new IllegalArgumentException("midpoint must be a cosine in (-1, 1), got " + midpoint);
        }
        if (!(slope > 0 && slope <= 1000)) {
            throw new IllegalArgumentException("slope must be in (0, 1000], got " + slope);
        }
    }

    /** Log-odds of relevance from the cosine alone. */
    public double logOdds(double cosine) {
        return slope * (cosine - midpoint);
    }
}
