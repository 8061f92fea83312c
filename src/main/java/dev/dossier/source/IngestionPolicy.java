package dev.dossier.source;

/**
 * Ingestion limits.
 *
 * @param maxFileBytes files larger than this are rejected
 * @param chunking     chunk sizes
 */
public record IngestionPolicy(long maxFileBytes, ChunkPolicy chunking) {

    public static final IngestionPolicy DEFAULT = new IngestionPolicy(1 << 20, ChunkPolicy.DEFAULT);

    /** The {@code ingestion} section of {@code policies.yaml} in {@code configDir}, or the packaged one. */
    public static IngestionPolicy load(java.nio.file.Path configDir) {
        return dev.dossier.config.ConfigFiles.section(configDir, "policies.yaml", "ingestion", IngestionPolicy.class);
    }

    public IngestionPolicy {
        if (maxFileBytes < 1) {
            throw new IllegalArgumentException("ingestion.max_file_bytes must be positive, got " + maxFileBytes);
        }
        java.util.Objects.requireNonNull(chunking, "chunking");
    }
}
