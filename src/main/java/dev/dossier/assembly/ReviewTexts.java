package dev.dossier.assembly;

import dev.dossier.embedding.ChunkText;
import dev.dossier.source.SopChunk;

/**
 * The text of a SOP chunk that the reviewer scores: the same {@link ChunkText} that ingestion embeds, so the
 * vector stored with the chunk is read instead of embedding the chunk again.
 */
public final class ReviewTexts {

    private ReviewTexts() {
    }

    public static String of(String sopTitle, SopChunk chunk) {
        return ChunkText.of(sopTitle, chunk.section(), chunk.content());
    }
}
