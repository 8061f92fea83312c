package dev.dossier.validation;

import dev.dossier.config.ConfigFiles;
import java.nio.file.Path;

/**
 * {@code validation.yaml}: the thresholds of quality validation (seed 000, scenarios 1-7) that are not relevance's
 * (relevance uses the calibrated primary threshold of {@code policies.yaml}), and whether sessions guard their writes
 * by default.
 *
 * @param accuracyThreshold     accuracy from claim checking must be at least this
 * @param completenessThreshold present / required fields must be at least this
 * @param freshness             the age content may have
 * @param guardSessionWrites    whether a session guards its writes when it does not say
 */
public record ValidationPolicy(double accuracyThreshold, double completenessThreshold, Freshness freshness, boolean guardSessionWrites) {

    static final String FILE = "validation.yaml";

    /**
     * @param maxAgeSeconds          content older than this is stale
     * @param futureToleranceSeconds a timestamp at most this far in the future counts as now (clock skew); further is invalid
     */
    public record Freshness(long maxAgeSeconds, long futureToleranceSeconds) {
        public Freshness {
            if (maxAgeSeconds < 1) {
                throw new IllegalArgumentException("freshness.max_age_seconds must be 1 or more, got " + maxAgeSeconds);
            }
            if (futureToleranceSeconds < 0) {
                throw new IllegalArgumentException("freshness.future_tolerance_seconds must be 0 or more, got " + futureToleranceSeconds);
            }
        }
    }

    public ValidationPolicy {
        if (!(accuracyThreshold > 0 && accuracyThreshold <= 1)) {
            throw new IllegalArgumentException("accuracy_threshold must be more than 0 and at most 1, got " + accuracyThreshold);
        }
        if (!(completenessThreshold > 0 && completenessThreshold <= 1)) {
            throw new IllegalArgumentException("completeness_threshold must be more than 0 and at most 1, got " + completenessThreshold);
        }
        java.util.Objects.requireNonNull(freshness, "freshness");
    }

    public static ValidationPolicy load(Path configDir) {
        return ConfigFiles.read(configDir, FILE, ValidationPolicy.class);
    }
}
