package dev.dossier.embedding;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An {@link Embedder} that remembers the vectors of the last {@code capacity} distinct texts (least
 * recently used out), keyed by {@link EmbeddingHash#of(String, String)} of model id and text, so a text seen before is
 * never embedded again. Thread-safe; two threads may embed the same new text at once (both get the same vector).
 */
public final class CachingEmbedder extends DelegatingEmbedder {

    private final int capacity;
    private final Map<String, float[]> cache;

    public CachingEmbedder(Embedder delegate, int capacity) {
        super(delegate);
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity must be >= 0, got " + capacity);
        }
        this.capacity = capacity;
        this.cache = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, float[]> eldest) {
                return size() > CachingEmbedder.this.capacity;
            }
        };
    }

    @Override
    public float[][] embed(List<String> texts) {
        var out = new float[texts.size()][];
        var keys = new String[texts.size()];
        var missing = new ArrayList<String>();
        var missingAt = new ArrayList<Integer>();
        synchronized (cache) {
            for (int i = 0; i < texts.size(); i++) {
                keys[i] = EmbeddingHash.of(delegate.modelId(), texts.get(i));
                out[i] = cache.get(keys[i]);
                if (out[i] == null) {
                    missing.add(texts.get(i));
                    missingAt.add(i);
                }
            }
        }
        if (!missing.isEmpty()) {
            float[][] fresh = delegate.embed(missing);
            synchronized (cache) {
                for (int j = 0; j < fresh.length; j++) {
                    int i = missingAt.get(j);
                    out[i] = fresh[j];
                    if (capacity > 0) {
                        cache.put(keys[i], fresh[j]);
                    }
                }
            }
        }
        return out;
    }
}
