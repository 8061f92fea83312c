package dev.dossier.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dossier.app.Dossier;
import dev.dossier.app.RuntimeSettings;
import dev.dossier.graph.GraphProbe;
import dev.dossier.graph.StorageSettings;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Sessions over real HTTP and MCP on a real embedded Neo4j: the contract's fields, automatic compression within the
 * budget, the scratchpad round trip, events, checkpoints, another user's session answering 404, a refused add writing
 * nothing, a session surviving a restart, and a guarded session: a blocked message is a 422 {@code content_blocked} that
 * writes nothing, an undecided one waits in quarantine and reaches the session only when approved.
 */
class SessionsIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(10)).build();
    private HttpServer server;
    private Dossier dossier;

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    private void start(Path data) throws Exception {
        start(data, null);
    }

    private void start(Path data, Path config) throws Exception {
        dossier = Dossier.open(new RuntimeSettings(StorageSettings.embedded(data), config, null));
        server = HttpServer.start(dossier, List.of(Files.createTempDirectory("dossier-sessions-src-")), "127.0.0.1", 0);
    }

    @Test
    void aSessionStaysWithinItsBudgetKeepsWhatMustStayAndSurvivesARestart() throws Exception {
        Path data = Files.createTempDirectory("dossier-sessions-");
        start(data);
        JsonNode session = body(send("POST", "/v1/sessions", "ana", """
                {"project":"shop","model":"gpt-4o","window":8192}"""), 201);
        String id = session.get("id").asText();
        assertThat(session.get("budget").asInt()).isEqualTo(8192);
        assertThat(session.get("allocations").get("conversation_history").asInt()).isEqualTo(2000);
        assertThat(session.get("usage").get("level").asText()).isEqualTo("ok");

        body(send("POST", "/v1/sessions/" + id + "/items", "ana", """
                {"component":"system_instructions","role":"system","content":"You review Go code for the shop team."}"""), 201);
        body(send("POST", "/v1/sessions/" + id + "/items", "ana", """
                {"component":"facts","role":"system","content":"The release is on 2026-12-01; budget code PX-42.","pinned":true}"""), 201);
        String toolResult = "line of a very long tool result 0123456789 ".repeat(300);
        JsonNode archived = body(send("POST", "/v1/sessions/" + id + "/items", "ana", JSON.writeValueAsString(
                java.util.Map.of("component", "tool_results", "role", "tool", "content", toolResult))), 201);
        assertThat(archived.get("item").get("tokens").asInt()).isPositive();
        JsonNode last = null;
        for (int i = 0; i < 120; i++) {
            last = body(send("POST", "/v1/sessions/" + id + "/items", "ana", JSON.writeValueAsString(java.util.Map.of("component", "conversation_history",
                    "role", i % 2 == 0 ? "user" : "assistant", "content", "Turn " + i + ": we decided to wrap errors with context in handler " + i
                            + " and keep retries at 3; the reviewer asked about file cmd/main.go and the timeout of 30 s."))), 201);
            assertThat(last.get("usage").get("tokens").asLong()).isLessThanOrEqualTo(8192);
        }
        JsonNode events = body(send("GET", "/v1/sessions/" + id + "/events", "ana", null), 200);
        // 120 turns cross the distraction thresholds: the session mitigates (periodic summary) and says so
        assertThat(events.findValuesAsText("type")).contains("distraction_detected", "compression_applied");
        // the same events as a server-sent event stream, resumable from a seq
        long lastSeq = events.get(events.size() - 1).get("seq").asLong();
        var stream = client.send(HttpRequest.newBuilder(URI.create(server.url() + "/v1/sessions/" + id + "/events/stream?since=" + (lastSeq - 1)))
                .header("Accept", "text/event-stream").header("X-Dossier-User", "ana").timeout(Duration.ofSeconds(30)).GET().build(),
                HttpResponse.BodyHandlers.ofLines());
        assertThat(stream.statusCode()).isEqualTo(200);
        try (var lines = stream.body()) {
            var first = lines.filter(l -> l.startsWith("id:") || l.startsWith("data:")).limit(2).toList();
            assertThat(first.get(0).replace(" ", "")).isEqualTo("id:" + lastSeq);
            assertThat(JSON.readTree(first.get(1).substring("data:".length())).get("seq").asLong()).isEqualTo(lastSeq);
        }
        problem(send("GET", "/v1/sessions/" + id + "/events/stream", "bob", null), 404);

        // an explicit archive moves the tool result to the scratchpad; fetching the reference gives it back byte for byte
        JsonNode compressed = body(send("POST", "/v1/sessions/" + id + "/compress", "ana", """
                {"strategy":"archive"}"""), 200);
        assertThat(compressed.get("tokens_after").asLong()).isLessThanOrEqualTo(compressed.get("tokens_before").asLong());
        if (compressed.get("scratchpad_refs").size() > 0) {
            String ref = compressed.get("scratchpad_refs").get(0).asText();
            JsonNode pad = body(send("GET", "/v1/sessions/" + id + "/scratchpad/" + ref, "ana", null), 200);
            assertThat(pad.get("items").findValuesAsText("content")).contains(toolResult);
        }
        JsonNode context = body(send("GET", "/v1/sessions/" + id + "/context", "ana", null), 200);
        assertThat(context.get("tokens").asLong()).isLessThanOrEqualTo(context.get("budget").asLong());
        assertThat(context.get("context").asText()).contains("budget code PX-42", "You review Go code", "Turn 119");

        // a dry run writes nothing; an item that cannot fit even after compression is refused and writes nothing
        long nodes = GraphProbe.count(dossier.graph(), "MATCH (n) RETURN count(n)");
        JsonNode check = body(send("POST", "/v1/sessions/" + id + "/budget-check", "ana", """
                {"tokens":100000}"""), 200);
        assertThat(check.get("sufficient").asBoolean()).isFalse();
        JsonNode refused = problem(send("POST", "/v1/sessions/" + id + "/items", "ana", JSON.writeValueAsString(java.util.Map.of(
                "component", "facts", "role", "system", "pinned", true, "content", "fact ".repeat(9000)))), 422);
        assertThat(refused.get("code").asText()).isEqualTo("context_budget_exceeded");
        assertThat(refused.get("available").asLong()).isNotNegative();
        assertThat(refused.get("required").asLong()).isGreaterThan(refused.get("available").asLong());
        assertThat(GraphProbe.count(dossier.graph(), "MATCH (n) RETURN count(n)")).isEqualTo(nodes);

        // the list: ana's own sessions with their usage, by project; bob's list does not show ana's
        JsonNode other = body(send("POST", "/v1/sessions", "ana", """
                {"project":"other","window":4000}"""), 201);
        JsonNode listed = body(send("GET", "/v1/sessions", "ana", null), 200);
        assertThat(listed.findValuesAsText("id")).contains(id, other.get("id").asText());
        JsonNode mine = body(send("GET", "/v1/sessions?project=other&limit=5", "ana", null), 200);
        assertThat(mine).hasSize(1);
        assertThat(mine.get(0).get("id").asText()).isEqualTo(other.get("id").asText());
        assertThat(mine.get(0).get("usage").get("level").asText()).isEqualTo("ok");
        JsonNode first = body(send("GET", "/v1/sessions?limit=1", "ana", null), 200);
        assertThat(first).hasSize(1);
        assertThat(first.get(0).get("id").asText()).isEqualTo(other.get("id").asText()); // newest first
        assertThat(body(send("GET", "/v1/sessions", "bob", null), 200).findValuesAsText("id")).doesNotContain(id, other.get("id").asText());
        assertThat(problem(send("GET", "/v1/sessions?limit=0", "ana", null), 400).get("code").asText()).isEqualTo("out_of_range");
        assertThat(problem(send("GET", "/v1/sessions?project=a%20b", "ana", null), 400).get("field").asText()).isEqualTo("project");

        // another user's session is not found, whatever they ask
        problem(send("GET", "/v1/sessions/" + id, "bob", null), 404);
        problem(send("POST", "/v1/sessions/" + id + "/items", "bob", """
                {"component":"facts","role":"user","content":"x"}"""), 404);

        // MCP over HTTP: the same operations as tools
        JsonNode usage = body(send("POST", "/mcp", "ana", """
                {"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"session_usage","arguments":{"session_id":"%s"}}}""".formatted(id)), 200);
        assertThat(usage.get("result").get("isError").asBoolean()).isFalse();
        assertThat(usage.get("result").get("structuredContent").get("budget").asInt()).isEqualTo(8192);

        // a restart loses nothing
        JsonNode before = body(send("GET", "/v1/sessions/" + id + "/context", "ana", null), 200);
        server.close();
        start(data);
        JsonNode after = body(send("GET", "/v1/sessions/" + id + "/context", "ana", null), 200);
        assertThat(after.get("context").asText()).isEqualTo(before.get("context").asText());
        assertThat(after.get("usage")).isEqualTo(before.get("usage"));

        // a checkpoint starts a linked session from a continuation that keeps the pinned fact
        JsonNode checkpoint = body(send("POST", "/v1/sessions/" + id + "/checkpoint", "ana", """
                {"remaining_criteria":["retries covered by tests"]}"""), 201);
        String next = checkpoint.get("session_id").asText();
        assertThat(next).isNotEqualTo(id);
        assertThat(checkpoint.get("continuation").get("pinned").findValuesAsText("content")).anyMatch(c -> c.contains("PX-42"));
        assertThat(body(send("GET", "/v1/sessions/" + next, "ana", null), 200).get("parent_id").asText()).isEqualTo(id);

        assertThat(send("DELETE", "/v1/sessions/" + id, "ana", null).statusCode()).isEqualTo(204);
        problem(send("GET", "/v1/sessions/" + id, "ana", null), 404);
    }

    @Test
    void aGuardedSessionRefusesABlockedMessageWith422WritingNothingAndDeliversAQuarantinedOneOnlyWhenApproved() throws Exception {
        start(Files.createTempDirectory("dossier-sessions-guarded-"));
        Path landmarks = Path.of("src/test/resources/facts-landmarks");
        dossier.facts().load(landmarks, "landmarks", landmarks.resolve("relations.yaml"));
        JsonNode session = body(send("POST", "/v1/sessions", "ana", """
                {"project":"travel","window":8192,"kb":"landmarks"}"""), 201);
        String id = session.get("id").asText();
        assertThat(session.get("guarded").asBoolean()).isTrue();
        JsonNode accepted = body(send("POST", "/v1/sessions/" + id + "/items", "ana", """
                {"component":"facts","role":"tool","content":"The Eiffel Tower is located in Paris, France"}"""), 201);
        assertThat(accepted.get("guard").get("decision").asText()).isEqualTo("accept");
        assertThat(accepted.get("item").get("id").asText()).isNotBlank();
        JsonNode before = body(send("GET", "/v1/sessions/" + id + "/context", "ana", null), 200);
        JsonNode statementsBefore = body(send("GET", "/v1/statements?project=travel&session_id=" + id + "&history=true", "ana", null), 200);
        assertThat(statementsBefore).hasSize(1);

        // the knowledge base contradicts it: 422 content_blocked with the contradicted claim and the KB's fact, nothing written
        JsonNode blocked = problem(send("POST", "/v1/sessions/" + id + "/items", "ana", """
                {"component":"facts","role":"tool","content":"The Eiffel Tower is in London"}"""), 422);
        assertThat(blocked.get("code").asText()).isEqualTo("content_blocked");
        assertThat(blocked.get("status").asInt()).isEqualTo(422);
        assertThat(blocked.get("detail").asText()).startsWith("the session item was not added: factual inaccuracy detected");
        assertThat(blocked.get("claims")).singleElement().satisfies(c -> assertThat(c.asText()).contains("Eiffel Tower", "London",
                "(the KB holds: ").contains("Paris"));
        assertThat(blocked.has("error_id")).isFalse();
        assertThat(blocked.toString()).doesNotContain("Exception", "dev.dossier", "neo4j", "\\tat ");
        JsonNode after = body(send("GET", "/v1/sessions/" + id + "/context", "ana", null), 200);
        assertThat(after.get("context").asText()).isEqualTo(before.get("context").asText()).doesNotContain("London");
        assertThat(after.get("usage")).isEqualTo(before.get("usage"));
        assertThat(body(send("GET", "/v1/statements?project=travel&session_id=" + id + "&history=true", "ana", null), 200)).isEqualTo(statementsBefore);
        assertThat(body(send("GET", "/v1/quarantine?project=travel", "ana", null), 200)).as("a blocked item is not held either").isEmpty();
        assertThat(GraphProbe.count(dossier.graph(), "MATCH (i:SessionItem) WHERE i.content CONTAINS 'London' RETURN count(i)")).isZero();
        assertThat(GraphProbe.count(dossier.graph(), "MATCH (i:SessionItem) WHERE i.session_id = $id RETURN count(i)", java.util.Map.of("id", id)))
                .isEqualTo(1);

        // the knowledge base cannot decide it (Milan is no value it knows for the Colosseum): held, not added, until a person decides;
        // 202 Accepted, not 201 Created: nothing was created in the session
        JsonNode held = body(send("POST", "/v1/sessions/" + id + "/items", "ana", """
                {"component":"facts","role":"tool","content":"The Colosseum is located in the city of Milan","key":"colosseum.city"}"""), 202);
        assertThat(held.has("item")).as("no item was added").isFalse();
        assertThat(held.get("guard").get("decision").asText()).isEqualTo("quarantine");
        String quarantined = held.get("guard").get("quarantine_id").asText();
        assertThat(held.get("usage")).isEqualTo(before.get("usage"));
        JsonNode other = body(send("POST", "/v1/sessions/" + id + "/items", "ana", """
                {"component":"facts","role":"tool","content":"The Colosseum stands in the city of Naples"}"""), 202);
        String rejected = other.get("guard").get("quarantine_id").asText();
        assertThat(body(send("GET", "/v1/sessions/" + id + "/context", "ana", null), 200).get("context").asText()).doesNotContain("Milan", "Naples");
        JsonNode pending = body(send("GET", "/v1/quarantine?project=travel&status=pending", "ana", null), 200);
        assertThat(pending.findValuesAsText("id")).containsExactlyInAnyOrder(quarantined, rejected);
        assertThat(pending.findValuesAsText("destination")).containsOnly("session:" + id);

        JsonNode approved = body(send("POST", "/v1/quarantine/" + quarantined + "/approve", "ana", """
                {"note":"a temporary exhibition"}"""), 200);
        assertThat(approved.get("status").asText()).isEqualTo("approved");
        assertThat(approved.get("decided_by").asText()).isEqualTo("ana");
        assertThat(approved.get("note").asText()).isEqualTo("a temporary exhibition");
        body(send("POST", "/v1/quarantine/" + rejected + "/reject", "ana", """
                {"note":"it is in Rome"}"""), 200);
        JsonNode delivered = body(send("GET", "/v1/sessions/" + id + "/context", "ana", null), 200);
        assertThat(delivered.get("context").asText()).contains("The Eiffel Tower is located in Paris", "The Colosseum is located in the city of Milan")
                .doesNotContain("Naples", "London");
        assertThat(delivered.get("usage").get("tokens").asLong()).isGreaterThan(before.get("usage").get("tokens").asLong());
        // delivered as the item it was: its key and component kept, its statement in the session's facts
        assertThat(GraphProbe.count(dossier.graph(), "MATCH (i:SessionItem {session_id: $id, key: 'colosseum.city', component: 'facts'}) RETURN count(i)",
                java.util.Map.of("id", id))).isEqualTo(1);
        assertThat(body(send("GET", "/v1/statements?project=travel&session_id=" + id, "ana", null), 200).findValuesAsText("text"))
                .containsExactlyInAnyOrder("The Eiffel Tower is located in Paris, France", "The Colosseum is located in the city of Milan");
        assertThat(problem(send("POST", "/v1/quarantine/" + quarantined + "/approve", "ana", """
                {"note":"again"}"""), 409).get("code").asText()).isEqualTo("conflict");
    }

    @Test
    void eventStreamsBeyondTheLimitAreTooMany() throws Exception {
        Path config = Files.createTempDirectory("dossier-sessions-config-");
        try (var packaged = getClass().getResourceAsStream("/dossier/limits.yaml")) {
            Files.writeString(config.resolve("limits.yaml"), new String(packaged.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8)
                    .replace("event_streams: 64", "event_streams: 1"));
        }
        start(Files.createTempDirectory("dossier-sessions-streams-"), config);
        String id = body(send("POST", "/v1/sessions", "ana", "{\"project\":\"shop\"}"), 201).get("id").asText();
        // 20 history messages are a distraction event: the stream then has something to send (its headers go with the first event)
        for (int i = 0; i < 20; i++) {
            body(send("POST", "/v1/sessions/" + id + "/items", "ana", "{\"component\":\"conversation_history\",\"role\":\"user\",\"content\":\"turn " + i
                    + "\"}"), 201);
        }
        var request = HttpRequest.newBuilder(URI.create(server.url() + "/v1/sessions/" + id + "/events/stream")).header("Accept", "text/event-stream")
                .header("X-Dossier-User", "ana").GET().build();
        var open = client.send(HttpRequest.newBuilder(request, (n, v) -> true).timeout(Duration.ofSeconds(30)).build(),
                HttpResponse.BodyHandlers.ofInputStream());
        try (var held = open.body()) {
            assertThat(open.statusCode()).isEqualTo(200);
            var second = client.send(HttpRequest.newBuilder(request, (n, v) -> true).timeout(Duration.ofSeconds(30)).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(problem(second, 429).get("code").asText()).isEqualTo("too_many_streams");
        }
    }

    private HttpResponse<String> send(String method, String path, String user, String body) throws Exception {
        var builder = HttpRequest.newBuilder(URI.create(server.url() + path)).timeout(Duration.ofSeconds(60))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body))
                .header("Accept", "application/json, text/event-stream").header("X-Dossier-User", user);
        if (body != null) {
            builder.header("Content-Type", "application/json");
        }
        return client.send(builder.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static JsonNode body(HttpResponse<String> response, int status) throws Exception {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        return JSON.readTree(response.body());
    }

    private static JsonNode problem(HttpResponse<String> response, int status) throws Exception {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/problem+json");
        return JSON.readTree(response.body());
    }
}
