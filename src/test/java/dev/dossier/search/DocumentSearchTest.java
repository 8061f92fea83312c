package dev.dossier.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.embedding.ChunkHit;
import dev.dossier.embedding.Embedder;
import dev.dossier.relevance.CosineCalibration;
import dev.dossier.relevance.FusionSettings;
import dev.dossier.relevance.HybridScorer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The fusion of the four retrievals over a fake index (our own port), with a fake embedder. */
class DocumentSearchTest {

    private static final SearchPolicy POLICY = new SearchPolicy(50, 60, new SearchPolicy.Lists(1, 1, 1, 0),
            new SearchPolicy.FieldBoosts(3, 2, 1, 0.5, 0.5, 1), new SearchPolicy.Expansion(0, 8, 0.3));

    /** Every text embeds to the same vector: the cosines come from the index. */
    private static final Embedder EMBEDDER = new Embedder() {
        @Override
        public float[][] embed(List<String> texts) {
            return texts.stream().map(t -> new float[] {1, 0}).toArray(float[][]::new);
        }

        @Override
        public int dimensions() {
            return 2;
        }

        @Override
        public String modelId() {
            return "fake";
        }
    };

    /** An index whose vector retrieval never finds "man.words.1" and whose full-text retrievals do. */
    private static final class FakeIndex implements SearchIndex {
        final List<String> types = new ArrayList<>();

        @Override
        public List<ChunkHit> nearest(float[] query, int k, String type) {
            types.add(type);
            return List.of(chunk("man.near.1", 0.8), chunk("man.other.1", 0.7));
        }

        @Override
        public List<RankedHit> nearestPurposes(float[] query, int k, String type) {
            types.add(type);
            return List.of(new RankedHit("man.purpose.1", null, 0.9), new RankedHit("man.near.1", null, 0.8));
        }

        @Override
        public List<RankedHit> chunkText(List<WeightedTerm> terms, SearchPolicy.FieldBoosts boosts, int k, String type) {
            types.add(type);
            return List.of(new RankedHit("man.words.1", "man.words.1#0", 9), new RankedHit("man.other.1", "man.other.1#0", 3));
        }

        @Override
        public List<RankedHit> documentFields(List<WeightedTerm> terms, SearchPolicy.FieldBoosts boosts, int k, String type) {
            types.add(type);
            return List.of(new RankedHit("man.words.1", null, 5));
        }

        @Override
        public List<ChunkHit> chunks(Collection<String> documentIds, Collection<String> chunkIds, float[] query, int perDocument) {
            return documentIds.stream().map(d -> chunk(d, d.equals("man.near.1") ? 0.8 : 0.7)).toList();
        }

        @Override
        public Frequencies frequencies(Collection<String> words, int cap) {
            return new Frequencies(Map.of(), 1);
        }

        @Override
        public Map<String, DocumentInfo> documents(Collection<String> ids) {
            var out = new HashMap<String, DocumentInfo>();
            ids.forEach(id -> out.put(id, new DocumentInfo(id, id, null, "man", null)));
            return out;
        }

        @Override
        public Map<String, DocumentText> texts(Collection<String> ids) {
            return Map.of();
        }

        private static ChunkHit chunk(String doc, double cosine) {
            return new ChunkHit(doc + "#0", doc, cosine, "", "text of " + doc);
        }
    }

    @Test
    void aDocumentOnlyTheFullTextIndexesFindIsReturnedAndRanksByAgreementOfTheRetrievals() {
        var index = new FakeIndex();
        var search = new DocumentSearch(index, new HybridScorer(EMBEDDER, new CosineCalibration(0.695, 10), new FusionSettings(0.25, 0)), POLICY);
        var hits = search.search("words that match", 3, "man");
        // man.words.1: first in both full-text lists; man.other.1: second in two lists; man.near.1: first in one
        assertThat(hits).extracting(SearchHit::id).containsExactly("man.words.1", "man.other.1", "man.near.1");
        assertThat(index.types).containsOnly("man").hasSize(3);
        // scores stay the calibrated hybrid relevance of the best chunk: the nearest chunk scores highest, whatever its rank
        assertThat(hits.get(2).score()).isGreaterThan(hits.get(0).score());
        assertThat(hits).allSatisfy(h -> assertThat(h.score()).isBetween(0.0, 1.0));
    }

    @Test
    void aListOfWeightZeroIsNotQueried() {
        var index = new FakeIndex();
        var vectorOnly = new SearchPolicy(50, 60, new SearchPolicy.Lists(1, 0, 0, 0), POLICY.fields(), POLICY.expansion());
        var hits = new DocumentSearch(index, new HybridScorer(EMBEDDER, new CosineCalibration(0.695, 10), new FusionSettings(0.25, 0)), vectorOnly)
                .search("words that match", 3, null);
        assertThat(hits).extracting(SearchHit::id).containsExactly("man.near.1", "man.other.1");
        assertThat(index.types).hasSize(1);
    }

    /** The purpose list is a fourth ranking: with a weight, a document only it finds is a candidate and its agreement counts. */
    @Test
    void thePurposeVectorListIsFusedWithItsWeight() {
        var index = new FakeIndex();
        var withPurpose = new SearchPolicy(50, 60, new SearchPolicy.Lists(1, 1, 1, 1), POLICY.fields(), POLICY.expansion());
        var hits = new DocumentSearch(index, new HybridScorer(EMBEDDER, new CosineCalibration(0.695, 10), new FusionSettings(0.25, 0)), withPurpose)
                .search("words that match", 4, "man");
        // man.words.1: first in two lists (2/61); man.near.1: first and second (1/61 + 1/62); man.other.1: second in two;
        // man.purpose.1: first in one
        assertThat(hits).extracting(SearchHit::id).containsExactly("man.words.1", "man.near.1", "man.other.1", "man.purpose.1");
        assertThat(index.types).containsOnly("man").hasSize(4);

        var without = new FakeIndex();
        assertThat(new DocumentSearch(without, new HybridScorer(EMBEDDER, new CosineCalibration(0.695, 10), new FusionSettings(0.25, 0)), POLICY)
                .search("words that match", 4, "man")).extracting(SearchHit::id).doesNotContain("man.purpose.1");
        assertThat(without.types).as("weight 0: not queried").hasSize(3);
    }
}
