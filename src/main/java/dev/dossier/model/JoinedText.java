package dev.dossier.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A text joined from pieces that each end with a line break, and its exact token count without counting the whole text
 * again: the sum of the pieces' counts (which callers have already taken, and the {@link RememberingCounter} keeps)
 * when every joint is one the counter's pre-tokenizer always splits at ({@link TokenCounter#additiveAtLineStarts}),
 * else one count of the whole text.
 *
 * <p>Why the sum is exact: a BPE encoding first splits text into pre-tokens with a regular expression, then encodes
 * each pre-token on its own. At a joint where the piece before ends with a line break and the piece after starts with a
 * printable ASCII character other than {@code /}, no pre-token of cl100k_base or o200k_base can span the joint (their
 * only patterns that run past a line break continue with whitespace, or with {@code /} in o200k_base), and none looks
 * behind; so the pre-tokens of the whole are those of the pieces, and so are the tokens. The property test
 * {@code JoinedTextProperties} checks this on generated pieces; with assertions on (every test run), each result is also
 * compared with a count of the whole text.
 */
public final class JoinedText {

    /** The joined text and its tokens. */
    public record Counted(String text, int tokens) {
    }

    private final TokenCounter counter;
    /** The pieces, joined once at the end into a string of exactly their length (no builder growing and copying). */
    private final List<String> pieces = new ArrayList<>();
    private boolean additive;
    private int sum;
    private String last;
    private int lastTokens;

    public JoinedText(TokenCounter counter) {
        this.counter = counter;
        this.additive = counter.additiveAtLineStarts();
    }

    /** Appends a piece whose count under this counter is {@code tokens}. */
    public JoinedText add(String piece, int tokens) {
        if (piece.isEmpty() || piece.charAt(piece.length() - 1) != '\n' || last != null && !startsCleanly(piece)) {
            additive = false;
        }
        pieces.add(piece);
        sum += tokens;
        last = piece;
        lastTokens = tokens;
        return this;
    }

    /** Appends a piece, counting it. */
    public JoinedText add(String piece) {
        return add(piece, counter.count(piece));
    }

    /** The pieces joined as they are, and their exact token count. */
    public Counted counted() {
        String joined = String.join("", pieces);
        int tokens = additive ? sum : counter.count(joined);
        assert tokens == counter.count(joined) : "joined pieces counted " + tokens + " tokens, the whole text " + counter.count(joined);
        return new Counted(joined, tokens);
    }

    /** The pieces joined, without the last piece's final line break (if it ends with one), and their exact token count. */
    public Counted withoutFinalBreak() {
        if (last == null) {
            return new Counted("", 0);
        }
        if (last.isEmpty() || last.charAt(last.length() - 1) != '\n') {
            return counted();
        }
        String cut = last.substring(0, last.length() - 1);
        pieces.set(pieces.size() - 1, cut);
        String joined = String.join("", pieces);
        pieces.set(pieces.size() - 1, last);
        int tokens = additive ? sum - lastTokens + counter.count(cut) : counter.count(joined);
        assert tokens == counter.count(joined) : "joined pieces counted " + tokens + " tokens, the whole text " + counter.count(joined);
        return new Counted(joined, tokens);
    }

    /** Whether a pre-token of the piece before a joint can never run into this piece's first character. */
    static boolean startsCleanly(String piece) {
        char c = piece.charAt(0);
        return c > ' ' && c < 0x7f && c != '/';
    }
}
