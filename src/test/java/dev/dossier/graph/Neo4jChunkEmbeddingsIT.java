package dev.dossier.graph;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.app.Dossier;
import dev.dossier.embedding.BgeSmallEmbedder;
import dev.dossier.embedding.EmbedReport;
import dev.dossier.embedding.Embedder;
import dev.dossier.embedding.StoredVectorEmbedder;
import dev.dossier.assembly.ReviewTexts;
import dev.dossier.embedding.EmbeddingSettings;
import dev.dossier.embedding.Progress;
import dev.dossier.testing.CountingEmbedder;
import dev.dossier.testing.SopFiles;
import dev.dossier.testing.TestDossier;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Chunk vectors on the real embedded Neo4j and the real model: what is embedded, cached, re-embedded and found. */
class Neo4jChunkEmbeddingsIT {

    private static final BgeSmallEmbedder EMBEDDER = new BgeSmallEmbedder(new EmbeddingSettings(BgeSmallEmbedder.MODEL_ID, 2, 1));

    @TempDir
    Path dir;

    private Dossier dossier;
    private Neo4jChunkEmbeddings embeddings;

    @BeforeEach
    void setUp() {
        dossier = TestDossier.fresh();
        embeddings = new Neo4jChunkEmbeddings(dossier.graph(), 2);
    }

    /** A SOP with one chunk per section: each section is long enough (over 200 tokens) not to be merged. */
    private static String sop(String title, String... sections) {
        var b = new StringBuilder("---\napplies_to: \"*.css\"\nseverity: warning\n---\n# ").append(title).append("\n\n");
        for (int i = 0; i < sections.length; i++) {
            b.append("## Part ").append(i + 1).append("\n\n").append((sections[i] + " ").repeat(18)).append("\n\n");
        }
        return b.toString();
    }

    private void write() {
        SopFiles.write(dir, "colors.md", sop("Colors", "Hex color codes must be written in lowercase letters, for example #ffcc00.",
                "Named colors such as red or blue are not allowed in stylesheets."));
        SopFiles.write(dir, "commits.md", sop("Commits", "Every git commit message starts with a short imperative summary line.",
                "Squash fixup commits before merging a branch into main."));
    }

    private long count(String cypher) {
        return GraphProbe.count(dossier.graph(), cypher);
    }

    @Test
    void embedsPendingChunksOnceAndReusesVectorsOfUnchangedTextAfterReingestion() {
        write();
        dossier.sync().sync(List.of(dir));
        long chunks = count("MATCH (c:Chunk) RETURN count(c)");
        assertThat(chunks).as("two sections per SOP").isEqualTo(4);
        var progress = new ArrayList<Progress>();

        EmbedReport first = embeddings.embedPending(EMBEDDER, progress::add);

        assertThat(first.chunks()).isEqualTo(4);
        assertThat(first.embedded()).isEqualTo(4);
        assertThat(first.reused()).isZero();
        assertThat(first.unchanged()).isZero();
        assertThat(count("MATCH (c:Chunk) WHERE c.embedding IS NOT NULL AND size(c.embedding) = 384 AND c.embedding_hash IS NOT NULL RETURN count(c)"))
                .isEqualTo(4);
        assertThat(count("MATCH (e:EmbeddingCache) RETURN count(e)")).isEqualTo(4);
        assertThat(progress).as("one report before and one per batch of 2").hasSize(3);
        assertThat(progress.get(progress.size() - 1).done()).isEqualTo(4);
        assertThat(progress.get(progress.size() - 1).total()).isEqualTo(4);

        EmbedReport second = embeddings.embedPending(EMBEDDER, p -> { });

        assertThat(second.embedded()).as("nothing changed").isZero();
        assertThat(second.reused()).isZero();
        assertThat(second.unchanged()).isEqualTo(4);

        // Change one section of one file: ingestion recreates both chunk nodes of that document.
        SopFiles.write(dir, "colors.md", sop("Colors", "Hex color codes must be written in lowercase letters, for example #ffcc00.",
                "Named colors such as rebeccapurple are allowed only in design tokens."));
        dossier.sync().sync(List.of(dir));
        assertThat(count("MATCH (c:Chunk) WHERE c.embedding IS NULL RETURN count(c)")).as("replace drops the vectors").isEqualTo(2);

        EmbedReport third = embeddings.embedPending(EMBEDDER, p -> { });

        assertThat(third.embedded()).as("only the changed text").isEqualTo(1);
        assertThat(third.reused()).as("the unchanged chunk of the rewritten document").isEqualTo(1);
        assertThat(third.unchanged()).isEqualTo(2);
        assertThat(third.pruned()).as("the old text's vector").isEqualTo(1);
        assertThat(count("MATCH (c:Chunk) WHERE c.embedding IS NULL RETURN count(c)")).isZero();
        assertThat(count("MATCH (e:EmbeddingCache) RETURN count(e)")).isEqualTo(4);
    }

