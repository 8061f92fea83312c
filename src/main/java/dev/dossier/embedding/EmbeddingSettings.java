package dev.dossier.embedding;

/**
 * How the embedder runs (policy data, {@code relevance.embedding} in {@code policies.yaml}).
 *
 * @param model     model id; only {@link BgeSmallEmbedder#MODEL_ID} is built in
 * @param batchSize texts per call into the model (and per write transaction when storing vectors)
 * @param threads   worker threads of the model; the ONNX runtime adds its own per-call threads
 */
public record EmbeddingSettings(String model, int batchSize, int threads) {

    public static final EmbeddingSettings DEFAULT = new EmbeddingSettings(BgeSmallEmbedder.MODEL_ID, 32, 1);

    public EmbeddingSettings {
        if (model == null || model.isBlank()) {
            throw new IllegalArgumentException("relevance.embedding.model must name a model");
        }
        if (batchSize < 1 || batchSize > 4096) {
            throw new IllegalArgumentException("relevance.embedding.batch_size must be in [1, 4096], got " + batchSize);
        }
        if (threads < 1 || threads > 64) {
            throw new IllegalArgumentException("relevance.embedding.threads must be in [1, 64], got " + threads);
        }
    }
}
