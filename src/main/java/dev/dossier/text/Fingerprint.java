package dev.dossier.text;

/**
 * A 128-bit fingerprint of a text (FNV-1a and a second polynomial hash over its UTF-16 units, and its length): a key
 * for caches of what is derived from a text (token counts, BM25 terms) that holds none of its content. Two different
 * texts share one about once in 10^19 pairs.
 */
public record Fingerprint(long a, long b, int length) {

    public static Fingerprint of(String text) {
        long a = 0xcbf29ce484222325L;
        long b = 1125899906842597L;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            a = (a ^ c) * 0x100000001b3L;
            b = 31 * b + c + (b >>> 41);
        }
        return new Fingerprint(a, b, text.length());
    }
}
