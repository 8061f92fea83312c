package dev.dossier.filesummary;

import java.util.regex.Pattern;

/** Small text helpers shared by the extractors and renderers. */
final class Text {

    private static final Pattern SPACES = Pattern.compile("\\s+");
    private static final Pattern AFTER_OPEN = Pattern.compile("([(\\[]) ");
    private static final Pattern BEFORE_CLOSE = Pattern.compile(" ([)\\]])");
    private static final Pattern GENERIC_OPEN = Pattern.compile("(?<=[\\w$])< ");
    private static final Pattern GENERIC_CLOSE = Pattern.compile(" >(?=[(),\\[;]|$)");
    private static final Pattern TRAILING_COMMA = Pattern.compile(",\\s*([)\\]>])");

    private Text() {
    }

    /**
     * A multi-line signature on one line: runs of white space become one space, no space after an opening
     * or before a closing bracket (angle brackets only where they look generic), no trailing comma before a
     * closing bracket.
     */
    static String collapse(String s) {
        String one = SPACES.matcher(s.strip()).replaceAll(" ");
        one = TRAILING_COMMA.matcher(one).replaceAll("$1");
        one = AFTER_OPEN.matcher(one).replaceAll("$1");
        one = GENERIC_OPEN.matcher(one).replaceAll("<");
        one = GENERIC_CLOSE.matcher(one).replaceAll(">");
        return BEFORE_CLOSE.matcher(one).replaceAll("$1");
    }

    /** {@code s} cut to at most {@code max} characters, ending with an ellipsis when cut. */
    static String clip(String s, int max) {
        if (s.length() <= max) {
            return s;
        }
        int cut = max - 1;
        if (Character.isLowSurrogate(s.charAt(cut))) {
            cut--;
        }
        return s.substring(0, cut) + "…";
    }

    /** {@code s} cut to at most {@code max} characters at its start, beginning with an ellipsis when cut. */
    static String clipStart(String s, int max) {
        if (s.length() <= max) {
            return s;
        }
        int from = s.length() - (max - 1);
        if (Character.isLowSurrogate(s.charAt(from))) {
            from++;
        }
        return "…" + s.substring(from);
    }

    /** Number of lines: 0 for empty text, a final line without newline counts. */
    static int lineCount(String s) {
        if (s.isEmpty()) {
            return 0;
        }
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == '\n') {
                n++;
            }
        }
        return s.charAt(s.length() - 1) == '\n' ? n : n + 1;
    }
}
