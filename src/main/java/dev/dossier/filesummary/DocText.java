package dev.dossier.filesummary;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * First sentence of a doc comment: comment markers, block tags ({@code @param} and the lines after) and HTML
 * are removed, inline tags are reduced to their text ({@code {@code x}} becomes {@code x}), the text is cut
 * at the end of the first paragraph and then at the first sentence end, and clipped to {@value #MAX} characters.
 */
final class DocText {

    static final int MAX = 200;

    private static final Pattern INLINE_TAG = Pattern.compile("\\{@(\\w+)\\s*([^{}]*)}");
    private static final Pattern HTML_PARAGRAPH = Pattern.compile("(?i)</?(p|ul|ol|li|pre|table|h\\d)\\b[^>]*>");
    private static final Pattern HTML_TAG = Pattern.compile("</?[a-zA-Z][^>]*>");
    private static final Pattern BLOCK_TAG = Pattern.compile("(?m)^\\s*@\\w+");
    private static final Pattern PYTHON_FIELD = Pattern.compile("(?m)^\\s*(:\\w+|Args:|Returns:|Raises:|Parameters\\n)");
    private static final Pattern BLANK_LINE = Pattern.compile("\\n\\s*\\n");
    private static final Pattern SENTENCE_END = Pattern.compile("[.!?](?=\\s|$)");

    private DocText() {
    }

    /** From the inside of a {@code /** ... *}{@code /} comment (Javadoc, JSDoc); {@code null} when it has no text. */
    static String fromBlockComment(String inside) {
        var lines = new StringBuilder();
        for (String line : inside.split("\n", -1)) {
            String l = line.strip();
            while (l.startsWith("*")) {
                l = l.substring(1);
            }
            lines.append(l.strip()).append('\n');
        }
        String text = lines.toString();
        Matcher tag = BLOCK_TAG.matcher(text);
        if (tag.find()) {
            text = text.substring(0, tag.start());
        }
        text = inlineTags(text);
        text = HTML_PARAGRAPH.matcher(text).replaceAll("\n\n");
        text = HTML_TAG.matcher(text).replaceAll("");
        text = text.replace("&lt;", "<").replace("&gt;", ">").replace("&nbsp;", " ").replace("&amp;", "&");
        return firstSentence(text);
    }

    /** From the text of consecutive line comments, markers already removed (Go doc comments). */
    static String fromLines(String text) {
        return firstSentence(text);
    }

    /** From the contents of a Python docstring. */
    static String fromDocstring(String contents) {
        String text = contents;
        Matcher field = PYTHON_FIELD.matcher(text);
        if (field.find()) {
            text = text.substring(0, field.start());
        }
        return firstSentence(text);
    }

    private static String inlineTags(String text) {
        Matcher m = INLINE_TAG.matcher(text);
        var out = new StringBuilder();
        while (m.find()) {
            String tag = m.group(1);
            String body = m.group(2).strip();
            if (tag.equals("link") || tag.equals("linkplain")) {
                int space = body.indexOf(' ');
                body = space > 0 ? body.substring(space + 1).strip() : body.startsWith("#") ? body.substring(1) : body;
            }
            m.appendReplacement(out, Matcher.quoteReplacement(body));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** First sentence of plain text; {@code null} when the text is blank. */
    static String firstSentence(String text) {
        String t = text.strip();
        Matcher blank = BLANK_LINE.matcher(t);
        if (blank.find()) {
            t = t.substring(0, blank.start());
        }
        t = t.replaceAll("\\s+", " ").strip();
        Matcher end = SENTENCE_END.matcher(t);
        while (end.find()) {
            if (!abbreviation(t, end.start())) {
                t = t.substring(0, end.end());
                break;
            }
        }
        return t.isEmpty() ? null : Text.clip(t, MAX);
    }

    private static boolean abbreviation(String t, int dot) {
        String before = t.substring(Math.max(0, dot - 4), dot + 1).toLowerCase(java.util.Locale.ROOT);
        return before.endsWith("e.g.") || before.endsWith("i.e.") || before.endsWith(" etc.") || before.endsWith(" vs.")
                || before.endsWith("cf.");
    }
}
