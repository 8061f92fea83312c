package dev.dossier.scoring;

import java.time.Instant;

/**
 * What {@link MultiFactorScore} reads of an item: its id (last tie-breaker, what an {@code @}-mention names), file
 * path (or null), source type, modified time (or null), task alignment in [0, 1] and dependency depth (or null).
 * A record with these components implements it as it is (e.g. {@code knowledge.KnowledgeCandidate}).
 */
public interface Scorable {
    String id();

    String filePath();

    String type();

    Instant modified();

    double alignment();

    Integer dependencyDepth();
}
