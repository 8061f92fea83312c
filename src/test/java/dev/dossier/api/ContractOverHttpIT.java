package dev.dossier.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.atlassian.oai.validator.OpenApiInteractionValidator;
import com.atlassian.oai.validator.model.Request;
import com.atlassian.oai.validator.model.SimpleResponse;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.dossier.app.Dossier;
import dev.dossier.graph.GraphProbe;
import dev.dossier.testing.SopFiles;
import dev.dossier.testing.TestDossier;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The HTTP contract end to end: every route of the running server is called, for success and for errors, and each
 * real response is validated against the OpenAPI description the build generated (served at {@code /openapi.yml});
 * framework errors (404, 405, 406, 413, 414, 415, malformed input) are problem+json with a code and no internals.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ContractOverHttpIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String PROBLEM = "application/problem+json";
    /** (method, path template) of every call validated against the description. */
    private static final Set<String> CALLED = new TreeSet<>();

    private static Dossier dossier;
    private static HttpServer server;
    /** The token calls carry, or null. */
    private static String bearer;
    private static HttpClient client;
    private static OpenApiInteractionValidator validator;
    private static JsonNode description;

    @BeforeAll
    static void start() throws Exception {
        Path sources = Files.createTempDirectory("dossier-contract-sources-");
        SopFiles.javaErrors(sources);
        SopFiles.write(sources, "styles.md", SopFiles.sop("""
                category: sop
                applies_to: "**/*.css"
                severity: warning
                """, "Stylesheet Rules", "stylesheet selectors", 2));
        dossier = TestDossier.isolated();
        dossier.facts().load(Path.of("../shared/data/facts-countries"), "countries", Path.of("examples/facts-countries/relations.yaml"));
        server = HttpServer.start(dossier, List.of(sources), "127.0.0.1", 0);
        client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(10)).build();
        var spec = client.send(HttpRequest.newBuilder(URI.create(server.url() + "/openapi.yml")).GET().build(), HttpResponse.BodyHandlers.ofString());
        assertThat(spec.statusCode()).isEqualTo(200);
        validator = OpenApiInteractionValidator.createForInlineApiSpecification(spec.body()).build();
        description = new YAMLMapper().readTree(spec.body());
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    @Test
    @Order(1)
    void successfulAnswersOfEveryRouteMatchTheDescription() throws Exception {
        call("POST", "/v1/sources/sync", "/v1/sources/sync", null, 200);
        call("GET", "/health", "/health", null, 200);
        call("GET", "/v1/models", "/v1/models", null, 200);
        JsonNode fit = call("GET", "/v1/models/fit?task_tokens=6000&files=5", "/v1/models/fit", null, 200);
        assertThat(fit.get("recommendation").asText()).isEqualTo("assign");
        assertThat(fit.get("flags").get(0).asText()).startsWith("5 files");
        assertThat(call("GET", "/v1/models/fit?task_tokens=900000&model=gpt-4o", "/v1/models/fit", null, 200).get("recommendation").asText())
                .isEqualTo("decompose");
        call("GET", "/v1/sops", "/v1/sops", null, 200);
        call("GET", "/v1/sops/java-errors", "/v1/sops/{id}", null, 200);
        call("POST", "/v1/context/review", "/v1/context/review", """
                {"files":[{"path":"src/A.java","content":"class A { void f() { try { g(); } catch (Exception e) {} } }"}],
                 "task":"Review the error handling","model":"gpt-4o","window":32000,"project":"shop","plan_id":"plan-1"}""", 200);
        call("POST", "/v1/context/knowledge", "/v1/context/knowledge", """
                {"query":"How are Java exceptions wrapped?","window":16000,"policy":"tiers","overflow":"prioritize",
                 "history":[{"role":"user","content":"I review A.java","timestamp":"2026-11-21T10:00:00Z"}]}""", 200);
        JsonNode reports = call("GET", "/v1/context/reports?last=5", "/v1/context/reports", null, 200);
        JsonNode detail = call("GET", "/v1/context/reports/" + reports.get(0).get("id").asText(), "/v1/context/reports/{id}", null, 200);
        assertThat(detail.get("manifest")).isNotEmpty();
        assertThat(detail.get("budget")).isEqualTo(reports.get(0).get("budget"));
        JsonNode budget = call("POST", "/v1/context/budget", "/v1/context/budget", """
                {"task":"Update authentication to use JWT","window":50000,"policy":"tiers"}""", 200);
        assertThat(budget.get("available").asInt()).isEqualTo(50000 - 8000 - 2000);
        assertThat(budget.get("allocation").get("primary").asInt()).isEqualTo((int) Math.floor(budget.get("remaining").asInt() * 0.50));
        // facts, guard, quarantine
        assertThat(call("GET", "/v1/facts?kb=countries&subject=France&relation=has_capital&limit=5", "/v1/facts", null, 200).get(0).get("object")
                .asText()).isEqualTo("Paris");
        assertThat(call("POST", "/v1/guard/check", "/v1/guard/check", "{\"text\":\"Brazil borders Chile.\",\"kb\":\"countries\",\"project\":\"shop\"}",
                200).get("decision").asText()).isEqualTo("block");
        String held = call("POST", "/v1/guard/check", "/v1/guard/check", "{\"text\":\"Johannesburg is the capital of South Africa.\","
                + "\"kb\":\"countries\",\"project\":\"shop\"}", 200).get("quarantine_id").asText();
        String other = call("POST", "/v1/guard/check", "/v1/guard/check", "{\"text\":\"Sydney is the capital of Australia.\","
                + "\"kb\":\"countries\",\"project\":\"shop\"}", 200).get("quarantine_id").asText();
        assertThat(call("GET", "/v1/quarantine?project=shop&status=pending&limit=10", "/v1/quarantine", null, 200)).hasSize(2);
        assertThat(call("POST", "/v1/quarantine/" + held + "/approve", "/v1/quarantine/{id}/approve", "{\"note\":\"checked\"}", 200)
                .get("status").asText()).isEqualTo("approved");
        assertThat(call("POST", "/v1/quarantine/" + other + "/reject", "/v1/quarantine/{id}/reject", "{\"note\":\"Canberra\"}", 200)
                .get("decided_by").asText()).isEqualTo("local");
        JsonNode metrics = call("GET", "/v1/guard/metrics", "/v1/guard/metrics", null, 200);
        assertThat(metrics.get("poisoning").get("checked").asInt()).isEqualTo(3);
        assertThat(metrics.get("poisoning").get("blocked").asInt()).isEqualTo(1);
        assertThat(metrics.get("poisoning").get("quarantined").asInt()).isEqualTo(2);
        assertThat(metrics.get("poisoning").get("most_common_relation").asText()).isEqualTo("has_capital");
        // validation, statements, clashes
        JsonNode validated = call("POST", "/v1/guard/validate", "/v1/guard/validate", """
                {"content":"Paris is the capital of France.","kb":"countries","project":"shop","required_fields":["user_id"],"fields":{"user_id":"u1"}}""", 200);
        assertThat(validated.get("decision").asText()).isEqualTo("accept");
        assertThat(validated.at("/metrics/relevance/value").asText("-")).isIn("", "null", "-");
        assertThat(validated.at("/metrics/relevance/reason").asText()).isEqualTo("not computed: no query");
        assertThat(validated.get("metrics").get("accuracy").get("passed").asBoolean()).isTrue();
        call("POST", "/v1/statements", "/v1/statements", "{\"project\":\"shop\",\"text\":\"User location: New York\",\"timestamp\":\"2025-11-16T10:00:00Z\"}", 200);
        JsonNode clashing = call("POST", "/v1/statements", "/v1/statements", "{\"project\":\"shop\",\"text\":\"User location: London\","
                + "\"timestamp\":\"2025-11-16T10:00:00Z\"}", 200);
        String clashId = clashing.get("clashes").get(0).get("id").asText();
        assertThat(call("GET", "/v1/clashes?project=shop&status=pending&limit=5", "/v1/clashes", null, 200)).hasSize(1);
        assertThat(call("POST", "/v1/clashes/" + clashId + "/answer", "/v1/clashes/{id}/answer", "{\"choice\":\"new\",\"note\":\"moved\"}", 200)
                .get("resolved_by").asText()).isEqualTo("local");
        assertThat(call("GET", "/v1/statements?project=shop&history=true", "/v1/statements", null, 200)).extracting(n -> n.get("status").asText())
                .containsExactlyInAnyOrder("active", "superseded");
        problem(call("POST", "/v1/clashes/" + clashId + "/answer", "/v1/clashes/{id}/answer", "{\"choice\":\"both\",\"note\":\"x\"}", 409), "conflict", null);
        problem(call("POST", "/v1/statements", "/v1/statements", "{\"project\":\"shop\",\"text\":\"Brazil borders Chile.\",\"kb\":\"countries\"}",
                422), "content_blocked", null);
        problem(call("GET", "/v1/statements?project=shop&history=maybe", "/v1/statements", null, 400), "wrong_type", "history");
        // a bad instant or choice is the contract's invalid_value naming the body field by JSON pointer, wherever it is checked
        problem(call("POST", "/v1/guard/validate", "/v1/guard/validate", "{\"content\":\"x\",\"project\":\"shop\",\"timestamp\":\"noon\"}", 400),
                "invalid_value", "/timestamp");
        problem(call("POST", "/v1/statements", "/v1/statements", "{\"project\":\"shop\",\"text\":\"User likes trains\",\"timestamp\":\"noon\"}", 400),
                "invalid_value", "/timestamp");
        problem(call("POST", "/v1/clashes/" + clashId + "/answer", "/v1/clashes/{id}/answer", "{\"choice\":\"maybe\",\"note\":\"x\"}", 400),
                "invalid_value", "/choice");
        JsonNode clashMetrics = call("GET", "/v1/guard/metrics", "/v1/guard/metrics", null, 200);
        assertThat(clashMetrics.get("clashes").get("by_user").asInt()).isEqualTo(1);
        assertThat(clashMetrics.get("distraction").get("alerts").asInt()).isGreaterThanOrEqualTo(0);
        // tools
        assertThat(call("PUT", "/v1/tools/shop-tools", "/v1/tools/{catalog}", """
                {"tools":[{"name":"slack_post_message","description":"Post a new message to a Slack channel","inputSchema":{"type":"object",
                 "properties":{"channel_id":{"type":"string","description":"The ID of the channel"},"text":{"type":"string"}},"required":["channel_id"]}},
                 {"name":"maps_directions","description":"Get directions between two points"}]}""", 200).get("confusion_risk").asBoolean()).isFalse();
        assertThat(call("GET", "/v1/tools/shop-tools/search?q=send%20a%20message%20to%20the%20team%20channel&k=2", "/v1/tools/{catalog}/search", null, 200)
                .get("tools").get(0).get("name").asText()).isEqualTo("slack_post_message");
        String review = """
                {"project":"shop","plan_id":"plan-1","task_id":"task-1","reviewer":"ana","approved":true,"files":["src/A.java"],
                 "patterns":[{"name":"Wrap errors with context","applies_to":["*.java"]}],"decisions":[{"text":"Errors carry the file name"}]}""";
        JsonNode recorded = call("POST", "/v1/reviews", "/v1/reviews", review, 201);
        JsonNode replayed = call("POST", "/v1/reviews", "/v1/reviews", review, 200);
        assertThat(replayed.get("review_id")).isEqualTo(recorded.get("review_id"));
        String conventionId = recorded.get("conventions").get(0).get("id").asText();
        call("GET", "/v1/conventions?project=shop&status=active&file=src/B.java", "/v1/conventions", null, 200);
        call("GET", "/v1/conventions/" + conventionId, "/v1/conventions/{id}", null, 200);
        call("GET", "/v1/plans/plan-1/decisions", "/v1/plans/{id}/decisions", null, 200);
        call("GET", "/v1/search?q=exception%20wrapping&k=3&type=sop", "/v1/search", null, 200);
        // sessions
        String session = call("POST", "/v1/sessions", "/v1/sessions", "{\"project\":\"shop\",\"window\":8192}", 201).get("id").asText();
        String s = "/v1/sessions/" + session;
        call("GET", s, "/v1/sessions/{id}", null, 200);
        call("GET", "/v1/sessions?project=shop&limit=10", "/v1/sessions", null, 200);
        // a guarded session holds what its knowledge base cannot decide: 202 Accepted as the OpenAPI description says, no item
        String guarded = call("POST", "/v1/sessions", "/v1/sessions", "{\"project\":\"shop\",\"window\":8192,\"kb\":\"countries\"}", 201)
                .get("id").asText();
        JsonNode heldItem = call("POST", "/v1/sessions/" + guarded + "/items", "/v1/sessions/{id}/items", """
                {"component":"facts","role":"tool","content":"Dubai is the capital of the UAE."}""", 202);
        assertThat(heldItem.has("item")).isFalse();
        assertThat(heldItem.at("/guard/decision").asText()).isEqualTo("quarantine");
        assertThat(heldItem.at("/guard/quarantine_id").asText()).isNotBlank();
        call("POST", s + "/items", "/v1/sessions/{id}/items", "{\"component\":\"tool_results\",\"role\":\"tool\",\"content\":\""
                + "result row 42 of the query ".repeat(50) + "\"}", 201);
        call("POST", s + "/items", "/v1/sessions/{id}/items", "{\"component\":\"conversation_history\",\"role\":\"user\",\"content\":\"Why?\","
                + "\"timestamp\":\"2026-11-25T10:00:00Z\",\"pinned\":false,\"key\":\"q1\"}", 201);
        problem(call("POST", s + "/items", "/v1/sessions/{id}/items", "{\"component\":\"conversation_history\",\"role\":\"user\",\"content\":\"x\","
                + "\"timestamp\":\"noon\"}", 400), "invalid_value", "/timestamp");
        call("POST", s + "/budget-check", "/v1/sessions/{id}/budget-check", "{\"content\":\"another turn\"}", 200);
        call("GET", s + "/context", "/v1/sessions/{id}/context", null, 200);
        call("GET", s + "/usage", "/v1/sessions/{id}/usage", null, 200);
        JsonNode archived = call("POST", s + "/compress", "/v1/sessions/{id}/compress", "{\"strategy\":\"archive\"}", 200);
        assertThat(archived.get("scratchpad_refs")).isNotEmpty();
        call("GET", s + "/scratchpad/" + archived.get("scratchpad_refs").get(0).asText(), "/v1/sessions/{id}/scratchpad/{ref}", null, 200);
        call("GET", s + "/events?since=0", "/v1/sessions/{id}/events", null, 200);
        call("POST", s + "/checkpoint", "/v1/sessions/{id}/checkpoint", "{\"remaining_criteria\":[\"tests pass\"],\"plan_id\":\"plan-1\"}", 201);
        call("DELETE", s, "/v1/sessions/{id}", null, 204);
        // risk monitor
        call("POST", "/v1/monitor/events", "/v1/monitor/events", """
                {"loop_id":"loop-1","task_id":"task-1","plan_id":"plan-1","project":"shop","kind":"started","task_files":["src/A.java"],
                 "tokens_used":1000,"window":10000,"timestamp":"2026-11-25T10:00:00Z"}""", 200);
        JsonNode raised = call("POST", "/v1/monitor/events", "/v1/monitor/events", """
                {"loop_id":"loop-1","task_id":"task-1","plan_id":"plan-1","project":"shop","kind":"files_changed","files":["src/A.java","pom.xml"],
                 "tokens_used":7001,"window":10000}""", 200);
        assertThat(raised.get("signals").findValuesAsText("rule")).containsExactly("utilization", "scope_creep");
        assertThat(raised.get("loop").get("pressure").asText()).isEqualTo("orange");
        JsonNode signals = call("GET", "/v1/monitor/signals?since=0&project=shop", "/v1/monitor/signals", null, 200);
        assertThat(signals).hasSize(2);
        call("GET", "/v1/monitor/loops/loop-1", "/v1/monitor/loops/{id}", null, 200);
        JsonNode acked = call("POST", "/v1/monitor/signals/" + signals.get(0).get("id").asText() + "/ack", "/v1/monitor/signals/{id}/ack", null, 200);
        assertThat(acked.get("acked").asBoolean()).isTrue();
        var stream = client.send(HttpRequest.newBuilder(URI.create(server.url() + "/v1/monitor/signals/stream?since=1&project=shop"))
                .header("Accept", "text/event-stream").timeout(Duration.ofSeconds(30)).GET().build(), HttpResponse.BodyHandlers.ofLines());
        assertThat(stream.statusCode()).isEqualTo(200);
        try (var lines = stream.body()) {
            var first = lines.filter(l -> l.startsWith("id:") || l.startsWith("event:") || l.startsWith("data:")).limit(3).toList();
            var fields = new java.util.HashMap<String, String>();
            first.forEach(l -> fields.put(l.substring(0, l.indexOf(':')), l.substring(l.indexOf(':') + 1).strip()));
            assertThat(fields).containsEntry("id", "2").containsEntry("event", "warn");
            assertThat(JSON.readTree(fields.get("data")).get("rule").asText()).isEqualTo("scope_creep");
        }
        // gates
        JsonNode gates = call("POST", "/v1/gates/reports", "/v1/gates/reports", """
                {"project":"shop","task_id":"task-1","passed":false,"gates":[
                 {"name":"build","required":true,"status":"passed","exit_code":0,"duration_ms":812,"output_tail":"ok"},
                 {"name":"test","required":true,"status":"timed_out","exit_code":null,"duration_ms":60000,"output_tail":"[killed after 60 s]"}]}""", 201);
        assertThat(gates.get("passed").asBoolean()).isFalse();
        assertThat(call("POST", "/v1/context/review", "/v1/context/review", """
                {"files":[{"path":"src/A.java"}],"project":"shop","task_id":"task-1"}""", 200).get("context").asText())
                .contains("Gate checks of this task");
        // tokens and audit (admin): once a token exists every call needs one, so these carry the operator key until it is revoked
        JsonNode token = call("POST", "/v1/tokens", "/v1/tokens", "{\"name\":\"contract\",\"projects\":[\"shop\"],\"scope\":\"read\"}", 201);
        assertThat(token.get("token").asText()).startsWith("dsr_");
        bearer = server.operatorToken();
        try {
            assertThat(call("GET", "/v1/tokens", "/v1/tokens", null, 200).get(0).get("token").isNull()).isTrue();
            assertThat(call("GET", "/v1/audit?project=shop&last=5", "/v1/audit", null, 200).get(0).get("action").asText()).isEqualTo("gates.report");
            problem(call("GET", "/v1/audit?since=noon", "/v1/audit", null, 400), "invalid_value", "since");
            call("DELETE", "/v1/tokens/contract", "/v1/tokens/{name}", null, 204);
        } finally {
            bearer = null;
        }
    }

    @Test
    @Order(2)
    void errorAnswersOfEveryRouteAreDescribedProblems() throws Exception {
        problem(call("GET", "/v1/sops/nope", "/v1/sops/{id}", null, 404), "not_found", null);
        problem(call("POST", "/v1/context/review", "/v1/context/review", "{\"files\":[\"a.java\"],\"colour\":1}", 400), "unknown_field", "/colour");
        problem(call("POST", "/v1/context/review", "/v1/context/review", "{\"files\":[\"a.java\"],\"model\":\"gpt-4o\",\"window\":200000}", 422),
                "window_exceeds_model", "/window");
        problem(call("POST", "/v1/context/knowledge", "/v1/context/knowledge", "{\"query\":\"x\",\"overflow\":\"squeeze\"}", 400), "invalid_value",
                "/overflow");
        problem(call("POST", "/v1/context/budget", "/v1/context/budget", "{\"task\":\"" + "word ".repeat(3000) + "\",\"window\":12000}", 422),
                "task_too_large", null);
        problem(call("POST", "/v1/reviews", "/v1/reviews", "{\"project\":\"" + "p".repeat(300) + "\",\"task_id\":\"t\",\"reviewer\":\"r\","
                + "\"approved\":true}", 400), "invalid_value", "/project");
        problem(call("POST", "/v1/reviews", "/v1/reviews", """
                {"project":"shop","plan_id":"plan-1","task_id":"task-1","reviewer":"bob","approved":false}""", 409), "conflict", null);
        problem(call("GET", "/v1/conventions?status=retired", "/v1/conventions", null, 400), "invalid_value", "status");
        problem(call("GET", "/v1/conventions/nope", "/v1/conventions/{id}", null, 404), "not_found", null);
        problem(call("GET", "/v1/plans/unknown-plan/decisions", "/v1/plans/{id}/decisions", null, 404), "not_found", null);
        problem(call("GET", "/v1/search?q=x&k=abc", "/v1/search", null, 400), "wrong_type", "k");
        problem(call("GET", "/v1/search?q=x&k=0", "/v1/search", null, 400), "out_of_range", "k");
        problem(call("GET", "/v1/context/reports?last=0", "/v1/context/reports", null, 400), "out_of_range", "last");
        problem(call("POST", "/v1/gates/reports", "/v1/gates/reports", """
                {"project":"shop","task_id":"task-1","gates":[{"name":"build","required":true,"status":"broken","duration_ms":1}]}""", 400),
                "invalid_value", "/gates/0/status");
        problem(call("POST", "/v1/gates/reports", "/v1/gates/reports", """
                {"project":"shop","task_id":"task-1","gates":[]}""", 400), "empty", "/gates");
        problem(call("GET", "/v1/models/fit?files=2", "/v1/models/fit", null, 400), "required", "task_tokens");
        problem(call("GET", "/v1/models/fit?task_tokens=-1", "/v1/models/fit", null, 400), "out_of_range", "task_tokens");
        problem(call("GET", "/v1/models/fit?task_tokens=10&model=nope", "/v1/models/fit", null, 400), "unknown_model", "model");
        problem(call("POST", "/v1/monitor/events", "/v1/monitor/events", """
                {"loop_id":"loop-1","task_id":"task-1","project":"shop","kind":"explode"}""", 400), "invalid_value", "/kind");
        problem(call("POST", "/v1/monitor/events", "/v1/monitor/events", """
                {"loop_id":"loop-1","task_id":"task-1","project":"other","kind":"retry"}""", 409), "conflict", null);
        problem(call("GET", "/v1/monitor/signals?since=-1", "/v1/monitor/signals", null, 400), "out_of_range", "since");
        problem(call("GET", "/v1/monitor/loops/nope", "/v1/monitor/loops/{id}", null, 404), "not_found", null);
        problem(call("POST", "/v1/monitor/signals/nope/ack", "/v1/monitor/signals/{id}/ack", null, 404), "not_found", null);
        problem(call("GET", "/v1/context/reports/no-such-assembly", "/v1/context/reports/{id}", null, 404), "not_found", null);
        problem(call("PUT", "/v1/tools/shop-tools", "/v1/tools/{catalog}", "{\"tools\":[{\"name\":\"a b\",\"description\":\"x\"}]}", 400),
                "invalid_value", "/tools/0/name");
        problem(call("GET", "/v1/tools/nope/search?q=x", "/v1/tools/{catalog}/search", null, 404), "not_found", null);
        problem(call("GET", "/v1/facts?kb=nope", "/v1/facts", null, 404), "not_found", null);
        problem(call("GET", "/v1/facts", "/v1/facts", null, 400), "invalid_value", "kb");
        problem(call("POST", "/v1/guard/check", "/v1/guard/check", "{\"text\":\"x\",\"kb\":\"countries\"}", 400), "required", "/project");
        problem(call("POST", "/v1/guard/check", "/v1/guard/check", "{\"text\":\"x\",\"kb\":\"nope\",\"project\":\"shop\"}", 404), "not_found", null);
        problem(call("GET", "/v1/quarantine?status=lost", "/v1/quarantine", null, 400), "invalid_value", "status");
        problem(call("POST", "/v1/quarantine/q_nope/approve", "/v1/quarantine/{id}/approve", "{\"note\":\"x\"}", 404), "not_found", null);
        problem(call("POST", "/v1/quarantine/q_nope/reject", "/v1/quarantine/{id}/reject", "{}", 400), "required", "/note");
    }

    @Test
    @Order(3)
    void everyDescribedRouteWasCalledAndValidated() {
        var described = new TreeSet<String>();
        description.get("paths").fields().forEachRemaining(p -> p.getValue().fieldNames()
                .forEachRemaining(m -> described.add(m.toUpperCase() + " " + p.getKey())));
        assertThat(described).hasSize(50);
        assertThat(CALLED).containsAll(described);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '\'', value = {
            "duplicate key          | '{\"files\":[\"a.java\"],\"task\":\"x\",\"task\":\"y\"}' | duplicate_key  | /task",
            "trailing data          | '{\"files\":[\"a.java\"]} {\"files\":[]}'                | trailing_data  | ''",
            "NUL in a string        | '{\"files\":[\"a.java\"],\"task\":\"a\\u0000b\"}'        | nul_character  | /task",
            "wrong type             | '{\"files\":[\"a.java\"],\"window\":\"32000\"}'          | wrong_type     | /window",
            "malformed              | '{\"files\":'                                             | malformed_json | ''",
            "not an object          | '[1,2]'                                                   | wrong_type     | ''",
            "unknown nested field   | '{\"files\":[{\"path\":\"a\",\"mode\":1}]}'               | unknown_field  | /files/0/mode",
            "long plan id           | '{\"files\":[\"a.java\"],\"plan_id\":\"" + "\"}'          | invalid_value  | /plan_id",
    })
    void strictJsonOverHttp(String name, String body, String code, String field) throws Exception {
        String json = name.equals("long plan id") ? "{\"files\":[\"a.java\"],\"plan_id\":\"" + "x".repeat(257) + "\"}" : body;
        var response = send("POST", "/v1/context/review", json.getBytes(StandardCharsets.UTF_8), "application/json", "application/json");
        JsonNode p = problem(response, 400);
        assertThat(p.get("code").asText()).isEqualTo(code);
        assertThat(p.get("field").asText()).isEqualTo(field);
    }

    @Test
    void invalidUtf8IsA400Problem() throws Exception {
        byte[] body = {'{', '"', 't', 'a', 's', 'k', '"', ':', '"', (byte) 0xC3, (byte) 0x28, '"', '}'};
        assertThat(problem(send("POST", "/v1/context/review", body, "application/json", "application/json"), 400).get("code").asText())
                .isEqualTo("invalid_utf8");
    }

    @Test
    void frameworkErrorsAreProblemsWithoutInternals() throws Exception {
        assertThat(problem(send("GET", "/v1/nowhere", null, null, "application/json"), 404).get("code").asText()).isEqualTo("not_found");
        var wrongMethod = send("DELETE", "/v1/sops", null, null, "application/json");
        assertThat(problem(wrongMethod, 405).get("code").asText()).isEqualTo("method_not_allowed");
        assertThat(wrongMethod.headers().firstValue("Allow")).isPresent();
        assertThat(problem(send("POST", "/v1/context/review", "{}".getBytes(StandardCharsets.UTF_8), "text/plain", "application/json"), 415)
                .get("code").asText()).isEqualTo("unsupported_media_type");
        assertThat(problem(send("GET", "/v1/models", null, null, "text/html"), 406).get("code").asText()).isEqualTo("not_acceptable");
        assertThat(problem(send("GET", "/v1/search?q=" + "a".repeat(9000), null, null, "application/json"), 414).get("code").asText())
                .isEqualTo("uri_too_long");
        byte[] big = ("{\"files\":[{\"path\":\"a\",\"content\":\"" + "x".repeat(10 * 1024 * 1024) + "\"}]}").getBytes(StandardCharsets.UTF_8);
        assertThat(problem(send("POST", "/v1/context/review", big, "application/json", "application/json"), 413).get("code").asText())
                .isEqualTo("body_too_large");
        assertThat(problem(send("POST", "/v1/context/review", new byte[0], "application/json", "application/json"), 400).get("code").asText())
                .isEqualTo("empty_body");
    }

    @Test
    void anUnexpectedFailureIsA500WithAnErrorIdAndNothingElse() throws Exception {
        // a server over a graph that was closed under it: the driver fails in ways no code path expects
        var broken = Dossier.open(new dev.dossier.app.RuntimeSettings(dev.dossier.graph.StorageSettings.embedded(Files.createTempDirectory("dossier-broken-")),
                null, null));
        try (var brokenServer = HttpServer.start(broken, List.of(), "127.0.0.1", 0)) {
            broken.graph().close();
            var response = client.send(HttpRequest.newBuilder(URI.create(brokenServer.url() + "/v1/sops")).GET().build(), HttpResponse.BodyHandlers.ofString());
            JsonNode p = problem(response, 500);
            assertThat(p.get("error_id").asText()).matches("[0-9a-f-]{36}");
            assertThat(p.get("detail").asText()).contains(p.get("error_id").asText());
            assertThat(response.body()).doesNotContainIgnoringCase("neo4j").doesNotContain("org.", "java.", "Exception");
        } finally {
            broken.close();
        }
    }

    // ---------------------------------------------------------------- helpers

    /** Sends, checks the status, validates the answer against the description and records the route as called. */
    private static JsonNode call(String method, String uri, String template, String body, int status) throws Exception {
        var response = send(method, uri, body == null ? null : body.getBytes(StandardCharsets.UTF_8), body == null ? null : "application/json",
                "application/json");
        assertThat(response.statusCode()).as("%s %s: %s", method, uri, response.body()).isEqualTo(status);
        String contentType = response.headers().firstValue("Content-Type").orElse("");
        var builder = SimpleResponse.Builder.status(response.statusCode());
        var answer = (response.statusCode() == 204 ? builder : builder.withContentType(contentType).withBody(response.body())).build();
        String path = URI.create(server.url() + uri).getPath();
        var report = validator.validateResponse(path, Request.Method.valueOf(method), answer);
        assertThat(report.getMessages()).as("%s %s against the OpenAPI description: %s", method, uri, response.body()).isEmpty();
        CALLED.add(method + " " + template);
        return response.body().isEmpty() ? JSON.missingNode() : JSON.readTree(response.body());
    }

    private static JsonNode problem(JsonNode p, String code, String field) {
        if (code != null) {
            assertThat(p.get("code").asText()).isEqualTo(code);
        }
        if (field != null) {
            assertThat(p.get("field").asText()).isEqualTo(field);
        }
        assertThat(p.toString()).doesNotContain("dev.dossier", "org.neo4j", "io.netty", "java.lang", "Exception");
        return p;
    }

    private static HttpResponse<String> send(String method, String path, byte[] body, String contentType, String accept) throws Exception {
        var builder = HttpRequest.newBuilder(URI.create(server.url() + path)).timeout(Duration.ofSeconds(60))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofByteArray(body));
        if (contentType != null) {
            builder.header("Content-Type", contentType);
        }
        if (accept != null) {
            builder.header("Accept", accept);
        }
        if (bearer != null) {
            builder.header("Authorization", "Bearer " + bearer);
        }
        return client.send(builder.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static JsonNode problem(HttpResponse<String> response, int status) throws IOException {
        assertThat(response.statusCode()).as("status of %s", response.body()).isEqualTo(status);
        assertThat(response.headers().firstValue("Content-Type")).as("Content-Type of %s", response.body()).hasValue(PROBLEM);
        JsonNode p = JSON.readTree(response.body());
        assertThat(p.get("type").asText()).startsWith("https://dossier.dev/problems/");
        assertThat(p.get("status").asInt()).isEqualTo(status);
        assertThat(p.get("title").asText()).isNotBlank();
        assertThat(p.get("detail").asText()).isNotBlank();
        assertThat(p.get("code").asText()).isNotBlank();
        assertThat(response.body()).doesNotContain("dev.dossier", "org.neo4j", "io.netty", "io.micronaut", "java.lang", "Exception");
        return p;
    }
}
