package dev.dossier.compress;

import com.vladsch.flexmark.ast.BlockQuote;
import com.vladsch.flexmark.ast.FencedCodeBlock;
import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.ast.HtmlBlockBase;
import com.vladsch.flexmark.ast.IndentedCodeBlock;
import com.vladsch.flexmark.ast.ListBlock;
import com.vladsch.flexmark.ast.ListItem;
import com.vladsch.flexmark.ast.Paragraph;
import com.vladsch.flexmark.ast.ThematicBreak;
import com.vladsch.flexmark.parser.Parser;
import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.sequence.BasedSequence;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads cleaned markdown into {@link Block}s with flexmark (CommonMark, no extensions, as {@code source.MarkdownChunker}
 * parses), walking the block nodes in document order: headings, paragraphs, fenced and indented code, list items
 * (each its own block, nested ones after their parent, other blocks inside an item after it), block quotes (one block
 * with the quoted prose), HTML blocks and thematic breaks. What CommonMark lacks is read here: YAML front matter
 * (between {@code ---} lines at the very top), and inside a paragraph, pipe tables (a row and a separator row) and
 * definitions ({@code term} then {@code : definition}). Never throws; any text reads as some blocks.
 */
final class MarkdownBlocks {

    private static final Parser PARSER = Parser.builder().build();
    private static final Pattern QUOTE = Pattern.compile("^\\s{0,3}>\\s?");
    private static final Pattern DEFINITION = Pattern.compile("^\\s{0,3}:\\s+(.*)$");
    private static final Pattern TABLE_SEPARATOR = Pattern.compile("^\\s*\\|?\\s*:?-+:?\\s*(\\|\\s*:?-+:?\\s*)*\\|?\\s*$");

    private MarkdownBlocks() {
    }

    static List<Block> read(String cleaned) {
        String body = cleaned;
        var frontMatter = new ArrayList<Block>();
        String[] lines = cleaned.split("\n", -1);
        if (lines[0].strip().equals("---")) {
            for (int j = 1; j < Math.min(lines.length, 200); j++) {
                if (lines[j].strip().equals("---") || lines[j].strip().equals("...")) {
                    frontMatter.add(new Block(Block.Kind.FRONT_MATTER, 0, "", 0, "", List.copyOf(List.of(lines).subList(1, j)), ""));
                    body = String.join("\n", List.of(lines).subList(j + 1, lines.length));
                    break;
                }
            }
        }
        var out = new Builder(body, frontMatter);
        out.children(PARSER.parse(body));
        return out.blocks;
    }

    private static List<String> lines(List<BasedSequence> content) {
        return content.stream().map(l -> l.toString().replaceAll("[\r\n]+$", "")).toList();
    }

    private static final class Builder {
        private final String source;
        private final List<Block> blocks;
        private String section = "";

        Builder(String source, List<Block> blocks) {
            this.source = source;
            this.blocks = blocks;
        }

        void children(Node parent) {
            for (Node n = parent.getFirstChild(); n != null; n = n.getNext()) {
                node(n);
            }
        }

        void node(Node n) {
            if (n instanceof Heading h) {
                String t = h.getText().toString().strip();
                blocks.add(new Block(Block.Kind.HEADING, blocks.size(), t, h.getLevel(), "", List.of(), section));
                section = t;
            } else if (n instanceof Paragraph p) {
                paragraph(lines(p.getContentLines()));
            } else if (n instanceof FencedCodeBlock f) {
                add(Block.Kind.CODE, "", 0, f.getInfo().toString().strip(), lines(f.getContentLines()));
            } else if (n instanceof IndentedCodeBlock c) {
                add(Block.Kind.CODE, "", 0, "", lines(c.getContentLines()));
            } else if (n instanceof ListBlock) {
                children(n);
            } else if (n instanceof ListItem item) {
                listItem(item);
            } else if (n instanceof BlockQuote) {
                var text = new StringBuilder();
                n.getChars().toString().lines().forEach(l -> text.append(QUOTE.matcher(l).replaceFirst("").strip()).append(' '));
                add(Block.Kind.QUOTE, text.toString().strip(), 0, "", List.of());
            } else if (n instanceof HtmlBlockBase) {
                add(Block.Kind.HTML, "", 0, "", n.getChars().toString().stripTrailing().lines().toList());
            } else if (n instanceof ThematicBreak) {
                add(Block.Kind.RULE, "", 0, "", List.of());
            } else {
                children(n);
            }
        }

        /** The item with the prose of its first paragraph, indented by its marker's column; then the blocks inside it. */
        private void listItem(ListItem item) {
            int start = item.getStartOffset();
            int indent = source.substring(source.lastIndexOf('\n', start - 1) + 1, start).replace("\t", "    ").length();
            Node first = item.getFirstChild();
            String text = first instanceof Paragraph p ? joined(lines(p.getContentLines())) : "";
            add(Block.Kind.LIST_ITEM, text, indent, item.getOpeningMarker().toString(), List.of());
            for (Node n = first instanceof Paragraph ? first.getNext() : first; n != null; n = n.getNext()) {
                node(n);
            }
        }

        /** A paragraph's lines: prose, with pipe tables and definitions found among them. */
        private void paragraph(List<String> lines) {
            var para = new ArrayList<String>();
            int i = 0;
            while (i < lines.size()) {
                String line = lines.get(i);
                Matcher def = DEFINITION.matcher(line);
                int j = i + 1;
                if (line.contains("|") && j < lines.size() && TABLE_SEPARATOR.matcher(lines.get(j)).matches() && lines.get(j).contains("-")) {
                    flush(para);
                    while (j < lines.size() && lines.get(j).contains("|")) {
                        j++;
                    }
                    add(Block.Kind.TABLE, "", 0, "", lines.subList(i, j).stream().map(String::strip).toList());
                } else if (def.matches() && !para.isEmpty()) {
                    String term = joined(para);
                    para.clear();
                    var text = new StringBuilder(def.group(1).strip());
                    for (; j < lines.size() && !DEFINITION.matcher(lines.get(j)).matches(); j++) {
                        text.append(' ').append(lines.get(j).strip());
                    }
                    add(Block.Kind.DEFINITION, text.toString(), 0, term, List.of());
                } else {
                    para.add(line);
                }
                i = j;
            }
            flush(para);
        }

        private void flush(List<String> para) {
            if (!para.isEmpty()) {
                add(Block.Kind.PARAGRAPH, joined(para), 0, "", para);
                para.clear();
            }
        }

        private static String joined(List<String> lines) {
            var b = new StringBuilder();
            lines.forEach(l -> b.append(l.strip()).append(' '));
            return b.toString().strip();
        }

        private void add(Block.Kind kind, String text, int level, String marker, List<String> lines) {
            blocks.add(new Block(kind, blocks.size(), text, level, marker, List.copyOf(lines), section));
        }
    }
}
