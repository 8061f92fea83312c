package dev.dossier.assembly;

import java.util.List;

/**
 * Why a SOP ranks where it does within its severity tier: the parts of its relevance.
 *
 * @param text       relevance of its best chunk to the task text and file contents (the configured scorer), in [0, 1]
 * @param code       how well a task file's code constructs match the SOP's reported examples, in [0, 1]; null for none
 * @param constructs the heaviest matched constructs (see {@code dev.dossier.code.Constructs}); empty for none
 * @param citations  how many recorded reviews of the project cited this SOP for this kind of file; null for none
 * @param citedFor   the kind of file those reviews were of, e.g. {@code *.scss}; null for none
 * @param changed    relevance of its best chunk to the lines the task's diffs add, in [0, 1]; null without a diff
 * @param topic      how much of what most of its code examples have in common a task file has, in [0, 1]; null when the
 *                   policy's {@code topic_power} is 0 or no task file's content is known
 */
public record SopEvidence(double text, Double code, List<String> constructs, Integer citations, String citedFor, Double changed, Double topic) {


    public SopEvidence {
        constructs = constructs == null ? List.of() : List.copyOf(constructs);
    }
}
