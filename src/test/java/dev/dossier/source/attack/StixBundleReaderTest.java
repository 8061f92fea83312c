package dev.dossier.source.attack;

import dev.dossier.source.StixBundles;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.dossier.model.JtokkitCounter;
import dev.dossier.source.DocumentFactory;
import dev.dossier.source.DocumentWrite;
import dev.dossier.source.IngestionPolicy;
import dev.dossier.source.ParseOutcome;
import dev.dossier.source.Problem;
import dev.dossier.source.SourceFile;
import dev.dossier.source.SourceKind;
import dev.dossier.vocabulary.Vocabulary;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The STIX 2.1 reader on the sample bundle written for these tests (src/test/resources/stix). */
class StixBundleReaderTest {

    static final Path SAMPLE = Path.of("src/test/resources/stix/attack-sample.json");
    private static final ObjectMapper JSON = new ObjectMapper();

    private final StixBundleReader reader = new StixBundleReader(new DocumentFactory(Vocabulary.load(null)), JtokkitCounter.cl100k(),
            IngestionPolicy.DEFAULT);

    @TempDir
    Path dir;

    private ParseOutcome read(byte[] bytes) {
        var file = new SourceFile(SourceKind.ATTACK, dir.toAbsolutePath(), dir.resolve("bundle.json"), "bundle.json", "bundle.json", null, List.of());
        return reader.read(file, bytes, "a".repeat(64));
    }

    private ParseOutcome.Accepted sample() throws IOException {
        var outcome = read(Files.readAllBytes(SAMPLE));
        assertThat(outcome).isInstanceOf(ParseOutcome.Accepted.class);
        return (ParseOutcome.Accepted) outcome;
    }

    private static Map<String, DocumentWrite> byId(ParseOutcome.Accepted a) {
        return a.documents().stream().collect(Collectors.toMap(DocumentWrite::id, d -> d));
    }

    /** The sample with one change applied to its JSON tree. */
    private ParseOutcome readChanged(Consumer<ObjectNode> change) throws IOException {
        var root = (ObjectNode) JSON.readTree(SAMPLE.toFile());
        change.accept(root);
        return read(JSON.writeValueAsBytes(root));
    }

    private static ObjectNode technique(ObjectNode root, String techniqueId) {
        for (var o : root.get("objects")) {
            for (var ref : o.path("external_references")) {
                if (ref.path("external_id").asText().equals(techniqueId)) {
                    return (ObjectNode) o;
                }
            }
        }
        throw new AssertionError("no " + techniqueId + " in the sample");
    }

    private static List<Problem> problems(ParseOutcome outcome) {
        assertThat(outcome).isInstanceOf(ParseOutcome.Rejected.class);
        return ((ParseOutcome.Rejected) outcome).problems();
    }

    @Test
    void oneDocumentPerCurrentTechnique() throws IOException {
        var docs = byId(sample());
        assertThat(docs.keySet()).containsExactlyInAnyOrder("attack.T1059", "attack.T1059.001", "attack.T1059.003", "attack.T1059.004",
                "attack.T1003", "attack.T1003.001", "attack.T1003.008", "attack.T1566", "attack.T1566.001", "attack.T1566.002", "attack.T1053");
        assertThat(docs.values()).allSatisfy(d -> assertThat(d.labels()).containsExactly("Knowledge", "AttackPattern"));
    }

    @Test
    void techniquePropertiesTacticsPlatformsAndDetection() throws IOException {
        var docs = byId(sample());
        var powershell = docs.get("attack.T1059.001").properties();
        assertThat(powershell).containsEntry("technique_id", "T1059.001").containsEntry("parent_technique", "T1059")
                .containsEntry("title", "T1059.001 Command and Scripting Interpreter: PowerShell")
                .containsEntry("tactics", List.of("execution")).containsEntry("platforms", List.of("Windows"))
                .containsEntry("url", "https://attack.mitre.org/techniques/T1059/001").containsEntry("type", "attack")
                .containsEntry("source_type", "attack").containsEntry("file_path", "bundle.json");
        assertThat((String) powershell.get("stix_id")).startsWith("attack-pattern--");
        assertThat((String) powershell.get("detection")).contains("script block logging");
        assertThat(docs.get("attack.T1053").properties()).containsEntry("tactics", List.of("execution", "persistence", "privilege-escalation"))
                .doesNotContainKey("parent_technique").containsEntry("title", "T1053 Scheduled Task/Job");
    }

    @Test
    void theTechniquesOwnModifiedTimeIsKeptAndABadOneIsAWarning() throws IOException {
        assertThat(byId(sample()).get("attack.T1059").properties()).containsEntry("modified", "2024-09-15T08:30:00Z");

        var outcome = readChanged(root -> technique(root, "T1059").put("modified", "last tuesday"));
        assertThat(outcome).isInstanceOf(ParseOutcome.Accepted.class);
        var accepted = (ParseOutcome.Accepted) outcome;
        assertThat(byId(accepted).get("attack.T1059").properties()).doesNotContainKey("modified");
        assertThat(accepted.warnings()).anySatisfy(w -> assertThat(w.toString()).contains(".modified").contains("last tuesday"));
    }

    @Test
    void citationsAreRemovedAndTheChunkCarriesTheFacts() throws IOException {
        var doc = byId(sample()).get("attack.T1059");
        assertThat((String) doc.properties().get("summary")).startsWith("Adversaries run commands").doesNotContain("Citation");
        String content = doc.chunks().stream().map(c -> (String) c.properties().get("content")).collect(Collectors.joining("\n"));
        assertThat(content).contains("# T1059 Command and Scripting Interpreter", "- Tactics: execution", "- Platforms: Linux, macOS, Windows",
                "## Description", "## Detection").doesNotContain("(Citation:");
    }

