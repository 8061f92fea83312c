package dev.dossier.text;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

/**
 * A 128-bit fingerprint of a text (FNV-1a and a second polynomial hash over its UTF-16 units, and its length): a key
 * for caches of what is derived from a text (token counts, BM25 terms) that holds none of its content. Two different
 * texts share one about once in 10^19 pairs.
 */
public record Fingerprint(long a, long b, int length) {

    /**
     * Fingerprints of long texts by identity (weak keys: an entry goes with its String): the reviewer scores the same
     * chunk String instances on every request of a library revision, and several caches key them by fingerprint.
     */
    private static final Cache<String, Fingerprint> BY_IDENTITY = Caffeine.newBuilder().weakKeys().maximumSize(200_000).build();
    private static final int REMEMBERED_LENGTH = 256;

    public static Fingerprint of(String text) {
        return text.length() < REMEMBERED_LENGTH ? compute(text) : BY_IDENTITY.get(text, Fingerprint::compute);
    }

    private static Fingerprint compute(String text) {
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
