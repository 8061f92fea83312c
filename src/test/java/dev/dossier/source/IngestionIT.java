package dev.dossier.source;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dossier.app.Dossier;
import dev.dossier.error.DossierException;
import dev.dossier.graph.GraphProbe;
import dev.dossier.testing.SopFiles;
import dev.dossier.testing.TestDossier;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Ingestion against the real embedded Neo4j: bad input, change detection, removal, one transaction per document. */
class IngestionIT {

    @TempDir
    Path dir;

    private Dossier dossier;

    @BeforeEach
    void setUp() {
        dossier = TestDossier.fresh();
    }

    private IngestReport sync() {
        return dossier.sync().sync(List.of(dir));
    }

    private long count(String cypher) {
        return GraphProbe.count(dossier.graph(), cypher);
    }

    private static String good(String name) {
        return SopFiles.sop("category: sop\napplies_to: \"*.java\"\nseverity: error", name, name + " handling", 2);
    }

    private Object modified(String id) {
        return GraphProbe.rows(dossier.graph(), "MATCH (d:Document {id: $id}) RETURN d.modified AS m", java.util.Map.of("id", id)).get(0).get("m");
    }

    @Test
    void aDocumentCarriesWhenItsContentLastChanged() throws java.io.IOException {
        Path file = SopFiles.write(dir, "sops/errors.md", good("Errors"));
        java.nio.file.Files.setLastModifiedTime(file, java.nio.file.attribute.FileTime.from(java.time.Instant.parse("2024-05-01T10:00:00.250Z")));
        sync();
        assertThat(modified("sops.errors")).isEqualTo("2024-05-01T10:00:00Z");

        java.nio.file.Files.setLastModifiedTime(file, java.nio.file.attribute.FileTime.from(java.time.Instant.parse("2025-01-01T00:00:00Z")));
        assertThat(sync().unchanged()).as("touched, same bytes").isEqualTo(1);
        assertThat(modified("sops.errors")).as("touching does not make the content newer").isEqualTo("2024-05-01T10:00:00Z");

        GraphProbe.run(dossier.graph(), "MATCH (d:Document {id: 'sops.errors'}) REMOVE d.modified", java.util.Map.of());
        assertThat(sync().ingested()).as("a document stored before modified existed is rewritten once").isEqualTo(1);
        assertThat(modified("sops.errors")).isEqualTo("2025-01-01T00:00:00Z");
        assertThat(sync().unchanged()).isEqualTo(1);

        SopFiles.write(dir, "sops/errors.md", good("Errors") + "\nOne more line.\n");
        java.nio.file.Files.setLastModifiedTime(file, java.nio.file.attribute.FileTime.from(java.time.Instant.parse("2025-02-02T12:00:00Z")));
        sync();
        assertThat(modified("sops.errors")).isEqualTo("2025-02-02T12:00:00Z");
    }

    @Test
    void ingestsDocumentsWithChunksLinkedToTheirParent() {
        SopFiles.write(dir, "sops/errors.md", good("Errors"));
        SopFiles.write(dir, "sops/logging.md", SopFiles.sop("applies_to: [\"src/**\", \"*.go\"]\nseverity: should", "Logging", "logging", 12));

        var report = sync();

        assertThat(report.ingested()).isEqualTo(2);
        assertThat(report.rejected()).isEmpty();
        assertThat(count("MATCH (d:Document:Sop) RETURN count(d)")).isEqualTo(2);
        assertThat(count("MATCH (c:Chunk) WHERE NOT (c)-[:CHUNK_OF]->(:Document) RETURN count(c)")).isZero();
        assertThat(count("MATCH (c:Chunk)-[:CHUNK_OF]->(d:Document {id: 'sops.logging'}) RETURN count(c)"))
                .as("a long SOP is chunked").isGreaterThan(1)
                .isEqualTo(count("MATCH (d:Document {id: 'sops.logging'}) RETURN d.chunk_count"));
        assertThat(count("MATCH (c:Chunk)-[:CHUNK_OF]->(d:Document {id: 'sops.logging'}) RETURN min(c.chunk_index)")).isEqualTo(1);
        var sop = dossier.documents().sop("sops.logging").orElseThrow();
        assertThat(sop.severity().label()).as("'should' is an alias of warning").isEqualTo("warning");
        assertThat(sop.appliesTo()).containsExactly("src/**", "*.go");
        assertThat(sop.title()).isEqualTo("Logging");
        assertThat(sop.summary()).isEqualTo("This SOP covers logging.");
        assertThat(sop.requirements()).containsExactly("Follow the logging rule.", "Document exceptions.");
        assertThat(sop.filePath()).isEqualTo("sops/logging.md");
    }

