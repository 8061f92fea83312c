package dev.dossier.embedding;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.model.embedding.onnx.bgesmallenv15q.BgeSmallEnV15QuantizedEmbeddingModel;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The session opened without spin-waiting gives the vectors langchain4j's own bge-small model gives, bit for bit: a
 * short claim, a sentence with punctuation and accents, and a text over the model's 512 tokens (embedded in parts and
 * averaged), one after another and in parallel.
 */
class BgeSmallModelTest {

    private static final List<String> TEXTS = List.of(
            "The capital of France is Paris.",
            "User prefers luxury 5-star hotels (near the Eiffel Tower); café, naïve, Zürich!",
            "Wrap every error with the context of the call and log it once at the edge of the service. ".repeat(40));

    @Test
    void sameVectorsAsLangchain4jsModel() {
        var theirs = new BgeSmallEnV15QuantizedEmbeddingModel(Runnable::run);
        var ours = new BgeSmallModel(Runnable::run);
        for (String text : TEXTS) {
            assertThat(ours.embed(text).content().vector()).as(text.substring(0, 30)).containsExactly(theirs.embed(text).content().vector());
        }
        var parallel = new BgeSmallModel(java.util.concurrent.Executors.newFixedThreadPool(2)).embedAll(TEXTS.stream()
                .map(dev.langchain4j.data.segment.TextSegment::from).toList()).content();
        for (int i = 0; i < TEXTS.size(); i++) {
            assertThat(parallel.get(i).vector()).containsExactly(theirs.embed(TEXTS.get(i)).content().vector());
        }
    }
}
