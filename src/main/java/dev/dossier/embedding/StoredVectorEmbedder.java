package dev.dossier.embedding;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * An {@link Embedder} that reads the vectors of texts embedded before (at ingestion, every chunk's text is, see
 * {@link ChunkText}) from {@link StoredVectors} and embeds only the others with its delegate. A review of files
 * whose SOPs were ingested with embeddings therefore embeds one text: its query. Stored vectors are not added
 * here: queries are not kept.
 */
public final class StoredVectorEmbedder extends DelegatingEmbedder {

    private final StoredVectors stored;

    public StoredVectorEmbedder(Embedder delegate, StoredVectors stored) {
        super(delegate);
        this.stored = stored;
    }

    @Override
    public float[][] embed(List<String> texts) {
        var out = new float[texts.size()][];
        var hashes = new String[texts.size()];
        for (int i = 0; i < texts.size(); i++) {
            hashes[i] = EmbeddingHash.of(delegate.modelId(), texts.get(i));
        }
        var found = stored.find(new LinkedHashSet<>(List.of(hashes)));
        var missing = new ArrayList<String>();
        var missingAt = new ArrayList<Integer>();
        for (int i = 0; i < texts.size(); i++) {
            float[] v = found.get(hashes[i]);
            if (v != null && v.length == delegate.dimensions()) {
                out[i] = v;
            } else {
                missing.add(texts.get(i));
                missingAt.add(i);
            }
        }
        if (!missing.isEmpty()) {
            float[][] fresh = delegate.embed(missing);
            for (int j = 0; j < fresh.length; j++) {
                out[missingAt.get(j)] = fresh[j];
            }
        }
        return out;
    }
}
