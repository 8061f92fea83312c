package dev.dossier.source.man;

import java.text.Normalizer;
import java.util.HashMap;
import java.util.Map;

/**
 * Turns roff text (a text line or a macro argument) into plain text: font, size, colour and motion
 * escapes are dropped, special characters ({@code \(em}, {@code \[aq]}, {@code \[u00E9]}, ...) become
 * their Unicode characters, strings ({@code \*(lq}, or those defined with {@code .ds}) are expanded, and
 * a comment ({@code \"}) ends the text. Unknown special characters are dropped; unknown one-letter escapes
 * keep their letter, which is what troff prints for them.
 *
 * <p>One instance per page: it holds the strings the page defines.
 */
final class RoffText {

    private static final int MAX_STRING_DEPTH = 8;

    private static final Map<String, String> GLYPHS = new HashMap<>();
    private static final Map<String, String> DEFAULT_STRINGS = Map.of(
            "lq", "\u201c", "rq", "\u201d", "R", "\u00ae", "Tm", "\u2122", "S", "", "Aq", "'", "aq", "'");

    static {
        String[] pairs = {
            "em", "\u2014", "en", "\u2013", "hy", "-", "mi", "-", "pl", "+", "eq", "=", "aq", "'", "dq", "\"",
            "lq", "\u201c", "rq", "\u201d", "oq", "\u2018", "cq", "\u2019", "Bq", "\u201e", "bq", "\u201a",
            "Fo", "\u00ab", "Fc", "\u00bb", "fo", "\u2039", "fc", "\u203a", "bu", "\u2022", "ci", "\u25cb", "sq", "\u25a1",
            "co", "\u00a9", "rg", "\u00ae", "tm", "\u2122", "de", "\u00b0", "mu", "\u00d7", "di", "\u00f7", "+-", "\u00b1",
            "<=", "\u2264", ">=", "\u2265", "!=", "\u2260", "==", "\u2261", "~=", "\u2245", "ap", "\u223c", "->", "\u2192",
            "<-", "\u2190", "<>", "\u2194", "ua", "\u2191", "da", "\u2193", "rA", "\u21d2", "lA", "\u21d0", "hA", "\u21d4",
            "ti", "~", "ha", "^", "ga", "`", "aa", "\u00b4", "rs", "\\", "sl", "/", "ul", "_", "ru", "_", "br", "\u2502",
            "bv", "|", "or", "|", "ba", "|", "at", "@", "sh", "#", "Do", "$", "ct", "\u00a2", "Po", "\u00a3", "Eu", "\u20ac",
            "eu", "\u20ac", "Ye", "\u00a5", "sc", "\u00a7", "ps", "\u00b6", "dg", "\u2020", "dd", "\u2021", "pd", "\u2202",
            "**", "*", "if", "\u221e", "sd", "\u2033", "fm", "\u2032", "mc", "\u00b5", "ts", "\u03c2", "lh", "\u261c",
            "rh", "\u261e", "ss", "\u00df", "ae", "\u00e6", "AE", "\u00c6", "oa", "\u00e5", "oA", "\u00c5", "/o", "\u00f8",
            "/O", "\u00d8", "12", "\u00bd", "14", "\u00bc", "34", "\u00be", "S1", "\u00b9", "S2", "\u00b2", "S3", "\u00b3",
            "fi", "fi", "fl", "fl", "ff", "ff", "Fi", "ffi", "Fl", "ffl", "OK", "\u2713", "no", "\u00ac", "ra", "\u27e9",
            "la", "\u27e8", "shc", "\u00ad", "tmu", "\u00d7", "char94", "^", "es", "\u2205", "mo", "\u2208", "sr", "\u221a",
            "lB", "[", "rB", "]", "lC", "{", "rC", "}", "la", "\u27e8", "ra", "\u27e9", "ne", "\u2262", "pc", "\u00b7",
            "r!", "\u00a1", "r?", "\u00bf", "Sd", "\u00f0", "-D", "\u00d0", "TP", "\u00de", "Tp", "\u00fe", "bs", "\\",
        };
        for (int i = 0; i < pairs.length; i += 2) {
            GLYPHS.put(pairs[i], pairs[i + 1]);
        }
        String latin = "abgdezyhiklmncoprstufxqw";
        String greek = "\u03b1\u03b2\u03b3\u03b4\u03b5\u03b6\u03b7\u03b8\u03b9\u03ba\u03bb\u03bc\u03bd\u03be\u03bf\u03c0\u03c1\u03c3\u03c4\u03c5\u03c6\u03c7\u03c8\u03c9";
        for (int i = 0; i < latin.length(); i++) {
            GLYPHS.put("*" + latin.charAt(i), String.valueOf(greek.charAt(i)));
            GLYPHS.put("*" + Character.toUpperCase(latin.charAt(i)), String.valueOf(Character.toUpperCase(greek.charAt(i))));
        }
    }

