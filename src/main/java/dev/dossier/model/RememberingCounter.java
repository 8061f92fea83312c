package dev.dossier.model;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.dossier.text.Fingerprint;

/**
 * An exact counter that remembers the counts of longer texts it has seen, so the texts every request counts again (SOP
 * metadata and chunks, file summaries) are counted once per process. Keys are the text's {@link Fingerprint}, not the
 * text, so the cache holds no content; at most {@link #MAX_ENTRIES} counts are kept (least recently used go first). Two
 * texts share a fingerprint about once in 10^19 pairs, which would give one of them the other's count.
 */
public final class RememberingCounter implements TokenCounter {

    /** Shorter texts are counted directly: hashing them costs about as much as counting. */
    static final int MIN_LENGTH = 64;
    static final long MAX_ENTRIES = 500_000;

    private final TokenCounter counter;
    private final Cache<Fingerprint, Integer> counts = Caffeine.newBuilder().maximumSize(MAX_ENTRIES).build();

    public RememberingCounter(TokenCounter counter) {
        this.counter = counter;
    }

    @Override
    public int count(String text) {
        if (text.length() < MIN_LENGTH) {
            return counter.count(text);
        }
        return counts.get(Fingerprint.of(text), k -> counter.count(text));
    }

    @Override
    public String name() {
        return counter.name();
    }

    @Override
    public boolean estimated() {
        return counter.estimated();
    }

    @Override
    public boolean additiveAtLineStarts() {
        return counter.additiveAtLineStarts();
    }
}
