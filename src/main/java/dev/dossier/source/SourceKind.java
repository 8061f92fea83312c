package dev.dossier.source;

/**
 * The kinds of source file Dossier reads, and how {@link SourceScanner} recognises them in a directory.
 * Anything else in a source directory is ignored.
 */
public enum SourceKind {
    /** Markdown (SOPs and knowledge documents), recognised by the extension {@code .md} or {@code .markdown}. */
    MARKDOWN,
    /**
     * A man(7) page, recognised by its name, {@code NAME.SECTION} optionally followed by {@code .gz}, in a
     * directory {@code manS...} whose section letter matches (e.g. {@code man3/printf.3.gz}).
     */
    MAN,
    /** A STIX 2.1 bundle of MITRE ATT&CK objects, recognised by content: a {@code .json} file whose top-level {@code "type"} is {@code "bundle"}. */
    ATTACK
}
