package dev.dossier.graph;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.app.Dossier;
import dev.dossier.embedding.BgeSmallEmbedder;
import dev.dossier.embedding.EmbeddingSettings;
import dev.dossier.embedding.ProgressListener;
import dev.dossier.embedding.PurposeReport;
import dev.dossier.embedding.PurposeText;
import dev.dossier.testing.CountingEmbedder;
import dev.dossier.testing.SopFiles;
import dev.dossier.testing.TestDossier;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Documents' purpose vectors (title and summary) on the real embedded Neo4j and the real model: stored, indexed, cached, re-embedded. */
class Neo4jDocumentEmbeddingsIT {

    private static final BgeSmallEmbedder EMBEDDER = new BgeSmallEmbedder(new EmbeddingSettings(BgeSmallEmbedder.MODEL_ID, 2, 1));

    @TempDir
    Path dir;

    private Dossier dossier;

    @BeforeEach
    void setUp() {
        dossier = TestDossier.fresh();
    }

    /** An SOP whose summary is its first paragraph. */
    private static String sop(String title, String summary) {
        return "---\napplies_to: \"*.css\"\nseverity: warning\n---\n# " + title + "\n\n" + summary + "\n\n## Details\n\n"
                + ("Some rule text that is long enough to be a chunk of its own. ").repeat(10) + "\n";
    }

    private long count(String cypher) {
        return GraphProbe.count(dossier.graph(), cypher);
    }

    @Test
    void thePurposeVectorIndexIsCreatedOnline() {
        var rows = dossier.graph().read(tx -> tx.run("""
                SHOW INDEXES YIELD name, type, state, labelsOrTypes, properties WHERE name = $name
                RETURN type, state, labelsOrTypes, properties
                """, Map.<String, Object>of("name", Neo4jDocumentEmbeddings.INDEX)).list());
        assertThat(rows).singleElement().satisfies(r -> {
            assertThat(r.get("type").asString()).isEqualTo("VECTOR");
            assertThat(r.get("state").asString()).isEqualTo("ONLINE");
            assertThat(r.get("labelsOrTypes").asList()).containsExactly("Document");
            assertThat(r.get("properties").asList()).containsExactly("purpose_embedding");
        });
        assertThat(Neo4jSchema.purposeIndex(384)).contains("`vector.dimensions`: 384").contains("ON d.purpose_embedding");
    }

    @Test
    void ingestionEmbedsEachDocumentsPurposeOnceAndReusesItWhenOnlyTheBodyChanges() {
        SopFiles.write(dir, "colors.md", sop("Colors", "Use lowercase hex colors."));
        SopFiles.write(dir, "commits.md", sop("Commits", "Write commit messages in the imperative."));
        dossier.ingest(List.of(dir), ProgressListener.none());
        assertThat(count("MATCH (d:Document) WHERE size(d.purpose_embedding) = 384 AND d.purpose_hash IS NOT NULL RETURN count(d)")).isEqualTo(2);
        var purposes = new Neo4jDocumentEmbeddings(dossier.graph(), 2);

        var counting = new CountingEmbedder(EMBEDDER);
        PurposeReport again = purposes.embedPending(counting, ProgressListener.none());
        assertThat(again.documents()).isEqualTo(2);
        assertThat(again.unchanged()).isEqualTo(2);
        assertThat(counting.seen()).as("nothing changed: nothing embedded").isEmpty();

        // Rewrite the body only: ingestion recreates the document node (its vector is gone), the purpose text is the same.
        SopFiles.write(dir, "colors.md", sop("Colors", "Use lowercase hex colors.").replace("Some rule text", "Other rule text"));
        dossier.sync().sync(List.of(dir));
        assertThat(count("MATCH (d:Document) WHERE d.purpose_embedding IS NULL RETURN count(d)")).isEqualTo(1);
        PurposeReport reused = purposes.embedPending(counting, ProgressListener.none());
        assertThat(reused.reused()).as("same title and summary: from the cache").isEqualTo(1);
        assertThat(reused.embedded()).isZero();
        assertThat(counting.seen()).isEmpty();

        // Change the summary: that document's purpose is embedded again, and the chunk pass prunes the old cached vector.
        SopFiles.write(dir, "colors.md", sop("Colors", "Use named colors only in design tokens.").replace("Some rule text", "Other rule text"));
        dossier.sync().sync(List.of(dir));
        PurposeReport changed = purposes.embedPending(counting, ProgressListener.none());
        assertThat(changed.embedded()).isEqualTo(1);
        assertThat(counting.seen()).containsExactly(PurposeText.of("Colors", "Use named colors only in design tokens."));
        long cached = count("MATCH (e:EmbeddingCache) RETURN count(e)");
        new Neo4jChunkEmbeddings(dossier.graph(), 2).embedPending(EMBEDDER, ProgressListener.none());
        assertThat(count("MATCH (e:EmbeddingCache) RETURN count(e)")).as("the old purpose's vector pruned").isEqualTo(cached - 1);
        assertThat(count("""
                MATCH (d:Document) WHERE NOT EXISTS { MATCH (:EmbeddingCache {hash: d.purpose_hash}) } RETURN count(d)
                """)).as("every document's purpose vector still cached").isZero();
    }
}
