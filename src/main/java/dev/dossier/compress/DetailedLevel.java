package dev.dossier.compress;

import dev.dossier.model.TokenCounter;
import dev.dossier.text.Sentences;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * The detailed level: the document's skeleton with its structure kept. What it keeps, most important first (a
 * lower rank is kept before a higher one when the cap is tight; within a rank, earlier text first):
 * <ol start="0">
 *   <li>headings of levels 1–2, requirement sentences and list items (and every item under a heading about
 *       requirements or rules), the front matter's descriptive keys;</li>
 *   <li>headings of levels 3–6, code blocks that hold commands (commands and signatures kept, other lines left out
 *       with {@code …}), the first sentence of the document;</li>
 *   <li>the first sentence of each paragraph and quote, definition terms with their first sentence, list items
 *       that start with a term ({@code `--flag`}, {@code **term**}), other code blocks' first lines and
 *       signatures, tables' header and first row;</li>
 *   <li>the first sentence of other list items.</li>
 * </ol>
 * Kept pieces are rendered in document order. The result counts at most the cap with the given counter.
 */
final class DetailedLevel {

    private static final Pattern SIGNATURE = Pattern.compile("^\\s*(?:export\\s+)?(?:default\\s+)?(?:public|private|protected|static|abstract|final"
            + "|async|def|class|interface|function|func|fn|type|struct|enum|trait|impl|module|package|record|@interface)\\b.*"
            + "|^\\s*[\\w.<>\\[\\], ?]+\\s+[\\w$]+\\s*\\([^)]*\\)\\s*(?:throws [\\w., ]+)?\\s*[{:;]?\\s*$");
    private static final Pattern REQUIREMENT_SECTION = Pattern.compile("(?i)requirement|\\brules?\\b|\\bmust\\b|\\bshall\\b|polic|checklist|mandatory");
    private static final Pattern TERM_ITEM = Pattern.compile("^(`[^`]+`|\\*\\*[^*]+\\*\\*|--?[a-zA-Z][\\w-]*)");
    private static final Set<String> FRONT_MATTER_KEYS = Set.of("title", "description", "summary", "category", "severity", "applies_to", "tags",
            "keywords", "section", "author", "rule", "scope", "domain");
    private static final int MAX_SENTENCE = 400;
    private static final int MAX_ITEM = 600;
    private static final int MAX_CODE_LINES = 8;
    private static final int MAX_LINE = 160;

    private DetailedLevel() {
    }

    private record Unit(int block, int seq, int rank, String text) {
    }

    static String build(List<Block> blocks, int cap, TokenCounter counter) {
        var units = new ArrayList<Unit>();
        boolean firstParagraph = true;
        for (Block b : blocks) {
            switch (b.kind()) {
                case HEADING -> units.add(new Unit(b.index(), 0, b.level() <= 2 ? 0 : 1, "#".repeat(b.level()) + " " + b.text()));
                case FRONT_MATTER -> frontMatter(b, units);
                case PARAGRAPH, QUOTE -> {
                    prose(b, units, firstParagraph ? 1 : 2);
                    firstParagraph = false;
                }
                case LIST_ITEM -> listItem(b, units);
                case DEFINITION -> units.add(new Unit(b.index(), 0, 2, b.marker() + "\n: " + TextCutter.clip(Sentences.first(b.text()), MAX_SENTENCE)));
                case CODE -> code(b, units);
                case TABLE -> table(b, units);
                default -> {
                    // HTML blocks and thematic breaks carry no structure worth the tokens
                }
            }
        }
        var order = new ArrayList<>(units);
        order.sort(Comparator.comparingInt(Unit::rank).thenComparingInt(Unit::block).thenComparingInt(Unit::seq));
        return TextCutter.pick(order, u -> counter.count(u.text()) + 2, chosen -> render(blocks, chosen), cap, counter);
    }

    private static void frontMatter(Block b, List<Unit> units) {
        var kept = new StringBuilder("---\n");
        int n = 0;
        for (String line : b.lines()) {
            int colon = line.indexOf(':');
            if (colon > 0 && !line.startsWith(" ") && FRONT_MATTER_KEYS.contains(line.substring(0, colon).strip().toLowerCase(Locale.ROOT))) {
                kept.append(TextCutter.clip(line.strip(), MAX_LINE)).append('\n');
                n++;
            }
        }
        if (n > 0) {
            units.add(new Unit(b.index(), 0, 0, kept.append("---").toString()));
        }
    }

