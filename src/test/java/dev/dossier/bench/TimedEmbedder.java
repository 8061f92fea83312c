package dev.dossier.bench;

import dev.dossier.embedding.DelegatingEmbedder;
import dev.dossier.embedding.Embedder;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/** Counts the texts an embedder embeds and the time it spends (benchmark bookkeeping). */
final class TimedEmbedder extends DelegatingEmbedder {

    private final AtomicLong texts = new AtomicLong();
    private final AtomicLong chars = new AtomicLong();
    private final AtomicLong nanos = new AtomicLong();

    TimedEmbedder(Embedder delegate) {
        super(delegate);
    }

    @Override
    public float[][] embed(List<String> batch) {
        long s = System.nanoTime();
        float[][] out = delegate.embed(batch);
        nanos.addAndGet(System.nanoTime() - s);
        texts.addAndGet(batch.size());
        chars.addAndGet(batch.stream().mapToLong(String::length).sum());
        return out;
    }

    Map<String, Object> report() {
        var m = new LinkedHashMap<String, Object>();
        m.put("texts", texts.get());
        m.put("mean_chars", texts.get() == 0 ? 0 : chars.get() / texts.get());
        m.put("seconds", Math.round(nanos.get() / 1e7) / 100.0);
        m.put("texts_per_second", nanos.get() == 0 ? 0 : Math.round(texts.get() / (nanos.get() / 1e9) * 10) / 10.0);
        return m;
    }
}
