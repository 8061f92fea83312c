package dev.dossier.embedding;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.testing.CountingEmbedder;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Stored vectors are read, the rest embedded, each vector in its text's place. */
class StoredVectorEmbedderTest {

    private static BgeSmallEmbedder model;

    @BeforeAll
    static void load() {
        model = new BgeSmallEmbedder();
    }

    @Test
    void storedTextsAreNotEmbeddedAgain() {
        String chunk = ChunkText.of("Wrap errors", "Rule", "Wrap errors with context.");
        String query = "Review the error handling";
        var store = new HashMap<String, float[]>();
        store.put(EmbeddingHash.of(model.modelId(), chunk), model.embed(List.of(chunk))[0]);
        var asked = new ArrayList<Collection<String>>();
        StoredVectors stored = hashes -> {
            asked.add(List.copyOf(hashes));
            var out = new HashMap<String, float[]>();
            hashes.forEach(h -> {
                if (store.containsKey(h)) {
                    out.put(h, store.get(h));
                }
            });
            return out;
        };
        var counting = new CountingEmbedder(model);

        float[][] vectors = new StoredVectorEmbedder(counting, stored).embed(List.of(query, chunk, query));

        assertThat(counting.seen()).as("only the query, which is not stored").containsExactly(query, query);
        assertThat(asked).hasSize(1);
        assertThat(asked.get(0)).as("one lookup, each distinct hash once").hasSize(2);
        assertThat(vectors[1]).isEqualTo(store.get(EmbeddingHash.of(model.modelId(), chunk)));
        assertThat(Embedder.cosine(vectors[0], model.embed(List.of(query))[0])).isGreaterThan(0.9999);
    }

    @Test
    void aVectorOfTheWrongSizeIsEmbeddedAfresh() {
        String text = "Prefer short hex colors";
        Map<String, float[]> wrong = Map.of(EmbeddingHash.of(model.modelId(), text), new float[3]);
        var counting = new CountingEmbedder(model);
        float[][] vectors = new StoredVectorEmbedder(counting, hashes -> wrong).embed(List.of(text));
        assertThat(counting.seen()).containsExactly(text);
        assertThat(vectors[0]).hasSize(model.dimensions());
    }
}
