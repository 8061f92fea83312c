package dev.dossier.validation;

/**
 * One quality metric. A metric that cannot be computed (no query, no timestamp, no knowledge base or no claim it can
 * judge, no required fields) has a null value and passed, and its reason says why; it is left out of the score.
 *
 * @param value     in [0, 1], or null when not computed
 * @param threshold the value it must reach
 * @param passed    whether it did, or null when not computed
 * @param reason    what was measured, or why nothing was
 */
public record Metric(Double value, double threshold, Boolean passed, String reason) {

    static Metric of(double value, double threshold, String reason) {
        double v = Math.round(value * 1000) / 1000.0;
        return new Metric(v, threshold, v >= threshold, reason);
    }

    static Metric omitted(double threshold, String reason) {
        return new Metric(null, threshold, null, reason);
    }

    public boolean computed() {
        return value != null;
    }

    public boolean failed() {
        return Boolean.FALSE.equals(passed);
    }
}
