package dev.dossier.model;

/**
 * A conservative estimate for models without a public tokenizer: the larger of
 * {@code ceil(characters / charsPerToken)} and the cl100k_base count, so that neither prose (where a
 * characters ratio is reliable) nor symbol-dense code (where BPE splits more) is under-counted.
 */
public final class CharRatioEstimator implements TokenCounter {

    private final double charsPerToken;
    private final TokenCounter floor = JtokkitCounter.cl100k();

    public CharRatioEstimator(double charsPerToken) {
        if (!(charsPerToken > 0)) {
            throw new IllegalArgumentException("charsPerToken must be positive, got " + charsPerToken);
        }
        this.charsPerToken = charsPerToken;
    }

    @Override
    public int count(String text) {
        if (text.isEmpty()) {
            return 0;
        }
        int chars = text.codePointCount(0, text.length());
        return Math.max((int) Math.ceil(chars / charsPerToken), floor.count(text));
    }

    @Override
    public String name() {
        return "estimate(" + charsPerToken + " chars/token)";
    }

    @Override
    public boolean estimated() {
        return true;
    }
}
