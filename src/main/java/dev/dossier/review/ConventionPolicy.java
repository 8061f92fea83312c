package dev.dossier.review;

/**
 * How conventions are learned (policy data, {@code conventions:} in policies.yaml).
 *
 * <p>Confidence is the mean of a Beta posterior over "reviewers approve this pattern":
 * {@code (approvals + priorApprovals) / (approvals + rejections + priorApprovals + priorRejections)}.
 * A convention whose confidence falls below {@code deprecateBelow} becomes deprecated; approvals that lift
 * it back to the threshold make it active again. Two pattern wordings are the same convention when the
 * {@link PatternKey} similarity of their names reaches {@code sameWhenSimilarity} and their scopes overlap.
 *
 * @param sameWhenSimilarity Jaccard similarity of normalized name terms at which two wordings are one pattern
 * @param priorApprovals     pseudo-approvals of the prior (alpha)
 * @param priorRejections    pseudo-rejections of the prior (beta)
 * @param deprecateBelow     confidence under which a convention is deprecated
 */
public record ConventionPolicy(double sameWhenSimilarity, double priorApprovals, double priorRejections, double deprecateBelow) {

    /** The {@code conventions} section of {@code policies.yaml} in {@code configDir}, or the packaged one. */
    public static ConventionPolicy load(java.nio.file.Path configDir) {
        return dev.dossier.config.ConfigFiles.section(configDir, "policies.yaml", "conventions", ConventionPolicy.class);
    }

    public ConventionPolicy {
        if (!(sameWhenSimilarity > 0 && sameWhenSimilarity <= 1)) {
            throw new IllegalArgumentException("conventions.same_when_similarity must be in (0, 1], got " + sameWhenSimilarity);
        }
        if (!(priorApprovals > 0) || !(priorRejections > 0)) {
            throw new IllegalArgumentException("conventions.prior_approvals and prior_rejections must be > 0, got "
                    + priorApprovals + " and " + priorRejections);
        }
        if (!(deprecateBelow >= 0 && deprecateBelow < 1)) {
            throw new IllegalArgumentException("conventions.deprecate_below must be in [0, 1), got " + deprecateBelow);
        }
    }

    public double confidence(int approvals, int rejections) {
        return (approvals + priorApprovals) / (approvals + rejections + priorApprovals + priorRejections);
    }

    /** The status a non-superseded convention has at this confidence. */
    public ConventionStatus statusAt(double confidence) {
        return confidence < deprecateBelow ? ConventionStatus.DEPRECATED : ConventionStatus.ACTIVE;
    }
}