    private static void prose(Block b, List<Unit> units, int firstRank) {
        var sentences = Sentences.split(b.text());
        for (int k = 0; k < sentences.size(); k++) {
            String s = sentences.get(k);
            if (Signals.requirement(s)) {
                units.add(new Unit(b.index(), k, 0, TextCutter.clip(s, MAX_SENTENCE)));
            } else if (k == 0) {
                units.add(new Unit(b.index(), k, firstRank, TextCutter.clip(s, MAX_SENTENCE)));
            }
        }
    }

    private static void listItem(Block b, List<Unit> units) {
        boolean requirementSection = REQUIREMENT_SECTION.matcher(b.section()).find();
        if (requirementSection || Signals.requirement(b.text())) {
            units.add(new Unit(b.index(), 0, 0, TextCutter.clip(b.text(), MAX_ITEM)));
            return;
        }
        String first = TextCutter.clip(Sentences.first(b.text()), MAX_SENTENCE);
        units.add(new Unit(b.index(), 0, TERM_ITEM.matcher(b.text()).find() ? 2 : 3, first));
    }

    private static void code(Block b, List<Unit> units) {
        var lines = b.lines();
        var kept = new TreeMap<Integer, String>();
        boolean commands = false;
        for (int i = 0; i < lines.size() && kept.size() < MAX_CODE_LINES; i++) {
            String line = lines.get(i);
            if (line.isBlank()) {
                continue;
            }
            boolean command = Signals.command(line);
            commands |= command;
            if (kept.isEmpty() || command || (line.length() <= 300 && SIGNATURE.matcher(line).matches()) || lines.size() <= 4) {
                kept.put(i, TextCutter.clip(line.stripTrailing(), MAX_LINE));
            }
        }
        if (kept.isEmpty()) {
            return;
        }
        var text = new StringBuilder("```").append(b.marker()).append('\n');
        int previous = -1;
        for (var e : kept.entrySet()) {
            if (e.getKey() > previous + 1 && previous >= 0) {
                text.append("…\n");
            }
            text.append(e.getValue()).append('\n');
            previous = e.getKey();
        }
        if (lastNonBlank(lines) > previous) {
            text.append("…\n");
        }
        units.add(new Unit(b.index(), 0, commands ? 1 : 2, text.append("```").toString()));
    }

    private static int lastNonBlank(List<String> lines) {
        for (int i = lines.size() - 1; i >= 0; i--) {
            if (!lines.get(i).isBlank()) {
                return i;
            }
        }
        return -1;
    }

    private static void table(Block b, List<Unit> units) {
        var rows = b.lines();
        var text = new StringBuilder();
        for (int i = 0; i < Math.min(3, rows.size()); i++) {
            text.append(TextCutter.clip(rows.get(i), MAX_LINE * 2)).append('\n');
        }
        int data = rows.size() - 2;
        if (data > 1) {
            text.append("(table of ").append(data).append(" rows)\n");
        }
        units.add(new Unit(b.index(), 0, 2, text.toString().stripTrailing()));
    }

    private static String render(List<Block> blocks, List<Unit> chosen) {
        var byBlock = new TreeMap<Integer, List<Unit>>();
        for (Unit u : chosen) {
            byBlock.computeIfAbsent(u.block(), k -> new ArrayList<>()).add(u);
        }
        var out = new StringBuilder();
        for (var e : byBlock.entrySet()) {
            Block b = blocks.get(e.getKey());
            var parts = e.getValue().stream().sorted(Comparator.comparingInt(Unit::seq)).map(Unit::text).toList();
            String body = String.join(" ", parts);
            if (b.kind() == Block.Kind.HEADING && out.length() > 0) {
                out.append('\n');
            }
            switch (b.kind()) {
                case LIST_ITEM -> out.append(" ".repeat(Math.min(b.level(), 8))).append(b.marker()).append(' ').append(body);
                case QUOTE -> out.append("> ").append(body);
                default -> out.append(body);
            }
            out.append('\n');
        }
        return out.toString().strip();
    }
}
