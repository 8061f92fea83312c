package dev.dossier.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dossier.api.HttpServer;
import dev.dossier.app.Dossier;
import dev.dossier.graph.GraphProbe;
import dev.dossier.testing.SopFiles;
import dev.dossier.testing.TestDossier;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * MCP on both transports, driven by the SDK's own client: Streamable HTTP at {@code /mcp} of a running server, and stdio
 * by launching {@code dossier mcp} as a process. Tools are generated from the API; results carry structured content and
 * text; bad arguments are tool errors with the same code and field as HTTP's problem.
 */
class McpIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> TOOLS = List.of("add_statement", "check_claims", "context_budget", "find_tools", "get_convention", "get_sop",
            "knowledge_context", "list_clashes", "list_conventions", "list_models", "list_quarantine", "list_signals", "list_sops", "model_fit",
            "plan_decisions", "record_review", "report_loop_event", "resolve_clash", "review_context", "search", "session_add", "session_budget_check", "session_checkpoint", "session_compress",
            "session_context", "session_events", "session_get", "session_list", "session_new", "session_scratchpad", "session_usage",
            "validate_content");

    private static Path sources;
    private static Dossier dossier;
    private static HttpServer server;

    @BeforeAll
    static void start() throws Exception {
        sources = Files.createTempDirectory("dossier-mcp-sources-");
        SopFiles.javaErrors(sources);
        dossier = TestDossier.isolated();
        dossier.facts().load(Path.of("../shared/data/facts-countries"), "countries", Path.of("examples/facts-countries/relations.yaml"));
        dossier.tools().put("shop-tools", List.of(new dev.dossier.tools.ToolSpec("slack_post_message", "Post a new message to a Slack channel",
                "{\"type\":\"object\"}", List.of("channel_id", "text"))));
        server = HttpServer.start(dossier, List.of(sources), "127.0.0.1", 0);
        var sync = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(server.url() + "/v1/sources/sync"))
                .POST(HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(sync.statusCode()).isEqualTo(200);
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void streamableHttpServesTheGeneratedToolsWithStructuredResults() throws Exception {
        var transport = HttpClientStreamableHttpTransport.builder(server.url()).endpoint("/mcp").build();
        try (McpSyncClient client = McpClient.sync(transport).requestTimeout(Duration.ofSeconds(60)).build()) {
            var init = client.initialize();
            assertThat(init.serverInfo().name()).isEqualTo("dossier");
            exercise(client);
        }
    }

    @Test
    void toolErrorsCarryTheSameCodeAndDetailAsHttp() throws Exception {
        var transport = HttpClientStreamableHttpTransport.builder(server.url()).endpoint("/mcp").build();
        try (McpSyncClient client = McpClient.sync(transport).requestTimeout(Duration.ofSeconds(60)).build()) {
            client.initialize();
            String body = "{\"files\":[\"a.java\"],\"colour\":\"blue\"}";
            var result = client.callTool(new McpSchema.CallToolRequest("review_context", JSON.readValue(body, Map.class)));
            assertThat(result.isError()).isTrue();
            JsonNode toolProblem = JSON.valueToTree(result.structuredContent());
            var http = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(server.url() + "/v1/context/review"))
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
            JsonNode httpProblem = JSON.readTree(http.body());
            assertThat(toolProblem.get("code").asText()).isEqualTo(httpProblem.get("code").asText()).isEqualTo("unknown_field");
            assertThat(toolProblem.get("field").asText()).isEqualTo(httpProblem.get("field").asText()).isEqualTo("/colour");
            assertThat(toolProblem.get("detail").asText()).isEqualTo(httpProblem.get("detail").asText());

            var window = client.callTool(new McpSchema.CallToolRequest("review_context", Map.of("files", List.of("a.java"), "model", "gpt-4o",
                    "window", 10_000_000)));
            assertThat(window.isError()).isTrue();
            assertThat(JSON.valueToTree(window.structuredContent()).get("code").asText()).isEqualTo("window_exceeds_model");
            var search = client.callTool(new McpSchema.CallToolRequest("search", Map.of("query", "x", "k", 0)));
            assertThat(search.isError()).isTrue();
            assertThat(JSON.valueToTree(search.structuredContent()).get("field").asText()).isEqualTo("/k");
            var unknown = client.callTool(new McpSchema.CallToolRequest("get_sop", Map.of("id", "nope")));
            assertThat(unknown.isError()).isTrue();
            assertThat(JSON.valueToTree(unknown.structuredContent()).get("status").asInt()).isEqualTo(404);
        }
    }

    @Test
    void aForeignOriginAndAGetStreamAreRefused() throws Exception {
        var http = HttpClient.newHttpClient();
        var foreign = http.send(HttpRequest.newBuilder(URI.create(server.url() + "/mcp")).header("Content-Type", "application/json")
                .header("Origin", "https://evil.example").POST(HttpRequest.BodyPublishers.ofString(
                        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}")).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(foreign.statusCode()).isEqualTo(403);
        // DNS rebinding: a page of another name resolved to this address; java.net.http will not send a foreign Host
        URI base = URI.create(server.url());
        try (var socket = new java.net.Socket(base.getHost(), base.getPort())) {
            String body = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}";
            socket.getOutputStream().write(("POST /mcp HTTP/1.1\r\nHost: evil.example:" + base.getPort() + "\r\nContent-Type: application/json\r\n"
                    + "Content-Length: " + body.length() + "\r\nConnection: close\r\n\r\n" + body).getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            String status = new java.io.BufferedReader(new java.io.InputStreamReader(socket.getInputStream(), java.nio.charset.StandardCharsets.US_ASCII))
                    .readLine();
            assertThat(status).startsWith("HTTP/1.1 421");
        }
        var version = http.send(HttpRequest.newBuilder(URI.create(server.url() + "/mcp")).header("Content-Type", "application/json")
                .header("MCP-Protocol-Version", "1999-01-01").POST(HttpRequest.BodyPublishers.ofString(
                        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}")).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(version.statusCode()).isEqualTo(400);
        var get = http.send(HttpRequest.newBuilder(URI.create(server.url() + "/mcp")).header("Accept", "text/event-stream").GET().build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(get.statusCode()).isEqualTo(405);
        var malformed = http.send(HttpRequest.newBuilder(URI.create(server.url() + "/mcp")).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{not json")).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(malformed.statusCode()).isEqualTo(400);
        assertThat(JSON.readTree(malformed.body()).get("error").get("code").asInt()).isEqualTo(-32700);
    }

    @Test
    void stdioServesTheSameToolsFromALaunchedProcess() throws Exception {
        Path dataDir = Files.createTempDirectory("dossier-mcp-stdio-");
        // the child process opens its own embedded graph: ingest into it first with the CLI (in this JVM, then closed)
        int ingest;
        try (var container = dev.dossier.cli.Main.container()) {
            ingest = dev.dossier.cli.Main.commandLine(container).execute("ingest", sources.toString(), "--data-dir", dataDir.toString());
        }
        assertThat(ingest).isZero();
        int facts;
        try (var container = dev.dossier.cli.Main.container()) {
            facts = dev.dossier.cli.Main.commandLine(container).execute("facts", "load", "../shared/data/facts-countries", "--kb", "countries",
                    "--relations", "examples/facts-countries/relations.yaml", "--data-dir", dataDir.toString());
        }
        assertThat(facts).isZero();
        Path toolsFile = Files.createTempFile("dossier-tools-", ".json");
        Files.writeString(toolsFile, "{\"tools\":[{\"name\":\"slack_post_message\",\"description\":\"Post a new message to a Slack channel\"}]}");
        int tools;
        try (var container = dev.dossier.cli.Main.container()) {
            tools = dev.dossier.cli.Main.commandLine(container).execute("tools", "put", "shop-tools", toolsFile.toString(), "--data-dir", dataDir.toString());
        }
        assertThat(tools).isZero();
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        var parameters = ServerParameters.builder(java)
                .args("-cp", System.getProperty("java.class.path"), "dev.dossier.cli.Main", "mcp", "--data-dir", dataDir.toString())
                .build();
        var transport = new StdioClientTransport(parameters, new JacksonMcpJsonMapper(new ObjectMapper()));
        try (McpSyncClient client = McpClient.sync(transport).requestTimeout(Duration.ofSeconds(120)).initializationTimeout(Duration.ofSeconds(120))
                .build()) {
            var init = client.initialize();
            assertThat(init.serverInfo().name()).isEqualTo("dossier");
            exercise(client);
        }
    }

    /** The checks both transports must pass. */
    private static void exercise(McpSyncClient client) throws Exception {
        var tools = client.listTools().tools();
        assertThat(tools.stream().map(McpSchema.Tool::name).sorted().toList()).isEqualTo(TOOLS);
        var review = tools.stream().filter(t -> t.name().equals("review_context")).findFirst().orElseThrow();
        JsonNode input = JSON.valueToTree(review.inputSchema());
        assertThat(input.get("required").toString()).contains("\"files\"");
        assertThat(input.get("additionalProperties").asBoolean(true)).isFalse();
        assertThat(input.get("properties").fieldNames()).toIterable().containsExactly("files", "task", "model", "window", "policy",
                "task_output_tokens", "project", "plan_id", "task_id");
        assertThat(review.outputSchema()).containsKey("properties");

        var result = client.callTool(new McpSchema.CallToolRequest("review_context", Map.of(
                "files", List.of(Map.of("path", "src/A.java", "content", "class A { void f() { try { g(); } catch (Exception e) {} } }")),
                "task", "Review the error handling", "window", 32000)));
        assertThat(result.isError()).isFalse();
        JsonNode structured = JSON.valueToTree(result.structuredContent());
        assertThat(structured.get("tokens").asInt()).isPositive().isLessThanOrEqualTo(structured.get("budget").get("available").asInt());
        String text = ((McpSchema.TextContent) result.content().get(0)).text();
        assertThat(text).isEqualTo(structured.get("context").asText()).contains("Java Exceptions");

        var sops = client.callTool(new McpSchema.CallToolRequest("list_sops", Map.of()));
        assertThat(JSON.valueToTree(sops.structuredContent()).get("items").get(0).get("id").asText()).isEqualTo("java-errors");

        // every other tool, so each answer is checked against its output schema (the SDK client validates structured content)
        String task = "mcp-" + java.util.UUID.randomUUID();
        var recorded = client.callTool(new McpSchema.CallToolRequest("record_review", Map.of("project", "shop", "plan_id", "plan-" + task,
                "task_id", task, "reviewer", "ana", "approved", true,
                "patterns", List.of(Map.of("name", "Wrap errors with context", "applies_to", List.of("*.java"))),
                "decisions", List.of(Map.of("text", "Errors carry the file name")))));
        assertThat(recorded.isError()).as("%s", recorded.content()).isFalse();
        JsonNode outcome = JSON.valueToTree(recorded.structuredContent());
        assertThat(outcome.get("created").asBoolean()).isTrue();
        var replayed = client.callTool(new McpSchema.CallToolRequest("record_review", Map.of("project", "shop", "plan_id", "plan-" + task,
                "task_id", task, "reviewer", "ana", "approved", true,
                "patterns", List.of(Map.of("name", "Wrap errors with context", "applies_to", List.of("*.java"))),
                "decisions", List.of(Map.of("text", "Errors carry the file name")))));
        assertThat(JSON.valueToTree(replayed.structuredContent()).get("created").asBoolean()).isFalse();
        String conventionId = outcome.get("conventions").get(0).get("id").asText();
        for (var call : List.of(
                new McpSchema.CallToolRequest("list_conventions", Map.of("project", "shop", "status", "active")),
                new McpSchema.CallToolRequest("get_convention", Map.of("id", conventionId)),
                new McpSchema.CallToolRequest("plan_decisions", Map.of("plan_id", "plan-" + task)),
                new McpSchema.CallToolRequest("list_models", Map.of()),
                new McpSchema.CallToolRequest("model_fit", Map.of("task_tokens", 6000, "files", 2)),
                new McpSchema.CallToolRequest("report_loop_event", Map.of("loop_id", task, "task_id", task, "project", "shop", "kind", "retry",
                        "tokens_used", 9000, "window", 10000)),
                new McpSchema.CallToolRequest("list_signals", Map.of("since", 0, "project", "shop")),
                new McpSchema.CallToolRequest("context_budget", Map.of("task", "Update authentication to use JWT", "window", 50000)),
                new McpSchema.CallToolRequest("get_sop", Map.of("id", "java-errors")),
                new McpSchema.CallToolRequest("search", Map.of("query", "exception wrapping", "k", 3, "type", "sop")),
                new McpSchema.CallToolRequest("knowledge_context", Map.of("query", "How are Java exceptions wrapped?", "window", 16000,
                        "history", List.of(Map.of("role", "user", "content", "I review A.java")))))) {
            var answer = client.callTool(call);
            assertThat(answer.isError()).as("%s: %s", call.name(), answer.content()).isFalse();
            assertThat(answer.structuredContent()).as(call.name()).isNotNull();
        }

        // sessions: the id joins the request record's fields in one flat object; answers match their output schemas
        var created = client.callTool(new McpSchema.CallToolRequest("session_new", Map.of("project", "shop", "window", 8192)));
        assertThat(created.isError()).as("%s", created.content()).isFalse();
        String session = JSON.valueToTree(created.structuredContent()).get("id").asText();
        for (var call : List.of(
                new McpSchema.CallToolRequest("session_add", Map.of("session_id", session, "component", "conversation_history", "role", "user",
                        "content", "Which retry policy applies to cmd/main.go?")),
                new McpSchema.CallToolRequest("session_budget_check", Map.of("session_id", session, "content", "one more turn")),
                new McpSchema.CallToolRequest("session_get", Map.of("session_id", session)),
                new McpSchema.CallToolRequest("session_list", Map.of("project", "shop", "limit", 10)),
                new McpSchema.CallToolRequest("session_usage", Map.of("session_id", session)),
                new McpSchema.CallToolRequest("session_events", Map.of("session_id", session, "since", 0)),
                new McpSchema.CallToolRequest("session_compress", Map.of("session_id", session, "strategy", "auto")),
                new McpSchema.CallToolRequest("session_checkpoint", Map.of("session_id", session, "remaining_criteria", List.of("tests"))))) {
            var answer = client.callTool(call);
            assertThat(answer.isError()).as("%s: %s", call.name(), answer.content()).isFalse();
        }
        var sessionContext = client.callTool(new McpSchema.CallToolRequest("session_context", Map.of("session_id", session)));
        assertThat(((McpSchema.TextContent) sessionContext.content().get(0)).text()).contains("Which retry policy");
        // the guard: a contradicted claim is blocked with the correct fact; the quarantine lists what waits
        var checked = client.callTool(new McpSchema.CallToolRequest("check_claims", Map.of("text", "Peru is in Europe.", "kb", "countries",
                "project", "shop")));
        assertThat(checked.isError()).as("%s", checked.content()).isFalse();
        assertThat(JSON.valueToTree(checked.structuredContent()).get("decision").asText()).isEqualTo("block");
        var found = client.callTool(new McpSchema.CallToolRequest("find_tools", Map.of("catalog", "shop-tools", "query", "post to a Slack channel")));
        assertThat(found.isError()).as("%s", found.content()).isFalse();
        assertThat(JSON.valueToTree(found.structuredContent()).get("tools").get(0).get("name").asText()).isEqualTo("slack_post_message");
        var listed = client.callTool(new McpSchema.CallToolRequest("list_quarantine", Map.of("project", "shop", "status", "pending")));
        assertThat(listed.isError()).as("%s", listed.content()).isFalse();
        // validation, statements and clashes: validate_content writes nothing; add_statement stores and resolves by policy; a
        // conflicting fact at the same instant waits for the user (list_clashes), who answers it with resolve_clash
        var validated = client.callTool(new McpSchema.CallToolRequest("validate_content", Map.of("content", "Paris is the capital of France.",
                "kb", "countries", "project", "mcp-travel", "fields", Map.of("user_id", "u1"), "required_fields", List.of("user_id", "preference"))));
        assertThat(validated.isError()).as("%s", validated.content()).isFalse();
        JsonNode validation = JSON.valueToTree(validated.structuredContent());
        assertThat(validation.get("decision").asText()).isEqualTo("reject");
        assertThat(validation.at("/metrics/accuracy/passed").asBoolean()).isTrue();
        assertThat(validation.at("/metrics/completeness/value").asDouble()).isEqualTo(0.5);
        assertThat(validation.at("/metrics/completeness/reason").asText()).contains("missing: preference");
        assertThat(validation.get("claims").findValuesAsText("verdict")).containsOnly("supported");
        assertThat(((McpSchema.TextContent) validated.content().get(0)).text()).contains("\"decision\" : \"reject\"");
        var stated = client.callTool(new McpSchema.CallToolRequest("add_statement", Map.of("project", "mcp-travel", "text", "User location: New York",
                "timestamp", "2025-11-16T10:00:00Z")));
        assertThat(stated.isError()).as("%s", stated.content()).isFalse();
        assertThat(JSON.valueToTree(stated.structuredContent()).at("/statement/status").asText()).isEqualTo("active");
        assertThat(JSON.valueToTree(stated.structuredContent()).get("clashes")).isEmpty();
        var clashing = client.callTool(new McpSchema.CallToolRequest("add_statement", Map.of("project", "mcp-travel", "text", "User location: London",
                "timestamp", "2025-11-16T10:00:00Z")));
        assertThat(clashing.isError()).as("%s", clashing.content()).isFalse();
        JsonNode waiting = JSON.valueToTree(clashing.structuredContent());
        assertThat(waiting.at("/statement/status").asText()).isEqualTo("pending");
        assertThat(waiting.at("/clashes/0/strategy").asText()).isEqualTo("ask_user");
        String clashId = waiting.at("/clashes/0/id").asText();
        var pendingClashes = client.callTool(new McpSchema.CallToolRequest("list_clashes", Map.of("project", "mcp-travel", "status", "pending")));
        assertThat(pendingClashes.isError()).as("%s", pendingClashes.content()).isFalse();
        JsonNode items = JSON.valueToTree(pendingClashes.structuredContent()).get("items");
        assertThat(items).hasSize(1);
        assertThat(items.get(0).get("id").asText()).isEqualTo(clashId);
        assertThat(items.get(0).get("type").asText()).isEqualTo("conflicting_facts");
        assertThat(items.get(0).get("options")).hasSize(3);
        var resolved = client.callTool(new McpSchema.CallToolRequest("resolve_clash", Map.of("clash_id", clashId, "choice", "new",
                "note", "the user moved")));
        assertThat(resolved.isError()).as("%s", resolved.content()).isFalse();
        JsonNode answer = JSON.valueToTree(resolved.structuredContent());
        assertThat(answer.get("status").asText()).isEqualTo("resolved");
        assertThat(answer.get("answer").asText()).isEqualTo("new");
        assertThat(answer.get("automatic").asBoolean()).isFalse();
        assertThat(answer.get("note").asText()).isEqualTo("the user moved");
        var stillPending = client.callTool(new McpSchema.CallToolRequest("list_clashes", Map.of("project", "mcp-travel", "status", "pending")));
        assertThat(JSON.valueToTree(stillPending.structuredContent()).get("items")).isEmpty();
        // invalid arguments are tool errors naming the field, with no internals
        var badChoice = client.callTool(new McpSchema.CallToolRequest("resolve_clash", Map.of("clash_id", clashId, "choice", "maybe", "note", "x")));
        assertThat(badChoice.isError()).isTrue();
        JsonNode choiceProblem = JSON.valueToTree(badChoice.structuredContent());
        assertThat(choiceProblem.get("status").asInt()).isEqualTo(400);
        assertThat(choiceProblem.get("field").asText()).isEqualTo("/choice");
        assertThat(choiceProblem.get("detail").asText()).isEqualTo("/choice must be existing, new or both, got 'maybe'");
        var badTime = client.callTool(new McpSchema.CallToolRequest("add_statement", Map.of("project", "mcp-travel", "text", "User prefers trains",
                "timestamp", "yesterday")));
        assertThat(badTime.isError()).isTrue();
        assertThat(JSON.valueToTree(badTime.structuredContent()).get("field").asText()).isEqualTo("/timestamp");
        var noClash = client.callTool(new McpSchema.CallToolRequest("resolve_clash", Map.of("choice", "new", "note", "x")));
        assertThat(noClash.isError()).isTrue();
        assertThat(JSON.valueToTree(noClash.structuredContent()).get("field").asText()).isEqualTo("/clash_id");
        for (var error : List.of(badChoice, badTime, noClash)) {
            assertThat(JSON.valueToTree(error.structuredContent()).has("error_id")).isFalse();
            assertThat(((McpSchema.TextContent) error.content().get(0)).text()).doesNotContain("Exception", "dev.dossier", "java.", "neo4j", "\tat ");
        }
        var afterErrors = client.callTool(new McpSchema.CallToolRequest("list_clashes", Map.of("project", "mcp-travel")));
        assertThat(JSON.valueToTree(afterErrors.structuredContent()).get("items").findValuesAsText("answer")).as("refused calls changed nothing")
                .containsExactly("new");
        var badKb = client.callTool(new McpSchema.CallToolRequest("check_claims", Map.of("text", "x", "kb", "no such kb!", "project", "shop")));
        assertThat(badKb.isError()).isTrue();
        assertThat(JSON.valueToTree(badKb.structuredContent()).get("field").asText()).isEqualTo("/kb");
        var missingId = client.callTool(new McpSchema.CallToolRequest("session_usage", Map.of()));
        assertThat(missingId.isError()).isTrue();
        assertThat(JSON.valueToTree(missingId.structuredContent()).get("field").asText()).isEqualTo("/session_id");

        var resource = client.readResource(new McpSchema.ReadResourceRequest("dossier://sops/java-errors"));
        assertThat(((McpSchema.TextResourceContents) resource.contents().get(0)).text()).contains("\"severity\" : \"error\"");
        assertThat(client.listResourceTemplates().resourceTemplates().get(0).uriTemplate()).isEqualTo("dossier://sops/{id}");
    }
}
