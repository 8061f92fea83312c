package dev.dossier.source;

import dev.dossier.model.TokenCounter;

/**
 * What a {@link SourceReader} of man pages or STIX bundles is built on: the factory of its documents, a
 * markdown chunker on the ingestion counter and policy, and the policy itself (for its size limit).
 */
public record ReaderKit(DocumentFactory factory, MarkdownChunker chunker, IngestionPolicy policy) {

    /** The kit of a reader built with these three, chunking with {@code counter} as {@code policy} says. */
    public ReaderKit(DocumentFactory factory, TokenCounter counter, IngestionPolicy policy) {
        this(factory, new MarkdownChunker(counter, policy.chunking()), policy);
    }
}
