package dev.dossier.source;

/** One stored chunk of an SOP. {@code index} is 1-based. */
public record SopChunk(String id, String sopId, int index, int count, String section, String content) {
}
