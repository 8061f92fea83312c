package dev.dossier.assembly;

import dev.dossier.source.SopChunk;

/** An SOP chunk with its relevance to the task, in [0, 1]. */
public record ScoredChunk(SopChunk chunk, double relevance) {
}
