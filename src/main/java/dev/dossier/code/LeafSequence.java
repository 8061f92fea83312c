package dev.dossier.code;

import java.util.Set;

/** The leaves of a text in order, each with the layout before it (shared by the parser walk and the {@link Lexer}). */
final class LeafSequence {

    private final Set<String> features;
    private String previous = "^";
    private int lastEnd;

    LeafSequence(Set<String> features) {
        this.features = features;
    }

    int lastEnd() {
        return lastEnd;
    }

    /** The next leaf, of {@code kind}, with {@code gap} between the previous leaf's end and its start. */
    void next(String kind, String gap, int end) {
        layout(previous, gap, kind);
        previous = kind;
        lastEnd = Math.max(lastEnd, end);
    }

    /** The text after the last leaf. */
    void end(String trailing) {
        layout(previous, trailing, "$");
    }

    private void layout(String before, String gap, String after) {
        String shape = Shapes.gap(gap);
        if (shape == null) {
            return;
        }
        features.add("g:" + before + "|" + shape + "|" + after);
        features.add("g:|" + shape + "|" + after);
        features.add("g:" + before + "|" + shape + "|");
    }

    /** Text and shape constructs of a named leaf. */
    static void leafText(Set<String> features, String type, String text) {
        if (ConstructReader.shortText(text)) {
            features.add("t:" + type + "=" + text);
        }
        features.add("s:" + type + "=" + Shapes.collapsed(text));
        if (text.length() <= Shapes.EXACT_UP_TO) {
            features.add("x:" + type + "=" + Shapes.exact(text));
        }
    }
}
