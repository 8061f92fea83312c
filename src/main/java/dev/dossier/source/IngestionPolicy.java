package dev.dossier.source;

/**
 * Ingestion limits.
 *
 * @param maxFileBytes    files larger than this are rejected
 * @param chunking        chunk sizes of knowledge documents (markdown knowledge, man pages, ATT&CK)
 * @param sopChunking     chunk sizes of SOPs, whose chunks the reviewer packs one SOP's best chunk at a time (ADR 0002,
 *                        decision 9); absent (null) means SOPs are chunked as {@code chunking} says
 * @param summaryMaxChars the longest summary derived from a markdown document's first sentence (a summary given in
 *                        the front matter is kept whole): every matched SOP's summary is in every review context
 */
public record IngestionPolicy(long maxFileBytes, ChunkPolicy chunking, ChunkPolicy sopChunking, int summaryMaxChars) {

    public static final IngestionPolicy DEFAULT = new IngestionPolicy(1 << 20, ChunkPolicy.DEFAULT, ChunkPolicy.SOP_DEFAULT, 200);

    /** The {@code ingestion} section of {@code policies.yaml} in {@code configDir}, or the packaged one. */
    public static IngestionPolicy load(java.nio.file.Path configDir) {
        return dev.dossier.config.ConfigFiles.section(configDir, "policies.yaml", "ingestion", IngestionPolicy.class);
    }

    public IngestionPolicy {
        if (maxFileBytes < 1) {
            throw new IllegalArgumentException("ingestion.max_file_bytes must be positive, got " + maxFileBytes);
        }
        java.util.Objects.requireNonNull(chunking, "chunking");
        if (sopChunking == null) {
            sopChunking = chunking;
        }
        if (summaryMaxChars < 40 || summaryMaxChars > 2000) {
            throw new IllegalArgumentException("ingestion.summary_max_chars must be in [40, 2000], got " + summaryMaxChars);
        }
    }

    /**
     * The settings that shape what a file is read into (chunk sizes, summary length), as one text. Change detection
     * folds it into each file's hash, so a file ingested under other settings is read again although its bytes did
     * not change (otherwise new chunk sizes would reach only the files edited since).
     */
    public String fingerprint() {
        return "chunking=" + chunking + ";sop_chunking=" + sopChunking + ";summary_max_chars=" + summaryMaxChars;
    }
}
