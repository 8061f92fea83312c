package dev.dossier.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dossier.api.HttpServer;
import dev.dossier.app.Dossier;
import dev.dossier.assembly.Level;
import dev.dossier.embedding.ProgressListener;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.graph.GraphProbe;
import dev.dossier.knowledge.HistoryTurn;
import dev.dossier.knowledge.KnowledgeItem;
import dev.dossier.knowledge.KnowledgeRequest;
import dev.dossier.testing.SourceTrees;
import dev.dossier.testing.TestDossier;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Knowledge assembly end to end: real man pages and a STIX bundle, embedded, retrieved, scored and packed; and over HTTP. */
class KnowledgeAssemblyIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static Dossier dossier;
    private static HttpServer server;

    @BeforeAll
    static void ingest() throws Exception {
        dossier = TestDossier.isolated();
        Path dir = Files.createTempDirectory("dossier-knowledge-");
        SourceTrees.copy(SourceTrees.MAN, dir.resolve("man"));
        Files.createDirectories(dir.resolve("attack"));
        Files.copy(SourceTrees.STIX_SAMPLE, dir.resolve("attack/attack-sample.json"));
        assertThat(dossier.ingest(List.of(dir), ProgressListener.none()).report().rejected()).isEmpty();
        server = HttpServer.start(dossier, List.of(dir), "127.0.0.1", 0);
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    private static KnowledgeRequest request(String query, Integer window, String policy, String overflow) {
        var history = List.of(new HistoryTurn("user", "I am writing a C program that prints numbers.", Instant.parse("2026-11-21T09:00:00Z")),
                new HistoryTurn("assistant", "Use the printf family; see @man/man3/printf.3.gz.", Instant.parse("2026-11-21T09:00:05Z")));
        return new KnowledgeRequest(query, history, "gpt-4o", window, policy, overflow);
    }

    @ParameterizedTest(name = "{0} at {1}")
    @CsvSource({"tiers, 32000", "cag, 32000", "tiers, 12500", "cag, 12500"})
    void neverOverBudgetAndTheTiersAreThePolicys(String policy, int window) {
        var c = dossier.assembleKnowledge(request("How do I format an integer with printf?", window, policy, null));
        assertThat(c.tokens()).isLessThanOrEqualTo(c.budget().available());
        assertThat(c.budget().tiers().keySet()).containsExactlyElementsOf(policy.equals("cag") ? List.of("knowledge", "history", "query")
                : List.of("primary", "supporting", "reference", "history"));
        assertThat(c.items()).extracting(KnowledgeItem::id).contains("man.printf.3");
        assertThat(c.items()).allSatisfy(i -> {
            assertThat(i.title()).isNotBlank();
            assertThat(i.tokens()).isPositive();
        });
    }

    @Test
    void aTightWindowIncludesItemsAtPoorerLevelsUnderSummarize() {
        var roomy = dossier.assembleKnowledge(request("How do I format an integer with printf?", 60000, "tiers", "summarize"));
        var tight = dossier.assembleKnowledge(request("How do I format an integer with printf?", 11200, "tiers", "summarize"));
        assertThat(roomy.items()).anySatisfy(i -> assertThat(i.level()).isEqualTo(Level.FULL));
        assertThat(tight.items()).isNotEmpty().anySatisfy(i -> assertThat(i.level()).isIn(Level.DETAILED, Level.SUMMARY, Level.STUB));
        assertThat(tight.tokens()).isLessThanOrEqualTo(tight.budget().available());
    }

    @Test
    void recencyCountsForRetrievedDocuments() {
        var printf = dossier.assembleKnowledge(request("How do I format an integer with printf?", 32000, "tiers", null)).items().stream()
                .filter(i -> i.id().equals("man.printf.3")).findFirst().orElseThrow();
        assertThat(printf.factors().recency()).as("copied into the source tree just now").isGreaterThan(0.9);

        var powershell = dossier.assembleKnowledge(request("PowerShell command and scripting interpreter", 32000, "tiers", null)).items().stream()
                .filter(i -> i.id().equals("attack.T1059.001")).findFirst().orElseThrow();
        assertThat(powershell.factors().recency()).as("the STIX object's modified time, 2024-09-15, is years old").isNotNull().isLessThan(0.01);
    }

    @Test
    void theErrorStrategyRefusesWithTheNumbers() {
        assertThatThrownBy(() -> dossier.assembleKnowledge(request("How do I format an integer with printf?", 11000, "tiers", "error")))
                .isInstanceOf(DossierException.class).satisfies(e -> {
                    assertThat(((DossierException) e).code()).isEqualTo(ErrorCode.TASK_TOO_LARGE);
                    assertThat(((DossierException) e).details()).containsKeys("available", "needed");
                });
    }

    @Test
    void overHttpWithTheReviewShapeAndARecordedBudget() throws Exception {
        long before = GraphProbe.count(dossier.graph(), "MATCH (a:Assembly {kind: 'knowledge'}) RETURN count(a)");
        var response = post("""
                {"query": "Which ATT&CK technique covers dumping credentials from LSASS memory?",
                 "history": [{"role": "user", "content": "We saw procdump run against lsass.exe", "timestamp": "2026-11-21T10:00:00Z"}],
                 "model": "gpt-4o", "window": 32000, "policy": "tiers", "overflow": "prioritize"}
                """);
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        JsonNode body = JSON.readTree(response.body());
        var fields = new ArrayList<String>();
        body.fieldNames().forEachRemaining(fields::add);
        assertThat(fields).contains("context", "tokens", "model", "tokenizer", "budget", "items", "dropped");
        assertThat(body.get("tokens").asInt()).isLessThanOrEqualTo(body.get("budget").get("available").asInt());
        JsonNode first = body.get("items").get(0);
        assertThat(first.has("level") && first.has("title") && first.has("file_path")).isTrue();
        var ids = new ArrayList<String>();
        body.get("items").forEach(i -> ids.add(i.get("id").asText()));
        assertThat(ids).anyMatch(id -> id.startsWith("attack.T1003"));
        assertThat(GraphProbe.count(dossier.graph(), "MATCH (a:Assembly {kind: 'knowledge'}) RETURN count(a)")).isEqualTo(before + 1);

        assertThat(JSON.readTree(post("{\"query\": \"x\", \"overflow\": \"squeeze\"}").body()).get("field").asText()).isEqualTo("/overflow");
        assertThat(JSON.readTree(post("{\"query\": \"x\", \"history\": [{\"role\": \"user\", \"content\": \"a\", \"timestamp\": \"yesterday\"}]}").body())
                .get("field").asText()).isEqualTo("/history/0/timestamp");
        var empty = post("{\"history\": []}");
        assertThat(empty.statusCode()).isEqualTo(400);
        assertThat(JSON.readTree(empty.body()).get("field").asText()).isEqualTo("/query");
    }

    private static HttpResponse<String> post(String json) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(server.url() + "/v1/context/knowledge"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json)).build(), HttpResponse.BodyHandlers.ofString());
    }
}
