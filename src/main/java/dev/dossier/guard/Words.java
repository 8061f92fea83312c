package dev.dossier.guard;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** Tokens of a text, folded for matching (lower case, no accents), and a light English stemmer for cue words. */
final class Words {

    /**
     * A token.
     *
     * @param text       as written
     * @param norm       lower case without accents
     * @param start      offset in the text
     * @param end        offset after it
     * @param possessive followed by 's (the possessive: "France's"), or a word in -s by an apostrophe and a word ("the Bahamas' capital")
     */
    record Token(String text, String norm, int start, int end, boolean possessive) {
        boolean capitalised() {
            return Character.isUpperCase(text.codePointAt(0));
        }
    }

    /**
     * Contractions of "not" typed without their apostrophe ("isnt", "doesnt"), which no other English word is spelt as;
     * "cant" and "wont" are left out, being words of their own.
     */
    private static final Set<String> UNMARKED_CONTRACTIONS = Set.of("isnt", "arent", "wasnt", "werent", "doesnt", "dont", "didnt",
            "hasnt", "havent", "hadnt", "couldnt", "wouldnt", "shouldnt", "mustnt", "neednt", "aint");

    private Words() {
    }

    /**
     * Letters and digits make tokens, and so does a currency sign on its own ("€", "£"); everything else separates them;
     * "'s" marks the token before it and is dropped.
     */
    static List<Token> tokens(String text) {
        var out = new ArrayList<Token>();
        int n = text.length();
        int i = 0;
        while (i < n) {
            int c = text.codePointAt(i);
            if (Character.getType(c) == Character.CURRENCY_SYMBOL) {
                String sign = text.substring(i, i + Character.charCount(c));
                out.add(new Token(sign, sign, i, i + sign.length(), false));
                i += sign.length();
                continue;
            }
            if (!Character.isLetterOrDigit(c)) {
                i += Character.charCount(c);
                continue;
            }
            int start = i;
            while (i < n && (Character.isLetterOrDigit(text.codePointAt(i)) || Character.getType(text.codePointAt(i)) == Character.NON_SPACING_MARK)) {
                i += Character.charCount(text.codePointAt(i));
            }
            String word = text.substring(start, i);
            boolean possessive = i + 1 < n && (text.charAt(i) == '\'' || text.charAt(i) == '’') && (text.charAt(i + 1) == 's' || text.charAt(i + 1) == 'S')
                    && (i + 2 >= n || !Character.isLetterOrDigit(text.charAt(i + 2)));
            // (a plural's: "the Solomon Islands' capital")
            boolean plural = !possessive && i + 2 < n && (text.charAt(i) == '\'' || text.charAt(i) == '’') && (word.endsWith("s") || word.endsWith("S"))
                    && text.charAt(i + 1) == ' ' && Character.isLetter(text.charAt(i + 2));
            possessive |= plural;
            String norm = fold(word);
            if (UNMARKED_CONTRACTIONS.contains(norm)) {
                // "isnt" typed without its apostrophe is read as "isn't": "isn" and "t"
                out.add(new Token(word.substring(0, word.length() - 1), norm.substring(0, norm.length() - 1), start, i - 1, false));
                out.add(new Token(word.substring(word.length() - 1), "t", i - 1, i, false));
                continue;
            }
            out.add(new Token(word, norm, start, i, possessive));
            if (possessive) {
                i += plural ? 1 : 2;
            }
        }
        return out;
    }

    /**
     * {@code text} with an apostrophe in each contraction of "not" typed without one ("doesnt" to "doesn't"); the
     * offsets, in the text returned, of the apostrophes inserted go into {@code inserted}, in order.
     */
    static String markContractions(String text, List<Integer> inserted) {
        StringBuilder out = null;
        for (var t : tokens(text)) {
            if (t.norm().equals("t") && t.end() - t.start() == 1 && t.start() > 0 && Character.isLetter(text.charAt(t.start() - 1))) {
                if (out == null) {
                    out = new StringBuilder(text);
                }
                int at = t.start() + inserted.size();
                out.insert(at, '\'');
                inserted.add(at);
            }
        }
        return out == null ? text : out.toString();
    }

    /** Whether token {@code i} is the "t" of "n't" ("isn't": "isn" and "t"). */
    static boolean notContracted(List<Token> tokens, int i) {
        return i > 0 && tokens.get(i).norm().equals("t") && tokens.get(i - 1).norm().endsWith("n");
    }

    /** Lower case without accents. */
    static String fold(String text) {
        String s = Normalizer.normalize(text, Normalizer.Form.NFD);
        var b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (Character.getType(ch) != Character.NON_SPACING_MARK) {
                b.append(Character.toLowerCase(ch));
            }
        }
        return b.toString().toLowerCase(Locale.ROOT);
    }

    /**
     * "borders", "bordered", "bordering" to "border"; "currencies" to "currency"; "touches" to "touch"; short words stay
     * as they are.
     */
    static String stem(String norm) {
        String w = norm;
        if (w.length() > 5 && w.endsWith("ies")) {
            return w.substring(0, w.length() - 3) + "y";
        }
        if (w.length() > 5 && w.endsWith("ing")) {
            return w.substring(0, w.length() - 3);
        }
        if (w.length() > 4 && w.endsWith("ed")) {
            return w.substring(0, w.length() - 2);
        }
        if (w.length() > 5 && (w.endsWith("ches") || w.endsWith("shes") || w.endsWith("sses") || w.endsWith("xes"))) {
            return w.substring(0, w.length() - 2);
        }
        if (w.length() > 3 && w.endsWith("s") && !w.endsWith("ss")) {
            return w.substring(0, w.length() - 1);
        }
        return w;
    }
}
