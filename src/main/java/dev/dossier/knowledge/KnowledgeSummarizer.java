package dev.dossier.knowledge;

import dev.dossier.compress.Compressor;
import dev.dossier.compress.TextCutter;
import dev.dossier.model.TokenCounter;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Objects;

/**
 * Summarizes knowledge documents without an LLM, at the levels of seed 004: detailed (≤ 2000 tokens), summary
 * (≤ 500) and stub (≤ 100), caps from {@link LevelCaps}, with a {@link Compressor}. First a lossless clean-up
 * ({@link #clean(String)}), then:
 * <ul>
 *   <li><b>detailed</b>: the structure kept, see {@link Compressor#outline};</li>
 *   <li><b>summary</b>: extractive and query-aware, see {@link Compressor#summarize}; sentences that carry identifiers,
 *       commands or requirement lines are preferred, selected sentences keep their original order;</li>
 *   <li><b>stub</b>: title, a metadata line (type, path, modified, size) and the first sentence.</li>
 * </ul>
 * Every level text is counted with the given counter and is within its cap (cut at a sentence or line end when it
 * has to be). Deterministic: the same input and counter give the same output. Thread-safe.
 *
 * <p><b>Caching.</b> Detailed and stub do not depend on the query; the summary does. A cache should keep the
 * query-independent {@link #summarize} result for the empty query under {@link #cacheKey} (content hash, title,
 * metadata line, this {@link #version()} and the tokenizer name: a changed source, a changed summarizer or another
 * tokenizer never hits a stale entry), and make the query-aware summary per request with
 * {@link #summary(String, String, int, TokenCounter)}, which costs a sentence split and a Lucene analysis of one
 * document (milliseconds). {@link InMemorySummaryProvider} does exactly that.
 */
public final class KnowledgeSummarizer {

    /** The algorithm's version; bump it whenever any level's output may change. */
    public static final String ALGORITHM = "knowledge-summarizer/1";

    private final LevelCaps caps;

    public KnowledgeSummarizer() {
        this(LevelCaps.DEFAULT);
    }

    public KnowledgeSummarizer(LevelCaps caps) {
        this.caps = Objects.requireNonNull(caps, "caps");
    }

    public LevelCaps caps() {
        return caps;
    }

    /** The algorithm and the caps, e.g. {@code knowledge-summarizer/1 detailed=2000 summary=500 stub=100}: part of every cache key. */
    public String version() {
        return ALGORITHM + " detailed=" + caps.detailed() + " summary=" + caps.summary() + " stub=" + caps.stub();
    }

    /** The lossless clean-up that every level starts from; also the text of the full level. See {@link Compressor#clean}. */
    public static String clean(String markdown) {
        return Compressor.clean(markdown);
    }

    /** All levels, with a stub metadata line of {@code markdown · N lines}. */
    public Summaries summarize(String title, String markdownText, String query, TokenCounter counter) {
        String text = markdownText == null ? "" : markdownText;
        long lines = text.isEmpty() ? 0 : text.lines().count();
        return summarize(title, "markdown · " + lines + (lines == 1 ? " line" : " lines"), text, query, counter);
    }

    /**
     * All levels.
     *
     * @param title        the document title (first line of the stub)
     * @param metaLine     the stub's metadata line (see {@link KnowledgeCandidate#metaLine()}), or null
     * @param markdownText the document
     * @param query        the query the summary is selected for; null or blank for a query-independent summary
     * @param counter      the tokenizer the caps are counted with
     */
    public Summaries summarize(String title, String metaLine, String markdownText, String query, TokenCounter counter) {
        Objects.requireNonNull(counter, "counter");
        var compressor = new Compressor(counter);
        var document = Compressor.read(markdownText);
        String detailed = compressor.outline(document, caps.detailed()).text();
        String summary = compressor.summarize(document, query, caps.summary()).text();
        return new Summaries(detailed, summary, stub(title, metaLine, Compressor.lead(document), counter), version());
    }

    /** The extractive, query-aware summary of {@code markdownText} within {@code cap} tokens (any cap, e.g. for a history turn). */
    public String summary(String markdownText, String query, int cap, TokenCounter counter) {
        return new Compressor(counter).summarize(markdownText, query, cap).text();
    }

    /** Cache key of the query-independent levels: SHA-256 over version, tokenizer, title, metadata line and text. */
    public String cacheKey(String title, String metaLine, String markdownText, TokenCounter counter) {
        return sha256(version() + "\u0000" + counter.name() + "\u0000" + title + "\u0000" + metaLine + "\u0000" + markdownText);
    }

    /** SHA-256 of a source text in hex, the "source changed" test. */
    public static String sourceHash(String text) {
        return sha256(text == null ? "" : text);
    }

    private String stub(String title, String metaLine, String first, TokenCounter counter) {
        String head = TextCutter.clip(title == null || title.isBlank() ? "(untitled)" : title.strip(), 200);
        if (metaLine != null && !metaLine.isBlank()) {
            head += "\n" + TextCutter.clip(metaLine.strip(), 300);
        }
        String text = first.isEmpty() ? head : head + "\n" + first;
        if (counter.count(text) <= caps.stub()) {
            return text;
        }
        int room = caps.stub() - counter.count(head + "\n");
        if (room >= 5 && !first.isEmpty()) {
            String cut = TextCutter.fit(first, room, counter);
            String withCut = cut.isEmpty() ? head : head + "\n" + cut;
            if (counter.count(withCut) <= caps.stub()) {
                return withCut;
            }
        }
        return TextCutter.fit(head, caps.stub(), counter);
    }

    private static String sha256(String s) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }
}
