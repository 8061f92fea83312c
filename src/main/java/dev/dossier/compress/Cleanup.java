package dev.dossier.compress;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The clean-up that loses no information a reader needs, done before any level is made. Outside fenced code:
 * HTML comments and status badges (images from shields.io, badgen, CI and coverage services) are removed, runs
 * of spaces inside a line become one space, a line repeated right after itself is dropped, and a paragraph
 * (40 characters or more) that already appeared earlier is dropped. Everywhere: line endings become
 * {@code \n}, a byte-order mark and trailing white space go, and blank runs shrink to one blank line. Code inside
 * fences keeps its indentation and its repeats.
 */
final class Cleanup {

    private static final Pattern FENCE = Pattern.compile("^\\s*(`{3,}|~{3,})(.*)$");
    private static final Pattern LINKED_IMAGE = Pattern.compile("\\[(!\\[[^\\]]*\\]\\(([^)\\s]*)[^)]*\\))\\]\\([^)]*\\)");
    private static final Pattern IMAGE = Pattern.compile("!\\[[^\\]]*\\]\\(([^)\\s]*)[^)]*\\)");
    private static final Pattern BADGE_URL = Pattern.compile(
            "(?i)(shields\\.io|badgen\\.net|badge\\.fury\\.io|badge\\.svg|/badges?/|travis-ci\\.|circleci\\.com|ci\\.appveyor\\.com|codecov\\.io"
                    + "|coveralls\\.io|snyk\\.io/test|packagephobia|bundlephobia\\.com|david-dm\\.org|app\\.codacy)");
    private static final Pattern SPACE_RUN = Pattern.compile("(?<=\\S)[ \\t]{2,}");
    private static final int MIN_DUPLICATE_PARAGRAPH = 40;

    private Cleanup() {
    }

    static String clean(String markdown) {
        String text = markdown.replace("\r\n", "\n").replace('\r', '\n');
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        var lines = new ArrayList<Line>();
        boolean inComment = false;
        String fence = null;
        for (String raw : text.split("\n", -1)) {
            if (fence != null) {
                lines.add(new Line(raw.stripTrailing(), true));
                if (closes(raw, fence)) {
                    fence = null;
                }
                continue;
            }
            String line = raw;
            if (inComment) {
                int end = line.indexOf("-->");
                if (end < 0) {
                    continue;
                }
                line = line.substring(end + 3);
                inComment = false;
                if (line.isBlank()) {
                    continue;
                }
            }
            Matcher f = FENCE.matcher(line);
            if (f.matches()) {
                fence = f.group(1);
                lines.add(new Line(line.stripTrailing(), true));
                continue;
            }
            String stripped = stripComments(line);
            if (stripped == null) {
                inComment = true;
                stripped = line.substring(0, openComment(line));
            }
            String noBadges = stripBadges(stripped);
            boolean removedSomething = !noBadges.equals(line);
            String collapsed = SPACE_RUN.matcher(noBadges).replaceAll(" ").stripTrailing();
            if (collapsed.isBlank() && removedSomething) {
                continue;
            }
            lines.add(new Line(collapsed, false));
        }
        return join(dropDuplicates(lines));
    }

    /** The line without complete HTML comments; null when a comment opens and does not close on this line. */
    private static String stripComments(String line) {
        String out = line;
        int from = 0;
        while (true) {
            int open = out.indexOf("<!--", from);
            if (open < 0) {
                return out;
            }
            if (insideCodeSpan(out, open)) {
                from = open + 4;
                continue;
            }
            int close = out.indexOf("-->", open + 4);
            if (close < 0) {
                return null;
            }
            out = out.substring(0, open) + out.substring(close + 3);
            from = open;
        }
    }

    private static int openComment(String line) {
        int from = 0;
        while (true) {
            int open = line.indexOf("<!--", from);
            if (!insideCodeSpan(line, open)) {
                return open;
            }
            from = open + 4;
        }
    }

    private static boolean insideCodeSpan(String line, int index) {
        int ticks = 0;
        for (int i = 0; i < index; i++) {
            if (line.charAt(i) == '`') {
                ticks++;
            }
        }
        return ticks % 2 == 1;
    }

    private static String stripBadges(String line) {
        if (!line.contains("![")) {
            return line;
        }
        var out = new StringBuilder();
        Matcher m = LINKED_IMAGE.matcher(line);
        while (m.find()) {
            m.appendReplacement(out, BADGE_URL.matcher(m.group(2)).find() ? "" : Matcher.quoteReplacement(m.group()));
        }
        m.appendTail(out);
        String once = out.toString();
        var out2 = new StringBuilder();
        Matcher i = IMAGE.matcher(once);
        while (i.find()) {
            i.appendReplacement(out2, BADGE_URL.matcher(i.group(1)).find() ? "" : Matcher.quoteReplacement(i.group()));
        }
        i.appendTail(out2);
        return out2.toString();
    }

    private static boolean closes(String line, String fence) {
        String s = line.strip();
        char c = fence.charAt(0);
        if (s.length() < fence.length()) {
            return false;
        }
        for (int k = 0; k < s.length(); k++) {
            if (s.charAt(k) != c) {
                return false;
            }
        }
        return true;
    }

    private static List<Line> dropDuplicates(List<Line> lines) {
        var out = new ArrayList<Line>();
        // consecutive repeats of a prose line
        for (Line l : lines) {
            if (!l.code() && !l.text().isBlank() && !out.isEmpty()) {
                Line prev = out.get(out.size() - 1);
                if (!prev.code() && prev.text().strip().equals(l.text().strip())) {
                    continue;
                }
            }
            out.add(l);
        }
        // repeated paragraphs
        Set<String> seen = new HashSet<>();
        var result = new ArrayList<Line>();
        int i = 0;
        while (i < out.size()) {
            Line l = out.get(i);
            if (l.code() || l.text().isBlank()) {
                result.add(l);
                i++;
                continue;
            }
            int j = i;
            var para = new StringBuilder();
            while (j < out.size() && !out.get(j).code() && !out.get(j).text().isBlank()) {
                para.append(out.get(j).text().strip()).append(' ');
                j++;
            }
            String key = para.toString().replaceAll("\\s+", " ").strip().toLowerCase(Locale.ROOT);
            boolean duplicate = key.length() >= MIN_DUPLICATE_PARAGRAPH && !key.startsWith("#") && !seen.add(key);
            if (!duplicate) {
                result.addAll(out.subList(i, j));
            } else if (j < out.size() && out.get(j).text().isBlank()) {
                j++;
            }
            i = j;
        }
        return result;
    }

    private static String join(List<Line> lines) {
        var b = new StringBuilder();
        boolean blank = true; // drops leading blank lines
        for (Line l : lines) {
            boolean isBlank = l.text().isBlank();
            if (isBlank && !l.code()) {
                if (blank) {
                    continue;
                }
                blank = true;
                b.append('\n');
                continue;
            }
            blank = false;
            b.append(l.text()).append('\n');
        }
        return b.toString().strip().isEmpty() ? "" : b.toString().stripTrailing() + "\n";
    }

    private record Line(String text, boolean code) {
    }
}
