package dev.dossier.glob;

import java.util.TreeSet;

/**
 * Rewrites one brace-free alternative of a {@link GlobMatcher} glob into the JDK's glob syntax
 * ({@link java.nio.file.FileSystem#getPathMatcher}), checking it on the way.
 */
final class JdkGlob {

    /** Characters the JDK reads otherwise as the end of a range in a class (they end, escape, negate or intersect it). */
    private static final String RANGE_BREAKERS = "]-/\\[&!^";

    private JdkGlob() {
    }

    /**
     * The JDK glob matching what {@code text} (an alternative of {@code original}) matches: anchors
     * stripped, empty segments dropped, a name glob prefixed with {@code {**}{@code /,}}, an inner
     * {@code **} segment made optional the same way, a trailing {@code /} made {@code /**}; null if
     * the JDK cannot spell it (a {@code ]} in a negated class).
     */
    static String translate(String original, String text) {
        String jdk = spell(original, text);
        String body = jdk.replaceFirst("^(/|\\\\\\./)+", "");
        String trimmed = body.replaceFirst("/+$", "");
        if (trimmed.isEmpty()) {
            throw GlobMatcher.error(original, text.equals(original)
                    ? "has nothing to match besides '/' and './'"
                    : "has an alternative \"" + text + "\" with nothing to match");
        }
        if (jdk.contains("\0]")) {
            return null;
        }
        String[] segments = trimmed.split("/+");
        boolean anchored = body.length() < jdk.length() || segments.length > 1;
        StringBuilder out = new StringBuilder(anchored ? "" : "{**/,}");
        for (int s = 0; s < segments.length - 1; s++) {
            out.append(segments[s].equals("**") ? "{**/,}" : segments[s] + "/");
        }
        return out.append(segments[segments.length - 1]).append(trimmed.length() < body.length() ? "/**" : "").toString();
    }

    /**
     * The JDK spelling of {@code text}: every literal escaped unless a letter or digit, {@code /} only
     * as a separator, {@code **} only for exactly two stars forming a segment (other runs of stars are one).
     */
    private static String spell(String original, String text) {
        StringBuilder jdk = new StringBuilder();
        int i = 0;
        while (i < text.length()) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            if (cp == '\\') {
                if (i >= text.length()) {
                    throw GlobMatcher.error(original, "ends with a dangling '\\'");
                }
                cp = text.codePointAt(i);
                i += Character.charCount(cp);
                jdk.append(Character.isLetterOrDigit(cp) || cp == '/' ? "" : "\\").appendCodePoint(cp);
            } else if (cp == '*') {
                int run = i - 1;
                while (i < text.length() && text.charAt(i) == '*') {
                    i++;
                }
                boolean segment = (run == 0 || text.charAt(run - 1) == '/') && (i == text.length() || text.charAt(i) == '/' || text.startsWith("\\/", i));
                jdk.append(segment && i - run == 2 ? "**" : "*");
            } else if (cp == '[') {
                i = spellClass(original, text, i, jdk);
            } else if (cp == ']' || cp == '}') {
                throw GlobMatcher.error(original, "has an unmatched '" + (char) cp + "'");
            } else {
                jdk.append(Character.isLetterOrDigit(cp) || cp == '/' || cp == '?' ? "" : "\\").appendCodePoint(cp);
            }
        }
        return jdk.toString();
    }

    /**
     * Spells the class whose {@code [} is just before {@code at}, returns the index after its {@code ]}.
     * The JDK cannot spell {@code ]} in a class nor take {@code /}: a positive class holding {@code ]}
     * becomes <code>&#123;\],[rest]&#125;</code>, a negated one is marked unspellable; {@code /} is dropped
     * (no class matches it); {@code -} goes first; a range ending on a character the JDK reads
     * otherwise gives that character up as a member of its own.
     */
    private static int spellClass(String original, String text, int at, StringBuilder jdk) {
        int j = at;
        boolean negated = j < text.length() && (text.charAt(j) == '!' || text.charAt(j) == '^');
        j += negated ? 1 : 0;
        TreeSet<Character> singles = new TreeSet<>();
        StringBuilder ranges = new StringBuilder();
        for (boolean first = true; first || j >= text.length() || text.charAt(j) != ']'; first = false) {
            if (j >= text.length()) {
                throw GlobMatcher.error(original, "has an unclosed '['");
            }
            int[] low = classChar(original, text, j);
            int[] high = low;
            if (low[1] + 1 < text.length() && text.charAt(low[1]) == '-' && text.charAt(low[1] + 1) != ']') {
                high = classChar(original, text, low[1] + 1);
                if (high[0] < low[0]) {
                    throw GlobMatcher.error(original, "has an invalid character range '"
                            + Character.toString(low[0]) + "-" + Character.toString(high[0]) + "'");
                }
            }
            j = high[1];
            int lo = low[0];
            int hi = high[0];
            if (hi > Character.MAX_VALUE) {
                if (lo != hi) {
                    throw GlobMatcher.error(original, "has a character range beyond U+FFFF");
                }
                ranges.appendCodePoint(lo);
                continue;
            }
            while (lo <= hi && RANGE_BREAKERS.indexOf(lo) >= 0) {
                singles.add((char) lo++);
            }
            while (lo <= hi && RANGE_BREAKERS.indexOf(hi) >= 0) {
                singles.add((char) hi--);
            }
            if (lo <= hi) {
                ranges.append((char) lo).append(lo < hi ? "-" + (char) hi : "");
            }
        }
        boolean bracket = singles.remove(']');
        singles.remove('/');
        StringBuilder members = new StringBuilder(singles.remove('-') ? "-" : "");
        singles.forEach(members::append);
        String body = members.append(ranges).toString();
        if (negated) {
            jdk.append(bracket ? "\0]" : body.isEmpty() ? "?" : "[!" + body + "]");
        } else {
            body = body.startsWith("!") ? body.substring(1) + "!" : body;
            String positive = body.equals("!") ? "\\!" : body.isEmpty() ? "[!\u0000-\uffff]" : "[" + body + "]";
            jdk.append(bracket ? "{\\]," + positive + "}" : positive);
        }
        return j + 1;
    }

    /** Reads one (possibly escaped) class member; returns {code point, index after it}. */
    private static int[] classChar(String original, String text, int at) {
        boolean escaped = text.charAt(at) == '\\';
        if (escaped && at + 1 >= text.length()) {
            throw GlobMatcher.error(original, "has an unclosed '['");
        }
        int cp = text.codePointAt(escaped ? at + 1 : at);
        return new int[] {cp, at + (escaped ? 1 : 0) + Character.charCount(cp)};
    }
}
