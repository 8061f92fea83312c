package dev.dossier.scoring;

import java.time.Instant;

/**
 * What {@link MultiFactorScore} needs to know of an item (a knowledge document, or anything else ranked the same way).
 * A record with these components implements it as it is.
 */
public interface Scorable {

    /** Stable id; the last tie-breaker of the ranking, and what an {@code @}-mention may name. */
    String id();

    /** Source path, or null. */
    String filePath();

    /** Source type ({@code attack}, {@code lab}, {@code man}, {@code markdown}, {@code sop}, ...), for the source weight. */
    String type();

    /** Last modification, or null when unknown. */
    Instant modified();

    /** Task alignment in [0, 1]. */
    double alignment();

    /** Distance from an {@code @}-mentioned item, or null when unknown. */
    Integer dependencyDepth();
}
