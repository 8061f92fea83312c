package dev.dossier.compress;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.dossier.model.TokenCounter;
import dev.dossier.text.Fingerprint;
import dev.dossier.text.Sentences;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Compresses markdown or plain prose to a token limit without an LLM, deterministically. Every method starts from the
 * lossless clean-up ({@link #clean(String)}) and returns a text that counts at most the limit with this compressor's
 * counter:
 * <ul>
 *   <li>{@link #outline}: the structure kept (headings, requirement lines, first sentences, code signatures and
 *       commands), see {@link DetailedLevel};</li>
 *   <li>{@link #summarize}: sentences picked for a query, never rewritten, in their original order, see
 *       {@link ExtractiveSummary}; fit for a document or one turn of a conversation.</li>
 * </ul>
 * The outcome is {@link Compressed.Unchanged} when the result is the cleaned text itself, {@link Compressed.TooLarge}
 * when nothing fits (an empty result of a non-empty text), and {@link Compressed.Reduced} otherwise. Thread-safe when
 * the counter is.
 */
public final class Compressor {

    private final TokenCounter counter;

    public Compressor(TokenCounter counter) {
        this.counter = Objects.requireNonNull(counter, "counter");
    }

    /**
     * The lossless clean-up every compression starts from; see {@link Cleanup}. Null reads as empty. Longer texts' clean
     * forms are remembered by fingerprint (up to {@link #CLEANED_CHARS} characters): knowledge assembly cleans the same
     * documents on every request.
     */
    public static String clean(String markdown) {
        String text = markdown == null ? "" : markdown;
        return text.length() < REMEMBERED_LENGTH ? Cleanup.clean(text) : CLEANED.get(Fingerprint.of(text), k -> Cleanup.clean(text));
    }

    private static final int REMEMBERED_LENGTH = 256;
    private static final long CLEANED_CHARS = 16_000_000;
    private static final Cache<Fingerprint, String> CLEANED = Caffeine.newBuilder().maximumWeight(CLEANED_CHARS)
            .<Fingerprint, String>weigher((k, v) -> v.length()).build();

    /** A text cleaned and read into blocks once, for several compressions of it (the levels of one document). */
    public static final class Document {

        private final String clean;
        private final List<Block> blocks;

        private Document(String clean) {
            this.clean = clean;
            this.blocks = MarkdownBlocks.read(clean);
        }
    }

    /** Cleans and reads {@code markdown} (null reads as empty). */
    public static Document read(String markdown) {
        return new Document(clean(markdown));
    }

    /** The document's structure within {@code maxTokens}. */
    public Compressed outline(String markdown, int maxTokens) {
        return outline(read(markdown), maxTokens);
    }

    /** {@link #outline(String, int)} of a document already read. */
    public Compressed outline(Document document, int maxTokens) {
        return outcome(document, DetailedLevel.build(document.blocks, maxTokens, counter), maxTokens);
    }

    /** The sentences that matter most for {@code query} (null or blank: query-independent) within {@code maxTokens}. */
    public Compressed summarize(String markdown, String query, int maxTokens) {
        return summarize(read(markdown), query, maxTokens);
    }

    /** {@link #summarize(String, String, int)} of a document already read. */
    public Compressed summarize(Document document, String query, int maxTokens) {
        return outcome(document, ExtractiveSummary.build(document.blocks, query == null ? "" : query, maxTokens, counter), maxTokens);
    }

    /**
     * The document's first sentence (at most 400 characters): the front matter's description or summary, else the
     * first sentence of the first paragraph, quote or list item; empty when there is none.
     */
    public static String lead(String markdown) {
        return lead(read(markdown));
    }

    /** {@link #lead(String)} of a document already read. */
    public static String lead(Document document) {
        for (Block b : document.blocks) {
            switch (b.kind()) {
                case FRONT_MATTER -> {
                    for (String line : b.lines()) {
                        String l = line.toLowerCase(Locale.ROOT);
                        if (l.startsWith("description:") || l.startsWith("summary:")) {
                            String v = line.substring(line.indexOf(':') + 1).strip().replaceAll("^[\"']|[\"']$", "");
                            if (!v.isBlank()) {
                                return TextCutter.clip(Sentences.first(v), 400);
                            }
                        }
                    }
                }
                case PARAGRAPH, QUOTE, LIST_ITEM -> {
                    String s = Sentences.first(b.text());
                    if (!s.isBlank()) {
                        return TextCutter.clip(s, 400);
                    }
                }
                default -> {
                    // keep looking
                }
            }
        }
        return "";
    }

    /** Counts only the result (at most the limit): the source may be a whole man page, compressed on every request. */
    private Compressed outcome(Document document, String result, int maxTokens) {
        if (result.isEmpty() && !document.clean.isBlank()) {
            return new Compressed.TooLarge(maxTokens);
        }
        int tokens = counter.count(result);
        return result.equals(document.clean.strip()) ? new Compressed.Unchanged(result, tokens) : new Compressed.Reduced(result, tokens);
    }
}
