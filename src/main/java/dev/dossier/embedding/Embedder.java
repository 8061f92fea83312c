package dev.dossier.embedding;

import java.util.List;

/**
 * Turns texts into dense vectors. Vectors are L2-normalised, so the dot product of two vectors is their
 * cosine. Implementations are thread-safe and deterministic for the same model.
 */
public interface Embedder {

    /** One vector per text, in order. A blank text gets the zero vector (cosine 0 with everything). */
    float[][] embed(List<String> texts);

    /** Length of every vector. */
    int dimensions();

    /** Stable id of the model; cached vectors are keyed by it, and calibration is per model id. */
    String modelId();

    default float[] embed(String text) {
        return embed(List.of(text))[0];
    }

    /** Cosine of two vectors of this embedder (dot product of normalised vectors); 0 when either is zero. */
    static double cosine(float[] a, float[] b) {
        if (a.length != b.length) {
            throw new IllegalArgumentException("vectors of different lengths: " + a.length + " and " + b.length);
        }
        double dot = 0;
        double na = 0;
        double nb = 0;
        for (int i = 0; i < a.length; i++) {
            dot += (double) a[i] * b[i];
            na += (double) a[i] * a[i];
            nb += (double) b[i] * b[i];
        }
        if (na == 0 || nb == 0) {
            return 0;
        }
        return dot / Math.sqrt(na * nb);
    }
}
