package dev.dossier.relevance;

/**
 * Score bands of calibrated relevance (seed 004): below {@code include} a text is left out, from
 * {@code supporting} it is supporting context, from {@code primary} primary context.
 */
public record RelevanceThresholds(double include, double supporting, double primary) {

    public static final RelevanceThresholds DEFAULT = new RelevanceThresholds(0.3, 0.5, 0.7);

    public RelevanceThresholds {
        if (!(include > 0 && include < supporting && supporting < primary && primary < 1)) {
            throw new IllegalArgumentException("thresholds must satisfy 0 < include < supporting < primary < 1, got include=" + include
                    + ", supporting=" + supporting + ", primary=" + primary);
        }
    }

    /** The band of a score. */
    public Band band(double score) {
        if (score >= primary) {
            return Band.PRIMARY;
        }
        if (score >= supporting) {
            return Band.SUPPORTING;
        }
        return score >= include ? Band.INCLUDE : Band.EXCLUDED;
    }

    /** Relevance bands, lowest first. */
    public enum Band { EXCLUDED, INCLUDE, SUPPORTING, PRIMARY }
}
