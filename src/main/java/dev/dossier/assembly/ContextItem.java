package dev.dossier.assembly;

import java.util.List;

/**
 * An item of the manifest that made it into the context.
 *
 * @param id         SOP, decision, summary or convention id
 * @param section    its section
 * @param severity   SOP severity, or null
 * @param level      the level it was included at
 * @param tokens     tokens of its rendering (model tokenizer)
 * @param relevance  relevance to the task in [0, 1]
 * @param chunks     ids of included SOP chunks (a cut chunk is marked by {@code cutChunk})
 * @param cutChunk   id of the chunk that was cut, or null
 * @param confidence convention confidence, or null
 * @param provenance provenance ids, may be empty
 * @param evidence   the parts of a SOP's relevance, or null
 */
public record ContextItem(String id, Section section, String severity, Level level, int tokens, double relevance, List<String> chunks,
                          String cutChunk, Double confidence, List<String> provenance, SopEvidence evidence) {

    public ContextItem(String id, Section section, String severity, Level level, int tokens, double relevance, List<String> chunks,
                       String cutChunk, Double confidence, List<String> provenance) {
        this(id, section, severity, level, tokens, relevance, chunks, cutChunk, confidence, provenance, null);
    }
}
