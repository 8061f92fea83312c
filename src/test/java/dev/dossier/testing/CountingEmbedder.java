package dev.dossier.testing;

import dev.dossier.embedding.DelegatingEmbedder;
import dev.dossier.embedding.Embedder;
import java.util.ArrayList;
import java.util.List;

/** A real embedder that records every text it is asked to embed, to show what was (not) embedded. */
public final class CountingEmbedder extends DelegatingEmbedder {

    private final List<String> seen = new ArrayList<>();

    public CountingEmbedder(Embedder model) {
        super(model);
    }

    @Override
    public synchronized float[][] embed(List<String> texts) {
        seen.addAll(texts);
        return delegate.embed(texts);
    }

    /** Every text embedded so far, in order. */
    public synchronized List<String> seen() {
        return List.copyOf(seen);
    }
}
