package dev.dossier.compress;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A small line-based markdown block reader, enough for summarizing: YAML front matter, ATX and setext headings,
 * fenced code, tables, list items (with lazy continuation lines), block quotes, definition lists
 * ({@code term} then {@code : definition}), HTML blocks, thematic breaks and paragraphs. Never throws; any text
 * reads as some blocks. Indented code is read as paragraphs (list continuations look the same).
 */
final class MarkdownBlocks {

    private static final Pattern ATX = Pattern.compile("^\\s{0,3}(#{1,6})(?:\\s+(.*?))?\\s*#*\\s*$");
    private static final Pattern SETEXT = Pattern.compile("^\\s{0,3}(=+|-+)\\s*$");
    private static final Pattern RULE = Pattern.compile("^\\s{0,3}([-*_])(\\s*\\1){2,}\\s*$");
    private static final Pattern LIST = Pattern.compile("^(\\s*)([-*+]|\\d{1,9}[.)])\\s+(.*)$");
    private static final Pattern QUOTE = Pattern.compile("^\\s{0,3}>\\s?(.*)$");
    private static final Pattern DEFINITION = Pattern.compile("^\\s{0,3}:\\s+(.*)$");
    private static final Pattern HTML = Pattern.compile("^\\s{0,3}<(/?[a-zA-Z][\\w-]*|!)[\\s>/]?.*");
    private static final Pattern TABLE_SEPARATOR = Pattern.compile("^\\s*\\|?\\s*:?-+:?\\s*(\\|\\s*:?-+:?\\s*)*\\|?\\s*$");

    private MarkdownBlocks() {
    }

    static List<Block> read(String cleaned) {
        String[] lines = cleaned.split("\n", -1);
        var out = new Builder();
        int i = 0;
        if (lines.length > 0 && lines[0].strip().equals("---")) {
            for (int j = 1; j < Math.min(lines.length, 200); j++) {
                String s = lines[j].strip();
                if (s.equals("---") || s.equals("...")) {
                    out.add(Block.Kind.FRONT_MATTER, "", 0, "", List.of(lines).subList(1, j));
                    i = j + 1;
                    break;
                }
            }
        }
        var para = new ArrayList<String>();
        while (i < lines.length) {
            String line = lines[i];
            if (line.isBlank()) {
                out.paragraph(para);
                i++;
                continue;
            }
            Matcher fence = Cleanup.FENCE.matcher(line);
            if (fence.matches()) {
                out.paragraph(para);
                var code = new ArrayList<String>();
                int indent = line.indexOf(fence.group(1));
                int j = i + 1;
                while (j < lines.length && !Cleanup.closes(lines[j], fence.group(1))) {
                    code.add(dedent(lines[j], indent));
                    j++;
                }
                out.add(Block.Kind.CODE, "", 0, fence.group(2).strip(), code);
                i = j + 1;
                continue;
            }
            Matcher atx = ATX.matcher(line);
            if (atx.matches()) {
                out.paragraph(para);
                out.heading(atx.group(2) == null ? "" : atx.group(2), atx.group(1).length());
                i++;
                continue;
            }
            if (para.size() == 1 && SETEXT.matcher(line).matches()) {
                out.heading(para.get(0).strip(), line.strip().startsWith("=") ? 1 : 2);
                para.clear();
                i++;
                continue;
            }
            if (RULE.matcher(line).matches()) {
                out.paragraph(para);
                out.add(Block.Kind.RULE, "", 0, "", List.of());
                i++;
                continue;
            }
            if (line.contains("|") && i + 1 < lines.length && TABLE_SEPARATOR.matcher(lines[i + 1]).matches() && lines[i + 1].contains("-")) {
                out.paragraph(para);
                var rows = new ArrayList<String>();
                int j = i;
                while (j < lines.length && !lines[j].isBlank() && lines[j].contains("|")) {
                    rows.add(lines[j].strip());
                    j++;
                }
                out.add(Block.Kind.TABLE, "", 0, "", rows);
                i = j;
                continue;
            }
            Matcher item = LIST.matcher(line);
            if (item.matches()) {
                out.paragraph(para);
                var text = new StringBuilder(item.group(3).strip());
                int j = i + 1;
                while (j < lines.length && !lines[j].isBlank() && !startsBlock(lines, j)) {
                    text.append(' ').append(lines[j].strip());
                    j++;
                }
                out.add(Block.Kind.LIST_ITEM, text.toString(), item.group(1).replace("\t", "    ").length(), item.group(2), List.of());
                i = j;
                continue;
            }
            Matcher quote = QUOTE.matcher(line);
            if (quote.matches()) {
                out.paragraph(para);
                var text = new StringBuilder();
                int j = i;
                Matcher q;
                while (j < lines.length && (q = QUOTE.matcher(lines[j])).matches()) {
                    text.append(q.group(1).strip()).append(' ');
                    j++;
                }
                out.add(Block.Kind.QUOTE, text.toString().strip(), 0, "", List.of());
                i = j;
                continue;
            }
            Matcher def = DEFINITION.matcher(line);
            if (def.matches() && !para.isEmpty()) {
                String term = String.join(" ", para).strip();
                para.clear();
                var text = new StringBuilder(def.group(1).strip());
                int j = i + 1;
                while (j < lines.length && !lines[j].isBlank() && !startsBlock(lines, j) && !DEFINITION.matcher(lines[j]).matches()) {
                    text.append(' ').append(lines[j].strip());
                    j++;
                }
                out.add(Block.Kind.DEFINITION, text.toString(), 0, term, List.of());
                i = j;
                continue;
            }
            if (para.isEmpty() && HTML.matcher(line).matches()) {
                var html = new ArrayList<String>();
                int j = i;
                while (j < lines.length && !lines[j].isBlank()) {
                    html.add(lines[j]);
                    j++;
                }
                out.add(Block.Kind.HTML, "", 0, "", html);
                i = j;
                continue;
            }
            para.add(line);
            i++;
        }
        out.paragraph(para);
        return out.blocks;
    }

    private static String dedent(String line, int indent) {
        int k = 0;
        while (k < indent && k < line.length() && line.charAt(k) == ' ') {
            k++;
        }
        return line.substring(k);
    }

    private static boolean startsBlock(String[] lines, int j) {
        String line = lines[j];
        return Cleanup.FENCE.matcher(line).matches() || ATX.matcher(line).matches() || LIST.matcher(line).matches()
                || RULE.matcher(line).matches() || QUOTE.matcher(line).matches()
                || (line.contains("|") && j + 1 < lines.length && TABLE_SEPARATOR.matcher(lines[j + 1]).matches() && lines[j + 1].contains("-"));
    }

    private static final class Builder {
        private final List<Block> blocks = new ArrayList<>();
        private String section = "";

        void add(Block.Kind kind, String text, int level, String marker, List<String> lines) {
            blocks.add(new Block(kind, blocks.size(), text, level, marker, List.copyOf(lines), section));
        }

        void heading(String text, int level) {
            String t = text.strip();
            blocks.add(new Block(Block.Kind.HEADING, blocks.size(), t, level, "", List.of(), section));
            section = t;
        }

        void paragraph(List<String> para) {
            if (para.isEmpty()) {
                return;
            }
            var b = new StringBuilder();
            for (String l : para) {
                b.append(l.strip()).append(' ');
            }
            add(Block.Kind.PARAGRAPH, b.toString().strip(), 0, "", para);
            para.clear();
        }
    }
}
