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
}
