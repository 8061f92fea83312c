package dev.dossier.source;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.dossier.app.Dossier;
import dev.dossier.graph.GraphProbe;
import dev.dossier.testing.SopFiles;
import dev.dossier.testing.SourceTrees;
import dev.dossier.testing.TestDossier;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A source directory mixing markdown, real man pages (gzip, a symlink, a .so redirect) and a STIX 2.1
 * bundle, ingested into the real embedded Neo4j.
 */
class KnowledgeSourcesIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private Dossier dossier;

    @BeforeEach
    void setUp() throws IOException {
        dossier = TestDossier.fresh();
        SopFiles.write(dir, "sops/errors.md", SopFiles.sop("applies_to: \"*.java\"\nseverity: error", "Errors", "errors", 1));
        SopFiles.write(dir, "notes/guide.md", "---\ntitle: Guide\n---\n# Guide\n\nSome knowledge.\n");
        SourceTrees.copy(SourceTrees.MAN, dir.resolve("man"));
        Files.createDirectories(dir.resolve("attack"));
        Files.copy(SourceTrees.STIX_SAMPLE, bundle());
        SopFiles.write(dir, "attack/package.json", "{\"name\": \"not a bundle\"}");
    }

    private Path bundle() {
        return dir.resolve("attack/enterprise.json");
    }

    private IngestReport sync() {
        return dossier.sync().sync(List.of(dir));
    }

    private long count(String cypher) {
        return GraphProbe.count(dossier.graph(), cypher);
    }

    private long count(String cypher, Map<String, Object> params) {
        return GraphProbe.count(dossier.graph(), cypher, params);
    }

    private void changeBundle(java.util.function.Consumer<ArrayNode> change) throws IOException {
        var root = (ObjectNode) JSON.readTree(bundle().toFile());
        change.accept((ArrayNode) root.get("objects"));
        Files.write(bundle(), JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(root));
    }

    private static boolean isTechnique(com.fasterxml.jackson.databind.JsonNode o, String techniqueId) {
        for (var ref : o.path("external_references")) {
            if (ref.path("external_id").asText().equals(techniqueId)) {
                return true;
            }
        }
        return false;
    }

    @Test
    void ingestsEveryKindWithItsLabelsAndEdges() {
        var report = sync();

        assertThat(report.rejected()).isEmpty();
        // 2 markdown + man/README.md, 6 man pages (fprintf is an alias of printf, queue(3) of queue(7)), 11 techniques
        assertThat(report.ingested()).isEqualTo(3 + 6 + 11);
        assertThat(report.warnings()).extracting(Problem::message).anySatisfy(m -> assertThat(m).contains("revoked"));
        assertThat(count("MATCH (d:Document:Sop) RETURN count(d)")).isEqualTo(1);
        assertThat(count("MATCH (d:Document:Knowledge) WHERE NOT d:ManPage AND NOT d:AttackPattern RETURN count(d)")).isEqualTo(2);
        assertThat(count("MATCH (d:Document:Knowledge:ManPage) RETURN count(d)")).isEqualTo(6);
        assertThat(count("MATCH (d:Document:Knowledge:AttackPattern) RETURN count(d)")).isEqualTo(11);
        assertThat(count("MATCH (d:Document) WHERE d.source_type IS NULL OR d.source_type <> d.type RETURN count(d)"))
                .as("every document says its source type").isZero();
        assertThat(count("MATCH (d:Document) WHERE d.source_type = 'man' RETURN count(d)")).isEqualTo(6);
        assertThat(count("MATCH (c:Chunk) WHERE NOT (c)-[:CHUNK_OF]->(:Document) RETURN count(c)")).isZero();

        assertThat(count("MATCH (d:ManPage {id: 'man.printf.3'}) WHERE d.aliases = ['fprintf(3)'] AND d.title = 'printf(3)' RETURN count(d)"))
                .isEqualTo(1);
        assertThat(count("MATCH (d:Document) WHERE d.id IN ['man.fprintf.3', 'man.queue.3'] RETURN count(d)")).as("no duplicates of aliases").isZero();
        assertThat(count("MATCH (c:Chunk)-[:CHUNK_OF]->(:ManPage {id: 'man.iconv.1'}) WHERE c.section STARTS WITH 'OPTIONS > ' RETURN count(c)"))
                .isEqualTo(10);

        assertThat(count("MATCH (:ManPage {id: 'man.iconv.1'})-[:SEE_ALSO]->(t:ManPage) RETURN count(t)")).as("none of iconv's references is here")
                .isZero();
        assertThat(count("MATCH (a:AttackPattern)-[:SUBTECHNIQUE_OF]->(p:AttackPattern) RETURN count(*)")).isEqualTo(7);
        assertThat(count("MATCH (:AttackPattern {id: 'attack.T1059.001'})-[:SUBTECHNIQUE_OF]->(p {id: 'attack.T1059'}) RETURN count(p)")).isEqualTo(1);
        assertThat(count("MATCH (d:AttackPattern) WHERE d.file_path = 'attack/enterprise.json' RETURN count(d)")).isEqualTo(11);
    }

    @Test
    void seeAlsoEdgesReachPagesAndTheirAliases() throws IOException {
        // a page of our own that refers to printf(3), to its alias fprintf(3), to queue(3) (.so of queue(7)) and to a missing page
        Files.writeString(dir.resolve("man/man1/demo.1"), ".TH demo 1\n.SH NAME\ndemo \\- refers\n.SH SEE ALSO\n"
                + ".BR printf (3),\n.BR fprintf (3),\n.BR queue (3),\n.BR missing (5)\n");
        sync();

        assertThat(count("MATCH (:ManPage {id: 'man.demo.1'})-[:SEE_ALSO]->(t) RETURN count(t)")).isEqualTo(2);
        assertThat(count("MATCH (:ManPage {id: 'man.demo.1'})-[:SEE_ALSO]->(t {id: 'man.queue.7'}) RETURN count(t)")).isEqualTo(1);
        assertThat(count("MATCH (d:ManPage {id: 'man.demo.1'}) RETURN size(d.see_also)")).isEqualTo(4);
    }

    @Test
    void reingestingUnchangedSourcesChangesNothing() {
        sync();
        long nodes = count("MATCH (n) RETURN count(n)");
        long rels = count("MATCH ()-[r]->() RETURN count(r)");

        var again = sync();

        assertThat(again.ingested()).isZero();
        assertThat(again.removed()).isZero();
        assertThat(again.unchanged()).isEqualTo(3 + 6 + 11);
        assertThat(count("MATCH (n) RETURN count(n)")).isEqualTo(nodes);
        assertThat(count("MATCH ()-[r]->() RETURN count(r)")).isEqualTo(rels);
    }

    @Test
    void aChangedBundleRemovesVanishedTechniquesAndKeepsEdgesRight() throws IOException {
        sync();
        changeBundle(objects -> {
            for (int i = objects.size() - 1; i >= 0; i--) {
                var o = objects.get(i);
                if (isTechnique(o, "T1003.008")) {
                    objects.remove(i);
                } else if (isTechnique(o, "T1059")) {
                    ((ObjectNode) o).put("name", "Command and Scripting Interpreters");
                }
            }
        });

        var report = sync();

        assertThat(report.rejected()).isEmpty();
        assertThat(report.removed()).isEqualTo(1);
        assertThat(report.ingested()).as("a changed bundle rewrites its techniques").isEqualTo(10);
        assertThat(count("MATCH (d:AttackPattern) RETURN count(d)")).isEqualTo(10);
        assertThat(count("MATCH (d {id: 'attack.T1003.008'}) RETURN count(d)")).isZero();
        assertThat(count("MATCH (c:Chunk) WHERE c.id STARTS WITH 'attack.T1003.008#' RETURN count(c)")).isZero();
        assertThat(count("MATCH (:AttackPattern)-[:SUBTECHNIQUE_OF]->(:AttackPattern) RETURN count(*)"))
                .as("the dangling relationship to the removed technique warns, the others are rebuilt").isEqualTo(6);
        assertThat(count("MATCH (d:AttackPattern {id: 'attack.T1059.003'}) WHERE d.title = 'T1059.003 Command and Scripting Interpreters: Windows Command Shell'"
                + " RETURN count(d)")).isEqualTo(1);
    }

    @Test
    void aRejectedBundleKeepsThePreviousTechniques() throws IOException {
        sync();
        changeBundle(objects -> {
            for (var o : objects) {
                if (isTechnique(o, "T1566")) {
                    ((ObjectNode) o).remove("external_references");
                }
            }
        });

        var report = sync();

        assertThat(report.rejected()).singleElement().satisfies(p -> {
            assertThat(p.file()).endsWith("enterprise.json");
            assertThat(p.field()).matches("objects\\[\\d+]\\.external_references");
        });
        assertThat(report.removed()).isZero();
        assertThat(count("MATCH (d:AttackPattern) RETURN count(d)")).isEqualTo(11);

        Files.writeString(bundle(), "{\"type\": \"bundle\", \"objects\": [");
        var broken = sync();
        assertThat(broken.rejected()).singleElement().satisfies(p -> assertThat(p.message()).contains("line 1, column"));
        assertThat(count("MATCH (d:AttackPattern) RETURN count(d)")).isEqualTo(11);

        Files.delete(bundle());
        assertThat(sync().removed()).as("a deleted bundle takes its techniques with it").isEqualTo(11);
        assertThat(count("MATCH (d:AttackPattern) RETURN count(d)")).isZero();
    }

    @Test
    void anAliasAddedOrRemovedUpdatesThePage() throws IOException {
        sync();
        Path link = Files.createSymbolicLink(dir.resolve("man/man3/sprintf.3.gz"), Path.of("printf.3.gz"));

        var added = sync();
        assertThat(added.ingested()).isEqualTo(1);
        assertThat(count("MATCH (d:ManPage {id: 'man.printf.3'}) WHERE d.aliases = ['fprintf(3)', 'sprintf(3)'] RETURN count(d)")).isEqualTo(1);

        Files.delete(link);
        Files.delete(dir.resolve("man/man3/fprintf.3.gz"));
        var removed = sync();
        assertThat(removed.ingested()).isEqualTo(1);
        assertThat(removed.removed()).isZero();
        assertThat(count("MATCH (d:ManPage {id: 'man.printf.3'}) WHERE d.aliases IS NULL RETURN count(d)")).isEqualTo(1);
    }

    @Test
    void deletedManPagesAreRemovedWithTheirEdges() throws IOException {
        Files.writeString(dir.resolve("man/man1/demo.1"), ".TH demo 1\n.SH NAME\ndemo \\- refers\n.SH SEE ALSO\n.BR printf (3)\n");
        sync();
        assertThat(count("MATCH ()-[r:SEE_ALSO]->({id: 'man.printf.3'}) RETURN count(r)")).isEqualTo(1);

        Files.delete(dir.resolve("man/man3/printf.3.gz"));
        var report = sync();

        assertThat(report.rejected()).as("fprintf.3.gz now dangles").extracting(Problem::field).containsExactly("symlink");
        assertThat(report.removed()).isEqualTo(1);
        assertThat(count("MATCH (d {id: 'man.printf.3'}) RETURN count(d)")).isZero();
        assertThat(count("MATCH ()-[r:SEE_ALSO]->() RETURN count(r)")).isZero();
    }
}
