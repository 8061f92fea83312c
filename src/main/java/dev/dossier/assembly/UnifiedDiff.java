package dev.dossier.assembly;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The parts of a unified diff ({@code git diff}, {@code diff -u}) that review relevance reads: which files it changes
 * and the lines it adds. Hand-written because it reads only hunk headers and line prefixes, which is all of the format
 * that matters here; a diff library would add a dependency for the same twenty lines.
 */
public final class UnifiedDiff {

    private static final Pattern HUNK = Pattern.compile("^@@ -\\d+(,\\d+)? \\+\\d+(,\\d+)? @@.*");

    private UnifiedDiff() {
    }

    /** Whether {@code diff} has at least one hunk header ({@code @@ -a,b +c,d @@}). */
    public static boolean hasHunk(String diff) {
        return diff.lines().anyMatch(l -> HUNK.matcher(l).matches());
    }

    /** The lines the diff adds (inside hunks, without their {@code +}), joined by line breaks; empty when it adds none. */
    public static String addedLines(String diff) {
        var out = new ArrayList<String>();
        boolean inHunk = false;
        for (String line : diff.lines().toList()) {
            if (HUNK.matcher(line).matches()) {
                inHunk = true;
            } else if (line.startsWith("diff ") || line.startsWith("--- ") && !inHunk) {
                inHunk = false;
            } else if (inHunk && line.startsWith("+")) {
                out.add(line.substring(1));
            }
        }
        return String.join("\n", out);
    }

    /**
     * A patch of several files split by file: each file's part keyed by its new path ({@code +++ b/src/a.css} gives
     * {@code src/a.css}), in order. A deleted file ({@code +++ /dev/null}) has no new path and is left out.
     */
    public static Map<String, String> byFile(String patch) {
        var out = new LinkedHashMap<String, String>();
        List<String> lines = patch.lines().toList();
        String path = null;
        var part = new ArrayList<String>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            boolean header = line.startsWith("--- ") && i + 1 < lines.size() && lines.get(i + 1).startsWith("+++ ");
            if (header || line.startsWith("diff --git ")) {
                put(out, path, part);
                part = new ArrayList<>();
                path = null;
            }
            if (line.startsWith("+++ ") && path == null && (i == 0 || lines.get(i - 1).startsWith("--- "))) {
                path = newPath(line.substring(4));
            }
            part.add(line);
        }
        put(out, path, part);
        return out;
    }

    private static void put(Map<String, String> out, String path, List<String> part) {
        if (path != null) {
            out.merge(path, String.join("\n", part), (a, b) -> a + "\n" + b);
        }
    }

    private static String newPath(String header) {
        String p = header.split("\t", 2)[0].strip();
        if (p.equals("/dev/null")) {
            return null;
        }
        return p.startsWith("b/") ? p.substring(2) : p;
    }
}
