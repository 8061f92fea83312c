package dev.dossier.source;

/** The {@code summary} property a reader derives from a source: one line of at most 600 characters, cut at a sentence end when it can. */
public final class SummaryLine {

    /** Longest summary kept whole. */
    public static final int MAX_CHARS = 600;

    private SummaryLine() {
    }

    /** {@code text} if short enough, else its sentences up to {@link #MAX_CHARS} (or a hard cut with an ellipsis when the first sentence is too long). */
    public static String of(String text) {
        if (text.length() <= MAX_CHARS) {
            return text;
        }
        int cut = text.lastIndexOf(". ", MAX_CHARS);
        return cut > 80 ? text.substring(0, cut + 1) : text.substring(0, MAX_CHARS) + "\u2026";
    }
}
