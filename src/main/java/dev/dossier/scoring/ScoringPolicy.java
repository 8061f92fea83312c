package dev.dossier.scoring;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The multi-factor score's data (seed 004, {@code scoring:} in {@code knowledge.yaml}); see {@link MultiFactorScore}.
 *
 * @param alignmentWeight     weight of task alignment (0.4)
 * @param recencyWeight       weight of recency (0.2)
 * @param mentionWeight       weight of mention density (0.2)
 * @param depthWeight         weight of dependency depth (0.1)
 * @param fileTypeWeight      weight of file type (0.1)
 * @param halfLifeDays        recency halves every this many days (7)
 * @param mentionSaturation   this many {@code @}-mentions give mention density 1 (3)
 * @param maxDepth            dependency depth at which the factor reaches 0 (3)
 * @param fileTypes           priority per file class ({@link FileTypes#CLASSES}), each in [0, 1]
 * @param sourceTypes         weight per item type (attack 1.5, lab 1.3, man 1.2, markdown 1.0, sop 1.0), each positive
 * @param defaultSourceWeight weight of any other type
 * @param include             minimum score to be included (0.3)
 * @param supporting          minimum score of the supporting tier (0.5)
 * @param primary             minimum score of the primary tier (0.7)
 */
public record ScoringPolicy(double alignmentWeight, double recencyWeight, double mentionWeight, double depthWeight, double fileTypeWeight,
                            double halfLifeDays, int mentionSaturation, int maxDepth, Map<String, Double> fileTypes,
                            Map<String, Double> sourceTypes, double defaultSourceWeight, double include, double supporting, double primary) {

    /** The seed-004 numbers, the same as the packaged {@code knowledge.yaml}. */
    public static final ScoringPolicy DEFAULT = new ScoringPolicy(0.4, 0.2, 0.2, 0.1, 0.1, 7, 3, 3,
            Map.of("source_code", 1.0, "test_code", 0.9, "requirements", 0.8, "documentation", 0.7, "config", 0.6),
            Map.of("attack", 1.5, "lab", 1.3, "man", 1.2, "markdown", 1.0, "sop", 1.0), 1.0, 0.3, 0.5, 0.7);

    public ScoringPolicy {
        double[] weights = {alignmentWeight, recencyWeight, mentionWeight, depthWeight, fileTypeWeight};
        double sum = 0;
        for (double w : weights) {
            if (!(w >= 0 && w <= 1)) {
                throw new IllegalArgumentException("scoring.weights must each be between 0 and 1, got " + w);
            }
            sum += w;
        }
        if (Math.abs(sum - 1) > 1e-6) {
            throw new IllegalArgumentException("scoring.weights must sum to 1, got " + sum);
        }
        if (!(halfLifeDays > 0)) {
            throw new IllegalArgumentException("scoring.recency_half_life_days must be positive, got " + halfLifeDays);
        }
        if (mentionSaturation < 1) {
            throw new IllegalArgumentException("scoring.mention_saturation must be 1 or more, got " + mentionSaturation);
        }
        if (maxDepth < 1) {
            throw new IllegalArgumentException("scoring.max_depth must be 1 or more, got " + maxDepth);
        }
        if (!fileTypes.keySet().equals(FileTypes.CLASSES)) {
            throw new IllegalArgumentException("scoring.file_types must have exactly the keys " + FileTypes.CLASSES.stream().sorted().toList()
                    + ", got " + fileTypes.keySet().stream().sorted().toList());
        }
        fileTypes.forEach((k, v) -> {
            if (!(v >= 0 && v <= 1)) {
                throw new IllegalArgumentException("scoring.file_types." + k + " must be between 0 and 1, got " + v);
            }
        });
        var lower = new LinkedHashMap<String, Double>();
        sourceTypes.forEach((k, v) -> {
            if (!(v > 0 && v <= 10)) {
                throw new IllegalArgumentException("scoring.source_types." + k + " must be positive (at most 10), got " + v);
            }
            lower.put(k.toLowerCase(Locale.ROOT), v);
        });
        if (!(defaultSourceWeight > 0 && defaultSourceWeight <= 10)) {
            throw new IllegalArgumentException("scoring.source_types.default must be positive (at most 10), got " + defaultSourceWeight);
        }
        if (!(include >= 0 && include <= supporting && supporting <= primary && primary <= 1)) {
            throw new IllegalArgumentException("scoring.thresholds must satisfy 0 <= include <= supporting <= primary <= 1, got include "
                    + include + ", supporting " + supporting + ", primary " + primary);
        }
        fileTypes = Map.copyOf(fileTypes);
        sourceTypes = java.util.Collections.unmodifiableMap(lower);
    }

    /** Weight of an item type (case-insensitive), or the default weight. */
    public double sourceWeight(String type) {
        return type == null ? defaultSourceWeight : sourceTypes.getOrDefault(type.toLowerCase(Locale.ROOT), defaultSourceWeight);
    }
}