    @Test
    void addedChangedUnchangedAndDeletedFiles() throws IOException {
        Path a = SopFiles.write(dir, "a.md", good("A"));
        SopFiles.write(dir, "b.md", good("B"));
        assertThat(sync().ingested()).isEqualTo(2);

        var again = sync();
        assertThat(again.ingested()).isZero();
        assertThat(again.unchanged()).isEqualTo(2);

        Files.writeString(a, good("A changed"));
        SopFiles.write(dir, "c.md", good("C"));
        var changed = sync();
        assertThat(changed.ingested()).as("a changed and c added").isEqualTo(2);
        assertThat(changed.unchanged()).isEqualTo(1);
        assertThat(dossier.documents().sop("a").orElseThrow().title()).isEqualTo("A changed");

        Files.delete(a);
        var removed = sync();
        assertThat(removed.removed()).isEqualTo(1);
        assertThat(dossier.documents().sop("a")).isEmpty();
        assertThat(count("MATCH (c:Chunk) WHERE c.id STARTS WITH 'a#' RETURN count(c)")).as("its chunks are gone too").isZero();
        assertThat(count("MATCH (d:Document) RETURN count(d)")).isEqualTo(2);
    }

    @Test
    void reingestingUnchangedFilesLeavesTheSameGraph() {
        SopFiles.write(dir, "a.md", good("A"));
        sync();
        long nodes = count("MATCH (n) RETURN count(n)");
        long rels = count("MATCH ()-[r]->() RETURN count(r)");
        sync();
        sync();
        assertThat(count("MATCH (n) RETURN count(n)")).isEqualTo(nodes);
        assertThat(count("MATCH ()-[r]->() RETURN count(r)")).isEqualTo(rels);
    }

    /** A sync of {@code dir} that reads with {@code policy}, as the application wires it (its fingerprint in the hash). */
    private IngestReport syncWith(IngestionPolicy policy) {
        var vocabulary = dev.dossier.vocabulary.Vocabulary.load(null);
        var markdown = new MarkdownDocumentReader(vocabulary, dev.dossier.model.JtokkitCounter.cl100k(), policy);
        var factory = new DocumentFactory(vocabulary);
        var sync = new SourceSync(dossier.documents(), Map.of(SourceKind.MARKDOWN, markdown,
                SourceKind.MAN, new dev.dossier.source.man.ManPageReader(factory, markdown.counter(), policy),
                SourceKind.ATTACK, new dev.dossier.source.attack.StixBundleReader(factory, markdown.counter(), policy)),
                SyncObserver.NONE, policy.fingerprint());
        return sync.sync(List.of(dir));
    }

