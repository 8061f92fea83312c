package dev.dossier.compress;

/** What {@link Compressor} made of a text: the text as it was, a reduced text within the limit, or nothing. */
public sealed interface Compressed permits Compressed.Unchanged, Compressed.Reduced, Compressed.TooLarge {

    /** The text to use: the cleaned input, the reduced text, or empty when too large. */
    String text();

    /** Tokens of {@link #text()}, by the compressor's counter. */
    int tokens();

    /** The compression left the (cleaned) text as it was; it is within the limit. */
    record Unchanged(String text, int tokens) implements Compressed {
    }

    /** Pieces were left out or shortened. */
    record Reduced(String text, int tokens) implements Compressed {
    }

    /** Nothing fits {@code maxTokens}. Its text is empty. */
    record TooLarge(int maxTokens) implements Compressed {
        @Override
        public String text() {
            return "";
        }

        @Override
        public int tokens() {
            return 0;
        }
    }
}
