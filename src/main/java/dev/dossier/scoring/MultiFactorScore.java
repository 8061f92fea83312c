package dev.dossier.scoring;

import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.Objects;

/**
 * The multi-factor score of knowledge items ({@link Scorable}; seed 004), all numbers from {@link ScoringPolicy}:
 * <pre>
 *   base     = (0.4·alignment + 0.2·recency + 0.2·mentionDensity + 0.1·dependency + 0.1·fileType) / (sum of the weights of known factors)
 *   recency  = 0.5 ^ (age in days / half-life 7)          (modified in the future counts as age 0)
 *   mentionDensity = min(1, mentions / saturation 3)
 *   dependency     = max(0, 1 − depth / maxDepth 3)       (depth 0 when the item is @-mentioned)
 *   weighted = base × sourceWeight (attack 1.5, lab 1.3, man 1.2, markdown 1.0, sop 1.0)
 *   score    = min(1, weighted)
 * </pre>
 * Recency is unknown without a modified time, and dependency when the caller gives no depth and the item is not
 * mentioned: an unknown factor is left out of the mean (its weight too) instead of counting as 0, so that a
 * missing date does not push an item under a threshold. The tier compares the score with the thresholds:
 * primary ≥ 0.7, supporting ≥ 0.5, reference ≥ 0.3 (include), excluded below.
 *
 * <p>Ranking ({@link #ranking()}): weighted value descending (so that items which both saturate at 1 keep their
 * order), then recency (newer first; unknown last), then source weight, then id. Deterministic for a fixed
 * {@code now}.
 */
public final class MultiFactorScore {

    private static final double MILLIS_PER_DAY = 86_400_000.0;

    private final ScoringPolicy policy;
    private final Instant now;

    public MultiFactorScore(ScoringPolicy policy, Instant now) {
        this.policy = Objects.requireNonNull(policy, "policy");
        this.now = Objects.requireNonNull(now, "now");
    }

    /** Scores {@code candidate}, counting its mentions in {@code mentions}. */
    public ItemScore score(Scorable candidate, Mentions mentions) {
        int mentioned = mentions.count(candidate.id(), candidate.filePath());
        Double recency = recency(candidate.modified());
        double mentionDensity = Math.min(1.0, (double) mentioned / policy.mentionSaturation());
        Integer depth = mentioned > 0 ? Integer.valueOf(0) : candidate.dependencyDepth();
        Double dependency = depth == null ? null : Math.max(0.0, 1.0 - (double) depth / policy.maxDepth());
        String fileClass = FileTypes.classify(candidate.type(), candidate.filePath());
        double fileType = policy.fileTypes().get(fileClass);

        double sum = policy.alignmentWeight() * candidate.alignment() + policy.mentionWeight() * mentionDensity + policy.fileTypeWeight() * fileType;
        double weights = policy.alignmentWeight() + policy.mentionWeight() + policy.fileTypeWeight();
        if (recency != null) {
            sum += policy.recencyWeight() * recency;
            weights += policy.recencyWeight();
        }
        if (dependency != null) {
            sum += policy.depthWeight() * dependency;
            weights += policy.depthWeight();
        }
        double base = weights > 0 ? Math.min(1.0, sum / weights) : 0.0;
        double sourceWeight = policy.sourceWeight(candidate.type());
        double weighted = base * sourceWeight;
        double score = Math.min(1.0, weighted);
        return new ItemScore(candidate.alignment(), recency, mentioned, mentionDensity, depth, dependency, fileClass, fileType, sourceWeight,
                base, weighted, score, tier(score));
    }

    /** The tier of a score by the policy's thresholds. */
    public KnowledgeTier tier(double score) {
        if (score >= policy.primary()) {
            return KnowledgeTier.PRIMARY;
        }
        if (score >= policy.supporting()) {
            return KnowledgeTier.SUPPORTING;
        }
        if (score >= policy.include()) {
            return KnowledgeTier.REFERENCE;
        }
        return KnowledgeTier.EXCLUDED;
    }

    /** Recency factor of a modified time, or null when it is unknown. */
    public Double recency(Instant modified) {
        if (modified == null) {
            return null;
        }
        double days = Math.max(0, Duration.between(modified, now).toMillis()) / MILLIS_PER_DAY;
        return Math.pow(0.5, days / policy.halfLifeDays());
    }

    /** Best first: weighted score, then recency (unknown last), then source weight, then id. */
    public static Comparator<Scored> ranking() {
        return Comparator.comparingDouble((Scored s) -> s.score().weighted()).reversed()
                .thenComparing((Scored s) -> s.score().recency() == null ? -1.0 : s.score().recency(), Comparator.reverseOrder())
                .thenComparing((Scored s) -> s.score().sourceWeight(), Comparator.reverseOrder())
                .thenComparing(s -> s.candidate().id());
    }

    /** A candidate with its score. */
    public record Scored(Scorable candidate, ItemScore score) {
    }
}