    @Test
    void newChunkSizesReadUnchangedFilesAgain() {
        SopFiles.write(dir, "a.md", SopFiles.sop("category: sop\napplies_to: \"*.java\"\nseverity: error", "A", "A handling", 6));
        var sections = new IngestionPolicy(1 << 20, ChunkPolicy.DEFAULT, ChunkPolicy.SOP_DEFAULT, 200);
        var whole = new IngestionPolicy(1 << 20, ChunkPolicy.DEFAULT, ChunkPolicy.DEFAULT, 200);
        String chunksOfA = "MATCH (c:Chunk)-[:CHUNK_OF]->(:Document {id: 'a'}) RETURN count(c)";

        assertThat(syncWith(sections).ingested()).isEqualTo(1);
        long small = count(chunksOfA);
        assertThat(syncWith(sections).unchanged()).as("same bytes, same settings").isEqualTo(1);

        IngestReport again = syncWith(whole);
        assertThat(again.ingested()).as("same bytes, other chunk sizes: read again").isEqualTo(1);
        assertThat(again.unchanged()).isZero();
        assertThat(count(chunksOfA)).as("sections merged up to 200 tokens now").isLessThan(small);
        assertThat(syncWith(whole).unchanged()).isEqualTo(1);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            missing applies_to        | category: sop\\nseverity: error                                  | applies_to   | applies_to is missing
            applies_to is a number    | applies_to: 42\\nseverity: error                                  | applies_to   | got a number (42)
            applies_to is a map       | applies_to: {a: b}\\nseverity: error                              | applies_to   | got a map
            applies_to list of numbers| applies_to: [1, 2]\\nseverity: error                              | applies_to   | got a number (1)
            applies_to empty list     | applies_to: []\\nseverity: error                                  | applies_to   | empty list
            applies_to bad glob       | applies_to: "src/{a,b"\\nseverity: error                          | applies_to   | unclosed '{'
            unknown severity          | applies_to: "*.java"\\nseverity: critical                         | severity     | got 'critical'
            missing severity          | applies_to: "*.java"                                            | severity     | severity is missing
            unknown category          | category: poem\\napplies_to: "*.java"\\nseverity: error            | category     | must be one of
            malformed yaml            | applies_to: [unclosed\\nseverity: error                           | front_matter | not valid YAML
            duplicate key             | applies_to: "*.java"\\napplies_to: "*.go"\\nseverity: error        | front_matter | not valid YAML
            keywords wrong type       | applies_to: "*.java"\\nseverity: error\\nkeywords: {a: 1}           | keywords     | got a map
            """)
    void rejectsInvalidFrontMatterNamingTheField(String name, String frontMatter, String field, String message) {
        SopFiles.write(dir, "bad.md", SopFiles.sop(frontMatter.replace("\\n", "\n"), "Bad", "bad", 1));
        SopFiles.write(dir, "good.md", good("Good"));

        var report = sync();

        assertThat(report.ingested()).as("the good file is still ingested").isEqualTo(1);
        assertThat(report.rejected()).hasSize(1);
        var problem = report.rejected().get(0);
        assertThat(problem.file()).endsWith("bad.md");
        assertThat(problem.field()).isEqualTo(field);
        assertThat(problem.message()).contains(message);
        assertThat(dossier.documents().sop("bad")).isEmpty();
    }

    @Test
    void rejectsEmptyBinaryNonUtf8OversizedAndUnclosedFrontMatter() throws IOException {
        SopFiles.write(dir, "empty.md", "  \n\n");
        Files.write(dir.resolve("binary.md"), new byte[] {'#', ' ', 'a', 0, 1, 2});
        Files.write(dir.resolve("latin1.md"), "---\napplies_to: \"*.java\"\nseverity: error\n---\n# Caf\u00e9\n".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        SopFiles.write(dir, "huge.md", "---\napplies_to: \"*.java\"\nseverity: error\n---\n" + "x".repeat(1_100_000));
        SopFiles.write(dir, "unclosed.md", "---\napplies_to: \"*.java\"\nseverity: error\n# No end\n");
        SopFiles.write(dir, "nobody.md", "---\napplies_to: \"*.java\"\nseverity: error\n---\n\n");
        SopFiles.write(dir, "good.md", good("Good"));

        var report = sync();

        assertThat(report.ingested()).isEqualTo(1);
        assertThat(report.rejected()).extracting(p -> Path.of(p.file()).getFileName().toString() + ":" + p.field())
                .containsExactlyInAnyOrder("empty.md:content", "binary.md:encoding", "latin1.md:encoding", "huge.md:size",
                        "unclosed.md:front_matter", "nobody.md:content");
        assertThat(report.rejected()).allSatisfy(p -> assertThat(p.message()).isNotBlank());
        assertThat(count("MATCH (d:Document) RETURN count(d)")).isEqualTo(1);
    }

    @Test
    void unknownFrontMatterKeysAreKeptAsAttributesWithWarnings() {
        SopFiles.write(dir, "a.md", SopFiles.sop("applies_to: \"*.css\"\nseverity: info\nrule: \"color-no-invalid-hex\"\nfixable: false",
                "A", "colours", 1).replace("fixable: false", "fixable: false\nconfigured_option: null"));

        var report = sync();

        assertThat(report.rejected()).isEmpty();
        assertThat(report.warnings()).extracting(Problem::field).containsExactlyInAnyOrder("rule", "fixable", "configured_option");
        assertThat(dossier.documents().sops()).hasSize(1);
        assertThat(dossier.documents().sop("a").orElseThrow().attributes())
                .containsEntry("rule", "color-no-invalid-hex").containsEntry("fixable", false).containsEntry("configured_option", null);
    }

    @Test
    void aRejectedChangeKeepsThePreviousVersionInPlace() throws IOException {
        Path a = SopFiles.write(dir, "a.md", good("A"));
        sync();
        Files.writeString(a, "---\napplies_to: 42\nseverity: error\n---\n# A broken\n\ntext\n");

        var report = sync();

        assertThat(report.rejected()).hasSize(1);
        assertThat(report.removed()).isZero();
        assertThat(dossier.documents().sop("a").orElseThrow().title()).as("nothing lost").isEqualTo("A");
    }

    @Test
    void knowledgeDocumentsWithoutApplesToAreNotSops() {
        SopFiles.write(dir, "guide.md", "---\ntitle: Guide\nauthor: Ana\ntags: [ops]\n---\n# Guide\n\nSome knowledge.\n");
        SopFiles.write(dir, "plain.md", "# Plain notes\n\nNo front matter at all.\n");

        var report = sync();

        assertThat(report.ingested()).isEqualTo(2);
        assertThat(count("MATCH (d:Document:Knowledge) RETURN count(d)")).isEqualTo(2);
        assertThat(dossier.documents().sops()).isEmpty();
    }

    @Test
    void everythingWrittenIsValidAgainstTheVocabulary() {
        SopFiles.write(dir, "a.md", good("A"));
        sync();
        assertThat(count("MATCH (d:Document) WHERE d.file_hash =~ '[0-9a-f]{64}' AND d.type = 'sop' AND d.mime_type = 'text/markdown' RETURN count(d)"))
                .isEqualTo(1);
        assertThat(count("MATCH (c:Chunk) WHERE c.chunk_index >= 1 AND c.chunk_count >= c.chunk_index AND c.token_count > 0 RETURN count(c)"))
                .isEqualTo(count("MATCH (c:Chunk) RETURN count(c)"));
    }

    @Test
    void aMissingDirectoryIsAClearError() {
        assertThatThrownBy(() -> dossier.sync().sync(List.of(dir.resolve("nope"))))
                .isInstanceOf(DossierException.class).hasMessageContaining("does not exist");
    }

    @Test
    void idsAreStableAcrossSyncs() {
        SopFiles.write(dir, "team/errors.md", good("Errors"));
        sync();
        var first = GraphProbe.count(dossier.graph(), "MATCH (c:Chunk {id: $id}) RETURN count(c)", Map.of("id", "team.errors#1"));
        assertThat(first).isEqualTo(1);
    }
}
