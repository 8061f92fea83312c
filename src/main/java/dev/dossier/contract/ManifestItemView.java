package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.dossier.assembly.ManifestEntry;
import io.micronaut.core.annotation.Nullable;

/**
 * One candidate of a recorded assembly: included (with its level and tokens) or dropped (with the reason).
 *
 * @param id       SOP, chunk, decision, summary, convention or knowledge document id
 * @param section  sop, decision, summary, convention or knowledge
 * @param title    its title (knowledge documents), or null
 * @param included whether it is in the context
 * @param level    full, partial, detailed, summary or stub; null when dropped
 * @param tokens   tokens of its rendering; 0 when dropped
 * @param score    relevance in [0, 1] (review) or multi-factor score (knowledge); null when not scored
 * @param tier     severity (review SOPs) or knowledge tier; null when none
 * @param reason   why it was dropped; null when included
 * @param evidence the parts of an included SOP's relevance (text, code constructs matched, citations); null otherwise
 */
public record ManifestItemView(String id, String section, @Nullable String title, boolean included, @Nullable String level, int tokens,
                               @Nullable Double score, @Nullable String tier, @Nullable String reason,
                               @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable SopEvidenceView evidence) {

    public static ManifestItemView of(ManifestEntry e) {
        return new ManifestItemView(e.id(), e.section(), e.title(), e.included(), e.level(), e.tokens(), e.score(), e.tier(), e.reason(), SopEvidenceView.of(e.evidence()));
    }
}