    @Test
    void revokedAndDeprecatedTechniquesAreSkippedWithWarnings() throws IOException {
        var accepted = sample();
        assertThat(byId(accepted)).doesNotContainKeys("attack.T1086", "attack.T1064");
        assertThat(accepted.warnings()).extracting(Problem::message)
                .anySatisfy(m -> assertThat(m).contains("'PowerShell'", "revoked"))
                .anySatisfy(m -> assertThat(m).contains("'Scripting'", "deprecated"));
        assertThat(accepted.warnings()).hasSize(2);
    }

    @Test
    void aSubTechniqueWithoutRelationshipTakesItsParentFromTheIdWithAWarning() throws IOException {
        var outcome = readChanged(root -> {
            var objects = (ArrayNode) root.get("objects");
            for (int i = objects.size() - 1; i >= 0; i--) {
                if (objects.get(i).path("relationship_type").asText().equals("subtechnique-of")) {
                    objects.remove(i);
                }
            }
        });
        var accepted = (ParseOutcome.Accepted) outcome;
        assertThat(byId(accepted).get("attack.T1003.001").properties()).containsEntry("parent_technique", "T1003");
        assertThat(accepted.warnings()).extracting(Problem::message).anySatisfy(m -> assertThat(m).contains("T1003.001", "taken from the id"));
    }

    @Test
    void malformedJsonIsRejectedWithLineAndColumn() {
        var problem = problems(read("{\n  \"type\": \"bundle\",\n  \"objects\": [ {\"type\": } ]\n}".getBytes(StandardCharsets.UTF_8))).get(0);
        assertThat(problem.field()).isEqualTo("json");
        assertThat(problem.message()).contains("line 3, column").contains("not valid JSON");
    }

    @Test
    void aMissingMitreExternalIdNamesTheJsonPath() throws IOException {
        var problems = problems(readChanged(root -> technique(root, "T1566.001").putArray("external_references")
                .addObject().put("source_name", "capec").put("external_id", "CAPEC-163")));
        assertThat(problems).hasSize(1);
        assertThat(problems.get(0).field()).matches("objects\\[\\d+]\\.external_references");
        assertThat(problems.get(0).message()).contains("missing mitre-attack external_id");
        assertThat(problems.get(0).file()).isEqualTo("bundle.json");
    }

    @Test
    void wrongValuesAreEachNamed() throws IOException {
        var problems = problems(readChanged(root -> {
            ((ObjectNode) technique(root, "T1003").get("external_references").get(0)).put("external_id", "T13");
            technique(root, "T1566").put("x_mitre_platforms", "Windows");
            technique(root, "T1053").remove("name");
            technique(root, "T1059.004").putArray("kill_chain_phases").add("execution");
            ((ArrayNode) root.get("objects")).add(42);
        }));
        assertThat(problems).extracting(Problem::field).map(f -> f.replaceAll("\\[\\d+]", "[i]")).containsExactlyInAnyOrder(
                "objects[i].external_references[i].external_id", "objects[i].x_mitre_platforms", "objects[i].name",
                "objects[i].kill_chain_phases[i]", "objects[i]");
        assertThat(problems).allSatisfy(p -> assertThat(p.message()).isNotBlank());
    }

    @Test
    void aTechniqueDefinedTwiceIsAProblem() throws IOException {
        var problems = problems(readChanged(root -> {
            var copy = technique(root, "T1059").deepCopy();
            copy.put("id", "attack-pattern--00000000-0000-4000-8000-000000000001");
            ((ArrayNode) root.get("objects")).add(copy);
        }));
        assertThat(problems).extracting(Problem::message).singleElement().asString().contains("T1059 is defined twice");
    }

    @Test
    void notABundleOrNoObjects() {
        assertThat(problems(read("{\"type\": \"bundle\", \"id\": \"bundle--x\"}".getBytes(StandardCharsets.UTF_8))).get(0).field()).isEqualTo("objects");
        assertThat(problems(read("[1, 2]".getBytes(StandardCharsets.UTF_8))).get(0).field()).isEqualTo("type");
    }

    @Test
    void bundlesAreRecognisedByContent() throws IOException {
        assertThat(StixBundles.isBundle(SAMPLE)).isTrue();
        Path other = Files.writeString(dir.resolve("package.json"), "{\"name\": \"x\", \"type\": \"module\"}");
        Path typeLate = Files.writeString(dir.resolve("late.json"), "{\"objects\": [{\"type\": \"x\"}], \"type\": \"bundle\"}");
        Path array = Files.writeString(dir.resolve("array.json"), "[{\"type\": \"bundle\"}]");
        Path broken = Files.writeString(dir.resolve("broken.json"), "{\"type\": \"bundle\", \"objects\": [ }");
        Path brokenOther = Files.writeString(dir.resolve("other.json"), "{ not json");
        assertThat(StixBundles.isBundle(other)).isFalse();
        assertThat(StixBundles.isBundle(typeLate)).isTrue();
        assertThat(StixBundles.isBundle(array)).isFalse();
        assertThat(StixBundles.isBundle(broken)).as("a broken bundle is still read, to report where it breaks").isTrue();
        assertThat(StixBundles.isBundle(brokenOther)).isFalse();
    }
}
