package dev.dossier.filesummary;

import dev.dossier.filesummary.Outline.Import;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Condenses imports for display: names grouped by module, or module prefixes with counts when there are many. */
final class Imports {

    private Imports() {
    }

    /**
     * One entry per module, in first-seen order: {@code java.util.{List, Map}} and {@code java.util.List} with
     * join {@code "."}, {@code ./utils {a, b}} and {@code ./utils {a}} with join {@code " "}, {@code fmt} without names.
     */
    static List<String> byModule(List<Import> imports, String join) {
        Map<String, Set<String>> groups = new LinkedHashMap<>();
        for (Import i : imports) {
            Set<String> names = groups.computeIfAbsent(i.module(), k -> new LinkedHashSet<>());
            if (i.name() != null) {
                names.add(i.name());
            }
        }
        var out = new ArrayList<String>();
        groups.forEach((module, names) -> {
            String sep = !join.isBlank() && module.endsWith(join) ? "" : join; // Python's "from . import x": .x
            if (names.isEmpty()) {
                out.add(module);
            } else if (names.size() == 1 && !join.isBlank()) {
                out.add(module + sep + names.iterator().next());
            } else {
                out.add(module + sep + "{" + String.join(", ", names) + "}");
            }
        });
        return out;
    }

    /**
     * Coarse groups with counts, for files with many imports: the first two segments of a dotted module
     * ({@code java.util (5)}), the package of a path module ({@code @tanstack/query-core (2)}), or {@code ./ (7)}
     * for all relative paths.
     */
    static List<String> byPrefix(List<Import> imports) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (Import i : imports) {
            counts.merge(prefix(i.module()), 1, Integer::sum);
        }
        var out = new ArrayList<String>();
        counts.forEach((prefix, n) -> out.add(prefix + " (" + n + ")"));
        return out;
    }

    private static String prefix(String module) {
        String m = module.startsWith("static ") ? module.substring("static ".length()) : module;
        if (m.startsWith(".")) {
            return m.startsWith("./") || m.startsWith("../") ? "./" : ".";
        }
        char sep = m.indexOf('/') >= 0 ? '/' : '.';
        int first = m.indexOf(sep, m.startsWith("@") ? m.indexOf('/') + 1 : 0);
        if (sep == '/' || first < 0) {
            return first < 0 ? m : m.substring(0, first);
        }
        int second = m.indexOf(sep, first + 1);
        return second < 0 ? m : m.substring(0, second);
    }
}
