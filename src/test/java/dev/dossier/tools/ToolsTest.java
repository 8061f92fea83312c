package dev.dossier.tools;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.embedding.Embedder;
import dev.dossier.model.ModelRegistry;
import dev.dossier.relevance.CosineCalibration;
import dev.dossier.relevance.FusionSettings;
import dev.dossier.relevance.HybridScorer;
import dev.dossier.testing.CountingEmbedder;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Tool catalogs without the graph: a store in memory and a deterministic embedder of our own. */
class ToolsTest {

    private static final ToolPolicy POLICY = new ToolPolicy(0.3, 30, "gpt-4o", new FusionSettings(0.5, 1.0), 3);
    private static final ModelRegistry MODELS = ModelRegistry.load(null);

    /** A store in a map, as the graph keeps catalogs: by name, whole. */
    private static final class MemoryStore implements ToolStore {
        private final Map<String, ToolCatalog> catalogs = new HashMap<>();

        @Override
        public void replace(ToolCatalog catalog) {
            catalogs.put(catalog.name(), catalog);
        }

        @Override
        public Optional<ToolCatalog> catalog(String name) {
            return Optional.ofNullable(catalogs.get(name));
        }
    }

    /** Letters counted into 26 dimensions: deterministic, and texts sharing words are close. */
    private static Embedder letters(String id) {
        return new Embedder() {
            @Override
            public float[][] embed(List<String> texts) {
                return texts.stream().map(t -> {
                    var v = new float[26];
                    t.toLowerCase().chars().filter(c -> c >= 'a' && c <= 'z').forEach(c -> v[c - 'a']++);
                    return v;
                }).toArray(float[][]::new);
            }

            @Override
            public int dimensions() {
                return 26;
            }

            @Override
            public String modelId() {
                return id;
            }
        };
    }

    private static Tools tools(ToolStore store, Embedder embedder) {
        return new Tools(store, new HybridScorer(embedder, new CosineCalibration(0.695, 10), new FusionSettings(0.25, 0)), POLICY, MODELS);
    }

    private static final List<ToolSpec> SPECS = List.of(
            new ToolSpec("issues_create", "Create an issue in a repository", "{\"type\":\"object\"}", List.of("title (The title)")),
            new ToolSpec("repos_delete", "Delete a repository", "{\"type\":\"object\"}", List.of()),
            new ToolSpec("gists_star", "Star a gist", "{\"type\":\"object\"}", List.of("gist_id")));

    /** Every distinct text a put of {@code specs} embeds: each tool's body and lead. */
    private static List<String> views(List<ToolSpec> specs) {
        return ToolViews.of(specs, POLICY.boilerplateTools()).stream().flatMap(v -> java.util.stream.Stream.of(v.body(), v.lead())).distinct().toList();
    }

    @Test
    void aCatalogPutAgainEmbedsOnlyTheToolsWhoseTextChanged() {
        var store = new MemoryStore();
        var counting = new CountingEmbedder(letters("m1"));
        tools(store, counting).put("gh", SPECS);
        assertThat(counting.seen()).containsExactlyInAnyOrderElementsOf(views(SPECS));

        var changed = List.of(SPECS.get(0), SPECS.get(1), new ToolSpec("gists_star", "Star a gist for the user", "{\"type\":\"object\"}", List.of("gist_id")));
        var again = new CountingEmbedder(letters("m1"));
        var summary = tools(store, again).put("gh", changed);

        assertThat(summary.tools()).isEqualTo(3);
        var views = ToolViews.of(changed, POLICY.boilerplateTools()).get(2);
        assertThat(again.seen()).containsExactly(views.body(), views.lead());
        assertThat(store.catalog("gh").orElseThrow().tools()).allMatch(t -> t.vector().length == 26 && t.lead().length == 26);
    }

    @Test
    void vectorsOfAnotherModelAreNotReused() {
        var store = new MemoryStore();
        tools(store, letters("m1")).put("gh", SPECS);
        var other = new CountingEmbedder(letters("m2"));

        tools(store, other).put("gh", SPECS);

        assertThat(other.seen()).containsExactlyInAnyOrderElementsOf(views(SPECS));
        assertThat(store.catalog("gh").orElseThrow().model()).isEqualTo("m2");
    }
}
