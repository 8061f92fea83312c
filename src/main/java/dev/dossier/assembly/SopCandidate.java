package dev.dossier.assembly;

import dev.dossier.source.Sop;
import java.util.List;

/**
 * An SOP whose applies_to matched at least one task file, with its scored chunks in chunk order and, when known,
 * the parts of its relevance (null in candidates built by hand).
 */
public record SopCandidate(Sop sop, List<ScoredChunk> chunks, List<String> matchedFiles, SopEvidence evidence) {

    public SopCandidate(Sop sop, List<ScoredChunk> chunks, List<String> matchedFiles) {
        this(sop, chunks, matchedFiles, null);
    }

    public SopCandidate {
        chunks = List.copyOf(chunks);
        matchedFiles = List.copyOf(matchedFiles);
    }

    public double relevance() {
        double max = chunks.isEmpty() ? 0 : Double.NEGATIVE_INFINITY;
        for (ScoredChunk c : chunks) {
            max = Math.max(max, c.relevance());
        }
        return max;
    }
}
