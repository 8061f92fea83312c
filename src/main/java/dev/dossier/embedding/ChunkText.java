package dev.dossier.embedding;

/**
 * The text of a chunk that is embedded: document title, section heading and content on three lines, the same
 * composition the review assembler scores, so a vector stored for a chunk is the vector of the text the
 * scorer sees (and a cache keyed by {@link EmbeddingHash} of this text serves both).
 */
public final class ChunkText {

    private ChunkText() {
    }

    public static String of(String title, String section, String content) {
        return (title == null ? "" : title) + "\n" + (section == null ? "" : section) + "\n" + (content == null ? "" : content);
    }
}