    @Test
    void nearestFindsTheChunkAboutTheQuery() {
        write();
        dossier.sync().sync(List.of(dir));
        embeddings.embedPending(EMBEDDER, p -> { });

        var hits = embeddings.nearest(EMBEDDER.embed("How should I write commit messages in git?"), 2, Optional.empty());

        assertThat(hits).hasSize(2);
        assertThat(hits.get(0).documentId()).isEqualTo("commits");
        assertThat(hits.get(0).content()).contains("imperative summary line");
        assertThat(hits.get(0).cosine()).isGreaterThan(hits.get(1).cosine()).isLessThanOrEqualTo(1.0);

        var colors = embeddings.nearest(EMBEDDER.embed("lowercase hex colors"), 1, Optional.of("Sop"));
        assertThat(colors).singleElement().satisfies(h -> assertThat(h.content()).contains("lowercase letters"));
        assertThat(embeddings.nearest(EMBEDDER.embed("lowercase hex colors"), 3, Optional.of("Knowledge"))).isEmpty();
    }

    @Test
    void identicalTextsAreEmbeddedOnce() {
        String same = "Selectors must not be duplicated within a stylesheet.";
        SopFiles.write(dir, "a.md", sop("Selectors", same));
        SopFiles.write(dir, "b.md", sop("Selectors", same));
        dossier.sync().sync(List.of(dir));

        EmbedReport report = embeddings.embedPending(EMBEDDER, p -> { });

        assertThat(report.chunks()).isEqualTo(2);
        assertThat(report.embedded()).as("same title, section and content").isEqualTo(1);
        assertThat(count("MATCH (c:Chunk) WHERE c.embedding IS NOT NULL RETURN count(c)")).isEqualTo(2);
    }

    @Test
    void theReviewersChunkTextsAreReadFromTheGraphNotEmbeddedAgain() {
        write();
        dossier.sync().sync(List.of(dir));
        embeddings.embedPending(EMBEDDER, p -> { });
        var sops = dossier.documents().sops();
        var titles = new java.util.HashMap<String, String>();
        sops.forEach(s -> titles.put(s.id(), s.title()));
        var texts = dossier.documents().chunks(titles.keySet()).stream()
                .map(c -> ReviewTexts.of(titles.get(c.sopId()), c)).toList();
        var counting = new CountingEmbedder(EMBEDDER);

        float[][] vectors = new StoredVectorEmbedder(counting, embeddings).embed(texts);

        assertThat(texts).hasSize(4);
        assertThat(counting.seen()).as("every chunk text the reviewer scores has its vector stored").isEmpty();
        for (int i = 0; i < texts.size(); i++) {
            assertThat(Embedder.cosine(vectors[i], EMBEDDER.embed(texts.get(i)))).isGreaterThan(0.9999);
        }
        new StoredVectorEmbedder(counting, embeddings).embed(List.of("Review this stylesheet"));
        assertThat(counting.seen()).containsExactly("Review this stylesheet");
    }
}
