package dev.dossier.source.man;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Renders parsed man page blocks as markdown for chunking, and as plain text for properties.
 *
 * <p>Markdown: {@code .SH} is {@code ##}, {@code .SS} is {@code ###}; paragraphs are escaped where a line
 * would otherwise read as a heading, quote, rule or fence; unfilled text (synopses, examples, tables) is a
 * fenced code block, cut every {@value #MAX_FENCE_LINES} lines so that a long table can still be chunked;
 * a tagged paragraph is a list item whose tag is a code span, its body indented below it.
 */
final class ManMarkdown {

    static final int MAX_FENCE_LINES = 40;

    private static final Pattern NEEDS_ESCAPE = Pattern.compile("^(#|>|```|~~~|[-=*_+](\\s*[-=*_])*\\s*$)");
    private static final Pattern BACKTICKS = Pattern.compile("`+");

    private ManMarkdown() {
    }

    /** A section as markdown, with its heading (none for the untitled text before the first heading). */
    static String section(ManPage.Section s) {
        var sb = new StringBuilder();
        if (!s.heading().isEmpty()) {
            sb.append("#".repeat(s.level())).append(' ').append(s.heading()).append("\n\n");
        }
        sb.append(blocks(s.blocks(), ""));
        return sb.toString().stripTrailing();
    }

    /** Blocks as markdown, each line prefixed with {@code indent}, blocks separated by blank lines. */
    static String blocks(List<ManPage.Block> blocks, String indent) {
        var sb = new StringBuilder();
        for (ManPage.Block b : blocks) {
            if (sb.length() > 0) {
                sb.append('\n');
            }
            sb.append(block(b, indent));
        }
        return sb.toString();
    }

    static String block(ManPage.Block b, String indent) {
        if (b instanceof ManPage.Para p) {
            var sb = new StringBuilder();
            for (String line : p.text().split("\n")) {
                sb.append(indent).append(escape(line.strip())).append('\n');
            }
            return sb.toString();
        }
        if (b instanceof ManPage.Pre p) {
            return fences(p.text(), indent);
        }
        var item = (ManPage.Item) b;
        String body = blocks(item.body(), indent + "  ");
        if (item.bullet()) {
            String text = body.isEmpty() ? "" : body.substring(Math.min(body.length(), indent.length() + 2));
            return indent + "- " + (text.isEmpty() ? "\n" : text);
        }
        return indent + "- " + codeSpan(item.tag()) + "\n" + body;
    }

    /** Unfilled text as fenced code blocks of at most {@value #MAX_FENCE_LINES} lines each. */
    private static String fences(String text, String indent) {
        String[] lines = text.split("\n", -1);
        int longest = 0;
        Matcher m = BACKTICKS.matcher(text);
        while (m.find()) {
            longest = Math.max(longest, m.group().length());
        }
        String fence = "`".repeat(Math.max(3, longest + 1));
        var sb = new StringBuilder();
        for (int start = 0; start < lines.length; start += MAX_FENCE_LINES) {
            if (start > 0) {
                sb.append('\n');
            }
            sb.append(indent).append(fence).append('\n');
            for (int i = start; i < Math.min(lines.length, start + MAX_FENCE_LINES); i++) {
                sb.append(lines[i].isEmpty() ? "" : indent + lines[i]).append('\n');
            }
            sb.append(indent).append(fence).append('\n');
        }
        return sb.toString();
    }

    static String codeSpan(String s) {
        int longest = 0;
        Matcher m = BACKTICKS.matcher(s);
        while (m.find()) {
            longest = Math.max(longest, m.group().length());
        }
        String ticks = "`".repeat(longest + 1);
        String pad = s.startsWith("`") || s.endsWith("`") ? " " : "";
        return ticks + pad + s + pad + ticks;
    }

    /** A paragraph line with a leading backslash where markdown would read it as block syntax. */
    static String escape(String line) {
        return NEEDS_ESCAPE.matcher(line).find() ? "\\" + line : line;
    }

    /** Plain text of blocks: paragraphs and unfilled text as they are, items as "tag: body", separated by newlines. */
    static String plain(List<ManPage.Block> blocks) {
        var sb = new StringBuilder();
        for (ManPage.Block b : blocks) {
            if (sb.length() > 0) {
                sb.append('\n');
            }
            if (b instanceof ManPage.Para p) {
                sb.append(p.text());
            } else if (b instanceof ManPage.Pre p) {
                sb.append(p.text());
            } else {
                var item = (ManPage.Item) b;
                String body = plain(item.body());
                sb.append(item.bullet() ? "\u2022 " : item.tag() + (body.isEmpty() ? "" : ": ")).append(body);
            }
        }
        return sb.toString();
    }

    /** Collapses whitespace (newlines included) to single spaces. */
    static String oneLine(String s) {
        return s.replaceAll("\\s+", " ").strip();
    }
}
