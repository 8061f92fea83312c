package dev.dossier.assembly;

import java.util.List;
import java.util.Objects;

/**
 * A non-SOP candidate: a prior decision (kept), a file summary (trimmed level by level) or a learned
 * convention (dropped first, lowest {@code confidence × relevance} first).
 *
 * @param id         stable id
 * @param section    DECISION, FILE_SUMMARY or CONVENTION
 * @param levels     renderings from richest to poorest; decisions and conventions have one, a file summary
 *                   has detailed, summary and stub
 * @param relevance  relevance to the task in [0, 1]
 * @param confidence confidence in [0, 1] (1 for decisions and summaries)
 * @param provenance ids of what the candidate came from (reviews, tasks), may be empty
 */
public record ExtraCandidate(String id, Section section, List<Rendering> levels, double relevance, double confidence, List<String> provenance) {

    public ExtraCandidate {
        Objects.requireNonNull(id, "id");
        if (section == Section.SOP) {
            throw new IllegalArgumentException("SOPs are SopCandidates, not ExtraCandidates");
        }
        if (levels == null || levels.isEmpty()) {
            throw new IllegalArgumentException("candidate " + id + " needs at least one rendering");
        }
        levels = List.copyOf(levels);
        provenance = provenance == null ? List.of() : List.copyOf(provenance);
    }

    /** One rendering of a candidate at a level. */
    public record Rendering(Level level, String text) {
    }
}
