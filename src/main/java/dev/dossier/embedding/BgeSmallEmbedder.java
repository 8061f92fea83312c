package dev.dossier.embedding;

import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * BAAI bge-small-en-v1.5, int8-quantized, run in process by ONNX Runtime (langchain4j packages the model
 * inside its jar: nothing is downloaded; {@link BgeSmallModel} opens it without spin-waiting threads). 384 dimensions,
 * CLS pooling. The model is loaded on first use
 * (about 0.7 s), once per JVM, by whichever thread gets there first. Texts are embedded in batches of
 * {@link EmbeddingSettings#batchSize()}, spread over {@link EmbeddingSettings#threads()} daemon threads.
 * Texts longer than the model's 512 tokens are embedded in parts and averaged by langchain4j.
 */
public final class BgeSmallEmbedder implements Embedder {

    public static final String MODEL_ID = "bge-small-en-v1.5-q";
    public static final int DIMENSIONS = 384;

    private final EmbeddingSettings settings;
    private volatile BgeSmallModel model;
    private ExecutorService executor;

    public BgeSmallEmbedder(EmbeddingSettings settings) {
        if (!MODEL_ID.equals(settings.model())) {
            throw new IllegalArgumentException("BgeSmallEmbedder runs " + MODEL_ID + ", not " + settings.model());
        }
        this.settings = settings;
    }

    public BgeSmallEmbedder() {
        this(EmbeddingSettings.DEFAULT);
    }

    private BgeSmallModel model() {
        var m = model;
        if (m == null) {
            synchronized (this) {
                m = model;
                if (m == null) {
                    var counter = new AtomicInteger();
                    executor = Executors.newFixedThreadPool(settings.threads(), r -> {
                        var t = new Thread(r, "dossier-embedder-" + counter.incrementAndGet());
                        t.setDaemon(true);
                        return t;
                    });
                    m = new BgeSmallModel(executor);
                    model = m;
                }
            }
        }
        return m;
    }

    @Override
    public float[][] embed(List<String> texts) {
        var out = new float[texts.size()][];
        var batch = new ArrayList<TextSegment>();
        var positions = new ArrayList<Integer>();
        for (int i = 0; i < texts.size(); i++) {
            String text = texts.get(i);
            if (text == null || text.isBlank()) {
                out[i] = new float[DIMENSIONS];
                continue;
            }
            batch.add(TextSegment.from(text));
            positions.add(i);
            if (batch.size() == settings.batchSize()) {
                run(batch, positions, out);
            }
        }
        if (!batch.isEmpty()) {
            run(batch, positions, out);
        }
        return out;
    }

    private void run(List<TextSegment> batch, List<Integer> positions, float[][] out) {
        List<Embedding> vectors = model().embedAll(batch).content();
        for (int j = 0; j < vectors.size(); j++) {
            out[positions.get(j)] = normalised(vectors.get(j).vector());
        }
        batch.clear();
        positions.clear();
    }

    static float[] normalised(float[] v) {
        double norm = 0;
        for (float x : v) {
            norm += (double) x * x;
        }
        norm = Math.sqrt(norm);
        if (norm == 0) {
            return v;
        }
        var out = new float[v.length];
        for (int i = 0; i < v.length; i++) {
            out[i] = (float) (v[i] / norm);
        }
        return out;
    }

    @Override
    public int dimensions() {
        return DIMENSIONS;
    }

    @Override
    public String modelId() {
        return MODEL_ID;
    }

    public EmbeddingSettings settings() {
        return settings;
    }
}
