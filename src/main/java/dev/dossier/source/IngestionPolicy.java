package dev.dossier.source;

/**
 * Ingestion limits.
 *
 * @param maxFileBytes files larger than this are rejected
 * @param chunking     chunk sizes
 */
public record IngestionPolicy(long maxFileBytes, ChunkPolicy chunking) {

    public static final IngestionPolicy DEFAULT = new IngestionPolicy(1 << 20, ChunkPolicy.DEFAULT);

    public IngestionPolicy {
        if (maxFileBytes < 1) {
            throw new IllegalArgumentException("ingestion.max_file_bytes must be positive, got " + maxFileBytes);
        }
        java.util.Objects.requireNonNull(chunking, "chunking");
    }
}
