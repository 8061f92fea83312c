package dev.dossier.source;

/**
 * Chunk sizes in tokens (counted by the ingestion tokenizer, cl100k_base).
 *
 * @param target size a chunk is grown to when small pieces are merged
 * @param max    size above which a piece is split (headings, then paragraphs, then sentences, then a hard cut);
 *               a code fence is never split, so a single fence may exceed it
 * @param min    pieces smaller than this are merged with the following piece (or the preceding one, for the last) while the result stays within max
 */
public record ChunkPolicy(int target, int max, int min) {

    public static final ChunkPolicy DEFAULT = new ChunkPolicy(1000, 1500, 200);
    /** The packaged {@code ingestion.sop_chunking}: about a markdown section (ADR 0002, decision 9). */
    public static final ChunkPolicy SOP_DEFAULT = new ChunkPolicy(250, 400, 60);

    public ChunkPolicy {
        if (min < 1) {
            throw new IllegalArgumentException("chunking.min must be at least 1, got " + min);
        }
        if (target < min) {
            throw new IllegalArgumentException("chunking.target (" + target + ") must be at least chunking.min (" + min + ")");
        }
        if (max < target) {
            throw new IllegalArgumentException("chunking.max (" + max + ") must be at least chunking.target (" + target + ")");
        }
    }
}
