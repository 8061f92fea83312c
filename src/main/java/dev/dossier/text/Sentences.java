package dev.dossier.text;

import java.text.BreakIterator;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Splits prose into sentences with the JDK's sentence {@link BreakIterator}, keeping only the breaks that are followed
 * by an upper-case letter, a digit or an opening mark, that are outside a code span, and that do not follow a known
 * abbreviation ({@code e.g.}, {@code etc.}, ...) or a single capital (an initial). Used by the compression levels and
 * by the tool search's lead sentences.
 */
public final class Sentences {

    private static final Set<String> ABBREVIATIONS = Set.of("e.g", "i.e", "etc", "vs", "cf", "mr", "mrs", "ms", "dr", "st", "fig", "no",
            "approx", "incl", "al", "resp", "eq", "sec", "ch", "vol", "p", "pp", "jr", "sr", "inc", "ltd", "co", "ca", "viz", "esp");
    private static final Pattern SPACES = Pattern.compile("\\s+");
    private static final Pattern END = Pattern.compile("[.!?][)\\]\"'*_”’»]* $");
    private static final Pattern LAST_WORD = Pattern.compile("(?:^|[ (])([^ (]*)\\.[)\\]\"'*_”’»]* $");
    private static final String OPENERS = "`\"'([*_#$<“‘«@-";

    private Sentences() {
    }

    /** The sentences of {@code prose} (spaces collapsed), stripped, in order. */
    public static List<String> split(String prose) {
        String t = SPACES.matcher(prose).replaceAll(" ").strip();
        var out = new ArrayList<String>();
        BreakIterator breaks = BreakIterator.getSentenceInstance(Locale.ROOT);
        breaks.setText(masked(t));
        int start = 0;
        for (int end = breaks.next(); end != BreakIterator.DONE; end = breaks.next()) {
            if (end == t.length() || keep(t, start, end)) {
                String sentence = t.substring(start, end).strip();
                if (!sentence.isEmpty()) {
                    out.add(sentence);
                }
                start = end;
            }
        }
        return out;
    }

    /** The first sentence of {@code prose}, or empty. */
    public static String first(String prose) {
        var all = split(prose);
        return all.isEmpty() ? "" : all.get(0);
    }

    /** The text as the iterator sees it: emphasis marks read as closing quotes, a digit or mark starting a word as a capital. */
    private static String masked(String t) {
        char[] c = t.toCharArray();
        for (int i = 0; i < c.length; i++) {
            boolean wordStart = i == 0 || c[i - 1] == ' ';
            if (wordStart && (Character.isDigit(c[i]) || OPENERS.indexOf(c[i]) >= 0)) {
                c[i] = 'A';
            } else if (c[i] == '*' || c[i] == '_') {
                c[i] = '"';
            }
        }
        return new String(c);
    }

    private static boolean keep(String t, int start, int end) {
        char next = t.charAt(end);
        if (!(Character.isUpperCase(next) || Character.isDigit(next) || OPENERS.indexOf(next) >= 0)) {
            return false;
        }
        if (t.chars().limit(end).filter(c -> c == '`').count() % 2 == 1) {
            return false; // inside a code span
        }
        String sentence = t.substring(start, end);
        if (!END.matcher(sentence).find()) {
            return false; // a terminator, closing marks and one space end a sentence
        }
        var word = LAST_WORD.matcher(sentence);
        if (!word.find()) {
            return true;
        }
        String w = word.group(1);
        return !(w.length() == 1 && Character.isUpperCase(w.charAt(0))) && !ABBREVIATIONS.contains(w.toLowerCase(Locale.ROOT));
    }
}
