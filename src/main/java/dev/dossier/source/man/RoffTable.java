package dev.dossier.source.man;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A tbl(1) table as text: the options line ({@code tab(:);}) and the format lines up to the one ending in
 * {@code .} are dropped (also after {@code .T&}), rules ({@code _}, {@code =}) too; each data row is one line,
 * its cells joined with {@code " | "}; a text block {@code T{ ... T}} is one cell.
 */
final class RoffTable {

    private static final Pattern TABLE_TAB = Pattern.compile("tab\\s*\\((.)\\)");
    private static final Set<String> FONT = Set.of("B", "I", "SM", "SB");
    private static final Set<String> ALTERNATING = Set.of("BR", "RB", "IR", "RI", "BI", "IB");

    private RoffTable() {
    }

    /** The rows of a table (the lines between {@code .TS} and {@code .TE}); empty when it has none. */
    static String render(List<String> lines, RoffText text) {
        int i = 0;
        char tab = '\t';
        if (!lines.isEmpty() && lines.get(0).strip().endsWith(";")) {
            Matcher m = TABLE_TAB.matcher(lines.get(0));
            if (m.find()) {
                tab = m.group(1).charAt(0);
            }
            i++;
        }
        i = skipFormat(lines, i);
        var rows = new StringBuilder();
        while (i < lines.size()) {
            String line = lines.get(i);
            i++;
            if (RoffParser.isControl(line)) {
                if (RoffParser.requestName(line.substring(1).stripLeading()).equals("T&")) {
                    i = skipFormat(lines, i);
                }
                continue;
            }
            String trimmed = line.strip();
            if (trimmed.equals("_") || trimmed.equals("=") || trimmed.isEmpty()) {
                continue;
            }
            var cells = new ArrayList<String>();
            String rest = line;
            while (rest != null) {
                int t = rest.indexOf(tab);
                String cell = t < 0 ? rest : rest.substring(0, t);
                rest = t < 0 ? null : rest.substring(t + 1);
                if (cell.strip().startsWith("T{")) {
                    var block = new StringBuilder(cellText(cell.strip().substring(2), text));
                    String tail = null;
                    if (rest == null) {
                        while (i < lines.size()) {
                            String l = lines.get(i);
                            i++;
                            if (l.startsWith("T}")) {
                                tail = l.substring(2);
                                break;
                            }
                            String piece = cellText(l, text);
                            if (!piece.isBlank()) {
                                block.append(block.length() > 0 ? " " : "").append(piece.strip());
                            }
                        }
                    }
                    cells.add(block.toString().strip());
                    if (tail != null) {
                        int t2 = tail.indexOf(tab);
                        rest = t2 < 0 ? null : tail.substring(t2 + 1);
                    }
                } else {
                    String c = text.plain(cell).strip();
                    cells.add(c.equals("_") || c.equals("=") || cell.strip().equals("\\^") ? "" : c);
                }
            }
            while (!cells.isEmpty() && cells.get(cells.size() - 1).isEmpty()) {
                cells.remove(cells.size() - 1);
            }
            if (!cells.isEmpty()) {
                rows.append(String.join(" | ", cells)).append('\n');
            }
        }
        return rows.toString().stripTrailing();
    }

    private static int skipFormat(List<String> lines, int i) {
        while (i < lines.size()) {
            String l = lines.get(i).strip();
            i++;
            if (l.endsWith(".")) {
                break;
            }
        }
        return i;
    }

    /** Text of one line inside a {@code T{ ... T}} cell: font requests give their arguments, other requests nothing. */
    private static String cellText(String line, RoffText text) {
        if (RoffParser.isControl(line)) {
            String body = line.substring(1).stripLeading();
            String name = RoffParser.requestName(body);
            if (FONT.contains(name) || ALTERNATING.contains(name)) {
                return String.join(FONT.contains(name) ? " " : "", RoffArgs.of(body.substring(name.length())).stream().map(text::plain).toList());
            }
            return "";
        }
        return text.plain(line);
    }

}
