package dev.dossier.filesummary;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import java.util.Optional;

/**
 * Code-aware summaries of the files of a review task, at the levels the budget ladder trims through:
 * detailed, summary, stub.
 *
 * <p>The extractor is chosen by extension: {@code .java} is parsed with JavaParser; {@code .go}, {@code .py}
 * and the JavaScript and TypeScript extensions ({@code .js .mjs .cjs .jsx .ts .tsx .mts .cts}) with tree-sitter
 * grammars, which recover from syntax errors. Any other file, binary content (a NUL byte in the first 8,000
 * bytes), content that is not UTF-8, and a file its extractor cannot outline (Java with a syntax error, a file
 * over {@value SyntaxTree#MAX_BYTES} bytes for tree-sitter) get the stub only. Summarizing never throws for any content, is deterministic, and is thread-safe.
 */
public final class FileSummarizer {

    static final int BINARY_PROBE = 8000;
    static final int STUB_MAX_LINES = 5;
    static final int STUB_LINE_CHARS = 120;
    /** Tokens a stub may take by {@link #estimatedTokens(String)}, which over-counts real BPE tokens. */
    static final int STUB_TOKEN_BUDGET = 88;
    /** Estimated tokens of the path shown in headers; a longer path loses its start and keeps its file name. */
    static final int PATH_TOKEN_BUDGET = 40;

    public FileSummary summarize(String path, byte[] content) {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(content, "content");
        String fileName = path.substring(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
        if (binary(content)) {
            String stub = shown(path) + " (" + Languages.BINARY + ", " + content.length + " bytes)";
            return new FileSummary(path, Languages.BINARY, content.length, 0, null, null, stub);
        }
        String language = Languages.of(fileName);
        Optional<String> decoded = utf8(content);
        if (decoded.isEmpty()) {
            String stub = shown(path) + " (" + language + ", " + content.length + " bytes, not UTF-8 text)";
            return new FileSummary(path, language, content.length, 0, null, null, stub);
        }
        String text = decoded.get();
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        int lines = Text.lineCount(text);
        String header = OutlineRenderer.header(shown(path), language, lines, content.length);
        Extractor extractor = extractor(language);
        Optional<Outline> outline = Optional.empty();
        String note = null;
        if (extractor != null) {
            outline = outline(extractor, fileName, text);
            note = outline.isEmpty() ? "not parsed" : null;
        }
        if (outline.isPresent()) {
            return new FileSummary(path, language, content.length, lines, OutlineRenderer.detailed(header, outline.get()),
                    OutlineRenderer.summary(header, outline.get()), stub(header, note, text));
        }
        return new FileSummary(path, language, content.length, lines, null, null, stub(header, note, text));
    }

    /** {@code path} as shown in headers: whole, or its end after an ellipsis when it is long. */
    static String shown(String path) {
        if (estimatedTokens(path) <= PATH_TOKEN_BUDGET) {
            return path;
        }
        int keep = path.length();
        while (keep > 1 && estimatedTokens(path.substring(path.length() - keep)) + 1 > PATH_TOKEN_BUDGET) {
            keep -= Math.max(1, keep / 8);
        }
        return Text.clipStart(path, keep + 1);
    }

    private static Optional<Outline> outline(Extractor extractor, String fileName, String text) {
        try {
            return extractor.extract(fileName, text);
        } catch (RuntimeException | StackOverflowError e) {
            // a file that defeats its extractor (e.g. nesting too deep for the parser) still gets its stub
            return Optional.empty();
        }
    }

    private static Extractor extractor(String language) {
        switch (language) {
            case Languages.JAVA:
                return new JavaExtractor();
            case Languages.GO:
                return new GoExtractor();
            case Languages.PYTHON:
                return new PythonExtractor();
            case Languages.JAVASCRIPT:
                return new ScriptExtractor(false);
            case Languages.TYPESCRIPT:
                return new ScriptExtractor(true);
            default:
                return null;
        }
    }

    /**
     * The stub: the header line ({@code path (language, N lines, N bytes)}, with {@code ; not parsed} when the
     * file's extractor failed), then up to {@value #STUB_MAX_LINES} first non-blank lines, each clipped to
     * {@value #STUB_LINE_CHARS} characters and prefixed with {@code | }, as many as fit the token budget.
     */
    static String stub(String header, String note, String text) {
        String head = note == null ? header : header.substring(0, header.length() - 1) + "; " + note + ")";
        var out = new StringBuilder(head);
        if (text.isBlank()) {
            return out.append("\n(empty)").toString();
        }
        double used = estimatedTokens(head);
        int shown = 0;
        int from = 0;
        while (shown < STUB_MAX_LINES && from < text.length()) {
            int nl = text.indexOf('\n', from);
            int to = nl < 0 ? text.length() : nl;
            String line = text.substring(from, Math.min(to, from + STUB_LINE_CHARS * 4)).stripTrailing().replace('\t', ' ');
            from = to + 1;
            if (line.isBlank()) {
                continue;
            }
            String shownLine = "| " + Text.clip(line, STUB_LINE_CHARS);
            double cost = estimatedTokens(shownLine) + 1;
            if (used + cost > STUB_TOKEN_BUDGET) {
                int chars = (int) (STUB_TOKEN_BUDGET - used - 2); // at the worst case of one token per character
                if (chars >= 10) {
                    out.append('\n').append(Text.clip(shownLine, chars));
                }
                break;
            }
            out.append('\n').append(shownLine);
            used += cost;
            shown++;
        }
        return out.toString();
    }

    /**
     * A deliberately high estimate of BPE tokens (o200k, cl100k) for the stub budget: ASCII letters 0.35 each,
     * digits 0.7, white space 0.15, ASCII punctuation 0.6, any other character 1. On 2,277 real files (source,
     * CSS, licence texts) the stubs it admits measured at most 87 o200k tokens, 54 on average.
     */
    static double estimatedTokens(String s) {
        double t = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 128) {
                t += 1;
            } else if (Character.isWhitespace(c)) {
                t += 0.15;
            } else if (c >= '0' && c <= '9') {
                t += 0.7;
            } else if (Character.isLetter(c)) {
                t += 0.35;
            } else {
                t += 0.6;
            }
        }
        return t;
    }

    private static boolean binary(byte[] content) {
        for (int i = 0; i < Math.min(content.length, BINARY_PROBE); i++) {
            if (content[i] == 0) {
                return true;
            }
        }
        return false;
    }

    private static Optional<String> utf8(byte[] content) {
        try {
            return Optional.of(StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(content)).toString());
        } catch (CharacterCodingException e) {
            return Optional.empty();
        }
    }
}
