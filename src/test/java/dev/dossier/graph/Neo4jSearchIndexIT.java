package dev.dossier.graph;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.app.Dossier;
import dev.dossier.embedding.ChunkHit;
import dev.dossier.search.RankedHit;
import dev.dossier.search.SearchPolicy;
import dev.dossier.search.WeightedTerm;
import dev.dossier.testing.TestDossier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The search retrievals on the real embedded Neo4j (its vector and full-text indexes), with chunk vectors written
 * directly so that which chunks are nearest is known: the type filter applies before each index's cut.
 */
class Neo4jSearchIndexIT {

    private static final SearchPolicy.FieldBoosts BOOSTS = new SearchPolicy.FieldBoosts(3, 2, 1, 0.5, 0.5, 1);
    private static final int SOPS = 150;
    private static final int PAGES = 8;

    private Dossier dossier;
    private Neo4jSearchIndex index;

    /** A unit vector mostly along the first axis; {@code away} tilts it towards the second axis. */
    private static List<Double> vector(double away) {
        var v = new ArrayList<Double>(java.util.Collections.nCopies(dossier().embedder().dimensions(), 0.0));
        v.set(0, Math.cos(away));
        v.set(1, Math.sin(away));
        return v;
    }

    private static Dossier dossier() {
        return TestDossier.shared();
    }

    @BeforeEach
    void setUp() {
        dossier = TestDossier.fresh();
        index = new Neo4jSearchIndex(dossier.graph());
        var rows = new ArrayList<Map<String, Object>>();
        // SOP chunks nearer to the query vector than any man page chunk, and all saying "directory"
        for (int i = 0; i < SOPS; i++) {
            rows.add(Map.of("doc", "sops.s" + i, "label", "Sop", "type", "sop", "title", "Rule " + i, "summary", "keep the directory tidy",
                    "content", "Every directory of the repository has a README. Rule " + i, "v", vector(0.001 * i)));
        }
        for (int i = 0; i < PAGES; i++) {
            rows.add(Map.of("doc", "man.page" + i + ".2", "label", "ManPage", "type", "man", "title", "page" + i + "(2)",
                    "summary", i == 3 ? "create a directory" : "do thing " + i, "content", i == 5 ? "The directory is created with mode 0777." : "Something else " + i,
                    "v", vector(1.0 + 0.01 * i)));
        }
        dossier.graph().update(tx -> {
            for (var r : rows) {
                tx.run("""
                        CREATE (d:Document {id: $doc, title: $title, summary: $summary, source_type: $type})
                        CREATE (c:Chunk {id: $doc + '#0', chunk_index: 0, section: 'DESCRIPTION', content: $content, source_type: $type})-[:CHUNK_OF]->(d)
                        WITH c CALL db.create.setNodeVectorProperty(c, 'embedding', $v)
                        """, r).consume();
            }
        });
        dossier.graph().update(tx -> tx.run("CALL db.awaitIndexes(60)").consume());
    }

    private static float[] query() {
        var v = new float[dossier().embedder().dimensions()];
        v[0] = 1;
        return v;
    }

    @Test
    void nearestOfATypeReturnsKHitsOfThatTypeEvenWhenOtherTypesAreNearer() {
        List<ChunkHit> any = index.nearest(query(), 5, null);
        assertThat(any).extracting(ChunkHit::documentId).allMatch(id -> id.startsWith("sops."));
        List<ChunkHit> man = index.nearest(query(), 5, "man");
        assertThat(man).hasSize(5).extracting(ChunkHit::documentId).allMatch(id -> id.startsWith("man."));
        assertThat(man.get(0).documentId()).isEqualTo("man.page0.2");
        // the raw cosine (the index reports (1 + cos) / 2), as far as the index's float precision goes
        assertThat(man.get(0).cosine()).isCloseTo(Math.cos(1.0), org.assertj.core.data.Offset.offset(0.01));
        assertThat(index.nearest(query(), 50, "man")).hasSize(PAGES);
    }

    @Test
    void fullTextOfATypeFindsTheWordsOnlyInThatTypeBeforeTheCut() {
        var words = List.of(new WeightedTerm("directories", 1));
        List<RankedHit> chunks = index.chunkText(words, BOOSTS, 3, "man");
        assertThat(chunks).extracting(RankedHit::documentId).containsExactly("man.page5.2");
        assertThat(chunks.get(0).chunkId()).isEqualTo("man.page5.2#0");
        assertThat(index.chunkText(words, BOOSTS, 3, null)).hasSize(3).extracting(RankedHit::documentId).anyMatch(id -> id.startsWith("sops."));
        assertThat(index.documentFields(words, BOOSTS, 3, "man")).extracting(RankedHit::documentId).containsExactly("man.page3.2");
        assertThat(index.documentFields(List.of(new WeightedTerm("page3", 1)), BOOSTS, 3, "man")).extracting(RankedHit::documentId)
                .containsExactly("man.page3.2");
    }

    @Test
    void chunksOfDocumentsComeWithTheirCosinesAndFrequenciesAreCappedCounts() {
        var chunks = index.chunks(List.of("man.page0.2", "sops.s1"), Set.of(), query(), 2);
        assertThat(chunks).extracting(ChunkHit::documentId).containsExactly("man.page0.2", "sops.s1");
        assertThat(chunks.get(0).cosine()).isCloseTo(Math.cos(1.0), org.assertj.core.data.Offset.offset(0.01));
        var f = index.frequencies(List.of("directory", "page3", "absent"), 100);
        assertThat(f.total()).isEqualTo(SOPS + PAGES);
        assertThat(f.documents()).containsEntry("directory", 100).containsEntry("page3", 1).containsEntry("absent", 0);
    }
}