    private static final Map<Character, Character> ACCENTS = Map.of(
            ':', '\u0308', '\'', '\u0301', '`', '\u0300', '^', '\u0302', '~', '\u0303', ',', '\u0327', 'v', '\u030c');

    private final Map<String, String> strings = new HashMap<>(DEFAULT_STRINGS);

    /** Defines (or redefines) a string, as {@code .ds name value} does; the value is kept raw and expanded on use. */
    void define(String name, String rawValue) {
        strings.put(name, rawValue);
    }

    /** Appends to a string, as {@code .as name value} does. */
    void append(String name, String rawValue) {
        strings.merge(name, rawValue, String::concat);
    }

    /** Plain text of {@code raw}; a trailing {@code \c} is dropped (callers check {@link #continues}). */
    String plain(String raw) {
        var out = new StringBuilder(raw.length());
        plain(raw, out, 0);
        return out.toString();
    }

    /** Whether a text line ends with {@code \c}, which joins the next text line without a space. */
    static boolean continues(String raw) {
        String s = raw.stripTrailing();
        return s.endsWith("\\c") && !s.endsWith("\\\\c");
    }

    private void plain(String raw, StringBuilder out, int depth) {
        int n = raw.length();
        int i = 0;
        while (i < n) {
            char c = raw.charAt(i);
            if (c != '\\') {
                out.append(c);
                i++;
                continue;
            }
            if (i + 1 >= n) {
                return;
            }
            char e = raw.charAt(i + 1);
            i += 2;
            switch (e) {
                case '"', '#' -> {
                    return;
                }
                case 'e', 'E', '\\' -> out.append('\\');
                case '-' -> out.append('-');
                case ' ', '0', '~' -> out.append(' ');
                case 't' -> out.append('\t');
                case '\'' -> out.append('\'');
                case '`' -> out.append('`');
                case '.' -> out.append('.');
                case '&', '|', '^', ')', '%', ':', '{', '}', 'a', 'c', 'd', 'u', 'r', 'p', 'z', '/', ',', '!', '?' -> {
                    // zero-width, spacing hints, conditional braces, line interruption, vertical motions: no text
                }
                case '(' -> {
                    String name = raw.substring(i, Math.min(n, i + 2));
                    i = Math.min(n, i + 2);
                    out.append(glyph(name));
                }
                case '[' -> {
                    int end = raw.indexOf(']', i);
                    String name = end < 0 ? raw.substring(i) : raw.substring(i, end);
                    i = end < 0 ? n : end + 1;
                    out.append(glyph(name));
                }
                case 'C' -> {
                    Delimited d = delimited(raw, i);
                    i = d.next();
                    out.append(glyph(d.value()));
                }
                case 'N' -> {
                    Delimited d = delimited(raw, i);
                    i = d.next();
                    try {
                        out.appendCodePoint(Integer.parseInt(d.value().strip()));
                    } catch (IllegalArgumentException ignored) {
                        // not a number: nothing printable
                    }
                }
                case '*' -> {
                    Name nm = name(raw, i);
                    i = nm.next();
                    String value = strings.get(nm.value());
                    if (value != null && depth < MAX_STRING_DEPTH) {
                        plain(value, out, depth + 1);
                    }
                }
                case 'n' -> {
                    int j = i < n && (raw.charAt(i) == '+' || raw.charAt(i) == '-') ? i + 1 : i;
                    i = name(raw, j).next();
                }
                case 'f', 'F', 'g', 'k', 'm', 'M', 'V', 'Y', '$' -> i = name(raw, i).next();
                case 's' -> i = size(raw, i);
                case 'o', 'Z' -> {
                    Delimited d = delimited(raw, i);
                    i = d.next();
                    String inner = plain(d.value());
                    out.append(e == 'o' && !inner.isEmpty() ? inner.substring(inner.length() - 1) : inner);
                }
                case 'h', 'v', 'w', 'x', 'l', 'L', 'b', 'D', 'X', 'R', 'A', 'B', 'H', 'S', 'T', 'U' -> i = delimited(raw, i).next();
                default -> out.append(e);
            }
        }
    }

