package dev.dossier.testing;

import dev.dossier.embedding.Embedder;
import java.util.ArrayList;
import java.util.List;

/** A real embedder that records every text it is asked to embed, to show what was (not) embedded. */
public final class CountingEmbedder implements Embedder {

    private final Embedder model;
    private final List<String> seen = new ArrayList<>();

    public CountingEmbedder(Embedder model) {
        this.model = model;
    }

    @Override
    public synchronized float[][] embed(List<String> texts) {
        seen.addAll(texts);
        return model.embed(texts);
    }

    /** Every text embedded so far, in order. */
    public synchronized List<String> seen() {
        return List.copyOf(seen);
    }

    @Override
    public int dimensions() {
        return model.dimensions();
    }

    @Override
    public String modelId() {
        return model.modelId();
    }
}
