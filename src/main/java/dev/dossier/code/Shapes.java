package dev.dossier.code;

/** The shape of a token's text and of the layout between tokens (see {@link Constructs}). */
final class Shapes {

    /** Collapsed shapes longer than this keep their start and end only. */
    private static final int MAX_SHAPE = 10;
    /** Texts up to this length also get an exact shape, one class per character ({@code #fff} vs {@code #ffffff}). */
    static final int EXACT_UP_TO = 8;

    private Shapes() {
    }

    private static char charClass(char c) {
        if (c >= 'A' && c <= 'Z') {
            return 'A';
        }
        if (c >= 'a' && c <= 'z') {
            return 'a';
        }
        if (c >= '0' && c <= '9') {
            return '9';
        }
        if (c == '\n' || c == '\r') {
            return 'n';
        }
        if (c == '\t') {
            return 't';
        }
        if (Character.isLetter(c)) {
            return Character.isUpperCase(c) ? 'A' : 'a';
        }
        return c;
    }

    /** Character classes with runs collapsed: {@code headShake} gives {@code aAa}, {@code 0.5} gives {@code 9.9}. */
    static String collapsed(String text) {
        var out = new StringBuilder();
        char last = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = charClass(text.charAt(i));
            if (c != last) {
                out.append(c);
                last = c;
            }
        }
        if (out.length() > MAX_SHAPE) {
            return out.substring(0, 5) + "~" + out.substring(out.length() - 4);
        }
        return out.toString();
    }

    /** One class per character, for short texts only. */
    static String exact(String text) {
        var out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            out.append(charClass(text.charAt(i)));
        }
        return out.toString();
    }

    /**
     * The layout between two tokens: {@code ""} when they touch, else runs of line breaks ({@code n}, up to
     * {@code nnn}), spaces ({@code s} for one, {@code s2}..{@code s8}, {@code s9} for more) and tabs ({@code t}, up to {@code ttt}).
     * Null when the gap holds something other than white space.
     */
    static String gap(CharSequence text) {
        var out = new StringBuilder();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            int j = i;
            while (j < text.length() && text.charAt(j) == c) {
                j++;
            }
            int run = j - i;
            switch (c) {
                case '\n' -> out.append("n".repeat(Math.min(run, 3)));
                case '\r' -> { }
                case ' ' -> out.append(run == 1 ? "s" : "s" + Math.min(run, 9));
                case '\t' -> out.append("t".repeat(Math.min(run, 3)));
                default -> {
                    if (!Character.isWhitespace(c)) {
                        return null;
                    }
                    out.append('w');
                }
            }
            i = j;
        }
        return out.toString();
    }
}
