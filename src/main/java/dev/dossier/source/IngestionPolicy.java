package dev.dossier.source;

/**
 * Ingestion limits.
 *
 * @param maxFileBytes files larger than this are rejected
 * @param chunking        chunk sizes
 * @param summaryMaxChars the longest summary derived from a markdown document's first sentence (a summary given in
 *                        the front matter is kept whole): every matched SOP's summary is in every review context
 */
public record IngestionPolicy(long maxFileBytes, ChunkPolicy chunking, int summaryMaxChars) {

    public static final IngestionPolicy DEFAULT = new IngestionPolicy(1 << 20, ChunkPolicy.DEFAULT, 200);

    /** The {@code ingestion} section of {@code policies.yaml} in {@code configDir}, or the packaged one. */
    public static IngestionPolicy load(java.nio.file.Path configDir) {
        return dev.dossier.config.ConfigFiles.section(configDir, "policies.yaml", "ingestion", IngestionPolicy.class);
    }

    public IngestionPolicy {
        if (maxFileBytes < 1) {
            throw new IllegalArgumentException("ingestion.max_file_bytes must be positive, got " + maxFileBytes);
        }
        java.util.Objects.requireNonNull(chunking, "chunking");
        if (summaryMaxChars < 40 || summaryMaxChars > 2000) {
            throw new IllegalArgumentException("ingestion.summary_max_chars must be in [40, 2000], got " + summaryMaxChars);
        }
    }
}
