package dev.dossier.embedding;

/** The built-in embedders by model id (policy data names a model, never a class). */
public final class Embedders {

    private Embedders() {
    }

    public static Embedder create(EmbeddingSettings settings) {
        if (BgeSmallEmbedder.MODEL_ID.equals(settings.model())) {
            return new BgeSmallEmbedder(settings);
        }
        throw new IllegalArgumentException("unknown embedding model '" + settings.model() + "'; built in: " + BgeSmallEmbedder.MODEL_ID);
    }
}
