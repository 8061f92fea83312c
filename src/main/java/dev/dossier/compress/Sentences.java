package dev.dossier.compress;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Splits prose into sentences: at {@code .}, {@code !} or {@code ?} (closing quotes, brackets and emphasis marks may
 * follow) when white space and then an upper-case letter, a digit or an opening mark come next, never inside a
 * code span, and not after a known abbreviation ({@code e.g.}, {@code etc.}, ...) or a single capital (an initial).
 */
final class Sentences {

    private static final Set<String> ABBREVIATIONS = Set.of("e.g", "i.e", "etc", "vs", "cf", "mr", "mrs", "ms", "dr", "st", "fig", "no",
            "approx", "incl", "al", "resp", "eq", "sec", "ch", "vol", "p", "pp", "jr", "sr", "inc", "ltd", "co", "ca", "viz", "esp");
    private static final String CLOSERS = ")]\"'*_”’»";
    private static final String OPENERS = "`\"'([*_#$<“‘«@-";

    private Sentences() {
    }

    static List<String> split(String prose) {
        String t = prose.replaceAll("\\s+", " ").strip();
        var out = new ArrayList<String>();
        if (t.isEmpty()) {
            return out;
        }
        int start = 0;
        boolean code = false;
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            if (c == '`') {
                code = !code;
                continue;
            }
            if (code || (c != '.' && c != '!' && c != '?')) {
                continue;
            }
            int j = i + 1;
            while (j < t.length() && CLOSERS.indexOf(t.charAt(j)) >= 0) {
                j++;
            }
            if (j + 1 >= t.length() || t.charAt(j) != ' ') {
                continue;
            }
            char next = t.charAt(j + 1);
            if (!(Character.isUpperCase(next) || Character.isDigit(next) || OPENERS.indexOf(next) >= 0)) {
                continue;
            }
            if (c == '.' && abbreviation(t, start, i)) {
                continue;
            }
            out.add(t.substring(start, j).strip());
            start = j + 1;
        }
        if (start < t.length()) {
            out.add(t.substring(start).strip());
        }
        out.removeIf(String::isEmpty);
        return out;
    }

    /** The first sentence of {@code prose}, or empty. */
    static String first(String prose) {
        var all = split(prose);
        return all.isEmpty() ? "" : all.get(0);
    }

    private static boolean abbreviation(String t, int start, int dot) {
        int w = dot;
        while (w > start && t.charAt(w - 1) != ' ' && t.charAt(w - 1) != '(') {
            w--;
        }
        String word = t.substring(w, dot);
        if (word.length() == 1 && Character.isUpperCase(word.charAt(0))) {
            return true;
        }
        return ABBREVIATIONS.contains(word.toLowerCase(Locale.ROOT));
    }
}
