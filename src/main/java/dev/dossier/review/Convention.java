package dev.dossier.review;

import java.time.Instant;
import java.util.List;

/**
 * A convention as it stands now.
 *
 * @param id           stable id
 * @param project      project it was learned in
 * @param name         the wording it was first taught with
 * @param description  what it asks for, or null
 * @param appliesTo    globs of the files it applies to (union of what its approvals named)
 * @param status       lifecycle state
 * @param occurrences  approvals that taught or reinforced it
 * @param rejections   rejected reviews that contested it
 * @param confidence   in [0, 1], from the policy's prior and the counts
 * @param createdAt    when it was first taught
 * @param updatedAt    when it last changed
 * @param supersededBy id of its successor, or null
 * @param supersedes   ids of the conventions it replaced
 */
public record Convention(String id, String project, String name, String description, List<String> appliesTo, ConventionStatus status,
                         int occurrences, int rejections, double confidence, Instant createdAt, Instant updatedAt, String supersededBy,
                         List<String> supersedes) {

    public Convention {
        appliesTo = List.copyOf(appliesTo);
        supersedes = supersedes == null ? List.of() : List.copyOf(supersedes);
    }

    Convention with(List<String> newAppliesTo, String newDescription, ConventionStatus newStatus, int newOccurrences, int newRejections,
                    double newConfidence, Instant at, String newSupersededBy, List<String> newSupersedes) {
        return new Convention(id, project, name, newDescription, newAppliesTo, newStatus, newOccurrences, newRejections, newConfidence,
                createdAt, at, newSupersededBy, newSupersedes);
    }
}
