package dev.dossier.compress;

import dev.dossier.model.TokenCounter;
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

    /** The lossless clean-up every compression starts from; see {@link Cleanup}. Null reads as empty. */
    public static String clean(String markdown) {
        return Cleanup.clean(markdown == null ? "" : markdown);
    }

    /** The document's structure within {@code maxTokens}. */
    public Compressed outline(String markdown, int maxTokens) {
        String clean = clean(markdown);
        return outcome(clean, DetailedLevel.build(MarkdownBlocks.read(clean), maxTokens, counter), maxTokens);
    }

    /** The sentences that matter most for {@code query} (null or blank: query-independent) within {@code maxTokens}. */
    public Compressed summarize(String markdown, String query, int maxTokens) {
        String clean = clean(markdown);
        return outcome(clean, ExtractiveSummary.build(MarkdownBlocks.read(clean), query == null ? "" : query, maxTokens, counter), maxTokens);
    }

    /**
     * The document's first sentence (at most 400 characters): the front matter's description or summary, else the
     * first sentence of the first paragraph, quote or list item; empty when there is none.
     */
    public static String lead(String markdown) {
        for (Block b : MarkdownBlocks.read(clean(markdown))) {
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

    private Compressed outcome(String clean, String result, int maxTokens) {
        if (result.equals(clean.strip())) {
            return new Compressed.Unchanged(result, counter.count(result));
        }
        int source = counter.count(clean);
        return result.isEmpty() ? new Compressed.TooLarge(source, maxTokens) : new Compressed.Reduced(result, counter.count(result), source);
    }
}
