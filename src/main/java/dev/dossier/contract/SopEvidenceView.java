package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.dossier.assembly.SopEvidence;
import io.micronaut.core.annotation.Nullable;
import java.util.List;

/**
 * Why a SOP ranks where it does within its severity tier.
 *
 * @param text       relevance of its best chunk to the task text and file contents, in [0, 1]
 * @param code       how well a task file's code constructs match the SOP's reported examples, in [0, 1]; absent for none
 * @param constructs the heaviest matched constructs ({@code k:} node kind, {@code t:}/{@code s:}/{@code x:} a name's or
 *                   literal's text or shape, {@code g:} the layout between two tokens); absent for none
 * @param citations  how many of the project's recorded reviews of this kind of file cited the SOP; absent for none
 * @param citedFor   that kind of file, e.g. {@code *.scss}
 * @param changed    relevance of its best chunk to the lines the task's diffs add, in [0, 1]; absent without a diff
 *                   ({@code text} is then the blend of the whole files' and the changed lines' relevance)
 * @param topic      how much of what most of the SOP's code examples have in common a task file has, in [0, 1]: the
 *                   evidence is multiplied by its {@code review_evidence.topic_power}; absent when that is 0
 */
public record SopEvidenceView(double text, @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable Double code,
                              @JsonInclude(JsonInclude.Include.NON_EMPTY) @Nullable List<String> constructs,
                              @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable Integer citations,
                              @JsonProperty("cited_for") @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable String citedFor,
                              @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable Double changed,
                              @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable Double topic) {

    /** The view of an evidence record, or null for none. */
    public static SopEvidenceView of(SopEvidence e) {
        return e == null ? null : new SopEvidenceView(e.text(), e.code(), e.constructs(), e.citations(), e.citedFor(), e.changed(), e.topic());
    }
}