    private record Delimited(String value, int next) {
    }

    private record Name(String value, int next) {
    }

    /** An argument between two copies of the delimiter found at {@code i}, e.g. {@code 'abc'}. */
    private static Delimited delimited(String raw, int i) {
        if (i >= raw.length()) {
            return new Delimited("", i);
        }
        char delim = raw.charAt(i);
        if (delim == '[' ) {
            int end = raw.indexOf(']', i + 1);
            return end < 0 ? new Delimited(raw.substring(i + 1), raw.length()) : new Delimited(raw.substring(i + 1, end), end + 1);
        }
        int end = raw.indexOf(delim, i + 1);
        return end < 0 ? new Delimited(raw.substring(i + 1), raw.length()) : new Delimited(raw.substring(i + 1, end), end + 1);
    }

    /** A name in the three troff spellings: one character, {@code (xx} or {@code [long name]}. */
    private static Name name(String raw, int i) {
        int n = raw.length();
        if (i >= n) {
            return new Name("", i);
        }
        char c = raw.charAt(i);
        if (c == '(') {
            int end = Math.min(n, i + 3);
            return new Name(raw.substring(i + 1, end), end);
        }
        if (c == '[') {
            int end = raw.indexOf(']', i + 1);
            return end < 0 ? new Name(raw.substring(i + 1), n) : new Name(raw.substring(i + 1, end), end + 1);
        }
        return new Name(String.valueOf(c), i + 1);
    }

    /** Skips a size escape's argument: {@code \s+1}, {@code \s-2}, {@code \s0}, {@code \s10}, {@code \s(12}, {@code \s[12]}, {@code \s'12'}. */
    private static int size(String raw, int i) {
        int n = raw.length();
        if (i < n && (raw.charAt(i) == '+' || raw.charAt(i) == '-')) {
            i++;
        }
        if (i >= n) {
            return i;
        }
        char c = raw.charAt(i);
        if (c == '(') {
            return Math.min(n, i + 3);
        }
        if (c == '[' || c == '\'') {
            return delimited(raw, i).next();
        }
        if (c >= '1' && c <= '3' && i + 1 < n && Character.isDigit(raw.charAt(i + 1))) {
            return i + 2;
        }
        return Character.isDigit(c) ? i + 1 : i;
    }

    /** The character of a special-character name, or nothing when the name is unknown. */
    static String glyph(String name) {
        String known = GLYPHS.get(name);
        if (known != null) {
            return known;
        }
        if (name.length() == 2 && ACCENTS.containsKey(name.charAt(0)) && Character.isLetter(name.charAt(1))) {
            return Normalizer.normalize(name.charAt(1) + String.valueOf(ACCENTS.get(name.charAt(0))), Normalizer.Form.NFC);
        }
        if (name.length() > 1 && name.charAt(0) == 'u' && name.substring(1).matches("[0-9A-Fa-f]{4,6}(_[0-9A-Fa-f]{4,6})*")) {
            var sb = new StringBuilder();
            for (String part : name.substring(1).split("_")) {
                sb.appendCodePoint(Integer.parseInt(part, 16));
            }
            return Normalizer.normalize(sb, Normalizer.Form.NFC);
        }
        if (name.startsWith("char") && name.substring(4).matches("\\d{1,3}")) {
            return String.valueOf((char) Integer.parseInt(name.substring(4)));
        }
        return "";
    }
}
