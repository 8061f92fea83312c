package dev.dossier.embedding;

import java.util.Objects;

/** Base of embedders that wrap another (caching, stored vectors, measuring): same model, same dimensions. */
public abstract class DelegatingEmbedder implements Embedder {

    protected final Embedder delegate;

    protected DelegatingEmbedder(Embedder delegate) {
        this.delegate = Objects.requireNonNull(delegate, "delegate");
    }

    @Override
    public final int dimensions() {
        return delegate.dimensions();
    }

    @Override
    public final String modelId() {
        return delegate.modelId();
    }
}
