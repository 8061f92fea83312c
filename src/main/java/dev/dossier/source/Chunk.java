package dev.dossier.source;

/**
 * One retrieval unit cut out of a markdown body by {@link MarkdownChunker}.
 *
 * @param section heading path of the section the chunk starts in, headings joined with {@code " > "}
 *                (e.g. {@code "Requirements"} or {@code "Examples > Bad"}); the empty string for text
 *                before the first heading
 * @param content the original markdown text of the chunk (not re-rendered), including its own heading
 *                lines, with leading and trailing whitespace removed; never blank
 * @param tokens  token count of {@code content} as given by the chunker's
 *                {@link dev.dossier.model.TokenCounter}; never negative
 */
public record Chunk(String section, String content, int tokens) {

    public Chunk {
        if (section == null) {
            throw new NullPointerException("chunk section must not be null");
        }
        if (content == null) {
            throw new NullPointerException("chunk content must not be null");
        }
        if (content.isBlank()) {
            throw new IllegalArgumentException("chunk content must not be blank");
        }
        if (tokens < 0) {
            throw new IllegalArgumentException("chunk tokens must be >= 0, got " + tokens);
        }
    }
}
