package dev.dossier.model;

/**
 * Counts tokens the way one model family's tokenizer does.
 *
 * <p>Exact implementations wrap a real BPE encoding; estimating ones derive a deliberately
 * conservative count (never lower than the real tokenizer is expected to give) and say so through
 * {@link #estimated()}.
 */
public interface TokenCounter {

    /** Tokens of {@code text}; 0 for an empty string. */
    int count(String text);

    /** Name of the encoding, e.g. {@code o200k_base}, or of the estimate. */
    String name();

    /** True when counts are an estimate rather than the model's own tokenizer. */
    boolean estimated();

    /**
     * True when a text joined from pieces counts as the sum of its pieces wherever a piece ends with a line break and the
     * next starts with a printable ASCII character other than {@code /} (see {@link JoinedText}); false unless the
     * encoding's pre-tokenizer is known to split there.
     */
    default boolean additiveAtLineStarts() {
        return false;
    }
}
