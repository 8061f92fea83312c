package dev.dossier.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dossier.api.HttpServer;
import dev.dossier.app.Dossier;
import dev.dossier.graph.GraphProbe;
import dev.dossier.testing.SopFiles;
import dev.dossier.testing.TestDossier;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * CLI commands against a running server: with a live {@code server.json} in the data directory they talk HTTP and
 * never open the graph, print the same JSON as the endpoint, and fail with the same codes; a stale file is ignored.
 * Options are checked before anything is opened.
 */
class CliRemoteIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** The small landmarks knowledge base of GuardsIT (Eiffel Tower in Paris, Colosseum in Rome). */
    private static final Path LANDMARKS = Path.of("src/test/resources/facts-landmarks");

    private static Path sources;
    private static Path dataDir;
    private static Dossier dossier;
    private static HttpServer server;

    record Run(int exit, String out, String err) {
        JsonNode json() throws IOException {
            return JSON.readTree(out);
        }
    }

    @BeforeAll
    static void start() throws Exception {
        sources = Files.createTempDirectory("dossier-remote-sources-");
        SopFiles.javaErrors(sources);
        dossier = TestDossier.isolated();
        dossier.facts().load(LANDMARKS, "landmarks", LANDMARKS.resolve("relations.yaml"));
        server = HttpServer.start(dossier, List.of(sources), "127.0.0.1", 0);
        post("/v1/sources/sync", null);
        dataDir = Files.createTempDirectory("dossier-remote-data-");
        Path file = ServerAddress.write(dataDir, server.url(), List.of(sources), server.operatorToken());
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void commandsTalkToTheServerAndPrintWhatTheEndpointAnswers() throws Exception {
        Run assemble = run("assemble", "--file", "src/A.java", "--task", "Review the error handling", "--window", "32000", "--json");
        assertThat(assemble.exit()).as(assemble.err()).isZero();
        JsonNode http = JSON.readTree(post("/v1/context/review", "{\"files\":[{\"path\":\"src/A.java\"}],\"task\":\"Review the error handling\","
                + "\"window\":32000}").body());
        assertThat(assemble.json()).isEqualTo(http);

        Run sops = run("sops", "--json");
        assertThat(sops.json()).isEqualTo(JSON.readTree(get("/v1/sops").body()));
        Run models = run("context-report", "--last", "1", "--json");
        assertThat(models.json().get(0).get("kind").asText()).isEqualTo("review");

        Run search = run("search", "exception wrapping", "-k", "1", "--type", "sop", "--json");
        assertThat(search.exit()).as(search.err()).isZero();
        assertThat(search.json().get(0).get("id").asText()).isEqualTo("java-errors");

        assertThat(Files.exists(dataDir.resolve("neo4j"))).as("the CLI never opened a graph of its own").isFalse();
    }

    @Test
    void aReviewSentTwiceIsRecordedOnceAndErrorsKeepTheirExitCodes() throws Exception {
        Path review = Files.createTempFile("remote-review-", ".json");
        Files.writeString(review, """
                {"project": "shop", "task_id": "remote-1", "reviewer": "ana", "approved": true,
                 "patterns": [{"name": "Wrap errors with context", "applies_to": ["*.java"]}]}
                """);
        Run first = run("review", "--json-file", review.toString());
        assertThat(first.exit()).as(first.err()).isZero();
        assertThat(first.out()).contains("recorded");
        Run again = run("review", "--json-file", review.toString());
        assertThat(again.exit()).isZero();
        assertThat(again.out()).contains("was already recorded");

        Files.writeString(review, """
                {"project": "shop", "task_id": "remote-1", "reviewer": "bob", "approved": false}
                """);
        Run conflict = run("review", "--json-file", review.toString(), "--json");
        assertThat(conflict.exit()).isEqualTo(ExitCodes.CONFLICT);
        assertThat(conflict.json().get("code").asText()).isEqualTo("conflict");
        assertThat(conflict.json().get("field").asText()).isEqualTo("/task_id");

        Run missing = run("conventions", "00000000-0000-0000-0000-000000000000", "--json");
        assertThat(missing.exit()).isEqualTo(ExitCodes.NOT_FOUND);
        assertThat(missing.json().get("status").asInt()).isEqualTo(404);
    }

    @Test
    void ingestUsesTheServersSyncForItsDirectoriesOnly() throws Exception {
        Run same = run("ingest", sources.toString(), "--json");
        assertThat(same.exit()).as(same.err()).isZero();
        assertThat(same.json().get("unchanged").asInt()).isEqualTo(1);
        Path other = Files.createTempDirectory("dossier-remote-other-");
        Run different = run("ingest", other.toString(), "--json");
        assertThat(different.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(different.json().get("code").asText()).isEqualTo("server_running");
    }

    @Test
    void badOptionsFailBeforeAnythingIsOpened() throws Exception {
        Path unopened = Files.createTempDirectory("dossier-never-opened-").resolve("data");
        record Case(String[] args, int exit, String field) {
        }
        for (var c : List.of(
                new Case(new String[] {"search", "x", "-k", "0"}, ExitCodes.USAGE, "k"),
                new Case(new String[] {"search", "x", "--type", "video"}, ExitCodes.USAGE, "type"),
                new Case(new String[] {"ingest", "/no/such/dir"}, ExitCodes.USAGE, "DIR"),
                new Case(new String[] {"conventions", "--status", "retired"}, ExitCodes.USAGE, "status"),
                new Case(new String[] {"conventions", "--project", "a b"}, ExitCodes.USAGE, "project"),
                new Case(new String[] {"decisions", "plan;drop"}, ExitCodes.USAGE, "plan"),
                new Case(new String[] {"assemble", "--file", "a.java", "--model", "gpt-4o", "--window", "999999999"}, ExitCodes.USAGE, "/window"),
                new Case(new String[] {"review", "--json-file", "/no/such/review.json"}, ExitCodes.USAGE, "--json-file"),
                new Case(new String[] {"context-score", "/no/such/file.md", "--task", "x"}, ExitCodes.NOT_FOUND, "file"))) {
            var args = new java.util.ArrayList<>(List.of(c.args()));
            args.addAll(List.of("--json", "--data-dir", unopened.toString()));
            if (args.get(0).equals("context-score")) {
                args.removeAll(List.of("--data-dir", unopened.toString()));
            }
            Run r = runIn(args.toArray(String[]::new));
            assertThat(r.exit()).as("%s: %s", List.of(c.args()), r.err()).isEqualTo(c.exit());
            assertThat(r.json().get("field").asText()).as("%s", List.of(c.args())).isEqualTo(c.field());
        }
        assertThat(Files.exists(unopened)).as("bad input never opens the graph").isFalse();
    }

    @Test
    void statementAndClashCommandsPrintWhatTheEndpointsAnswerAndRefuseBadInput() throws Exception {
        String p = "remote-clashes";
        Run first = run("statements", "add", "User location: New York", "--project", p, "--timestamp", "2025-11-16T10:00:00Z");
        assertThat(first.exit()).as(first.err()).isZero();
        assertThat(first.out()).matches("(?s)st_[0-9a-f]{32}  active: stored; no clash with the project's statements\\R");
        // the same instant, another value: a conflicting fact the policy leaves to the user (ask_user), so the new one waits
        Run second = run("statements", "add", "User location: London", "--project", p, "--timestamp", "2025-11-16T10:00:00Z", "--json");
        assertThat(second.exit()).as(second.err()).isZero();
        JsonNode written = second.json();
        assertThat(written.get("statement").get("status").asText()).isEqualTo("pending");
        JsonNode clash = written.get("clashes").get(0);
        assertThat(clash.get("type").asText()).isEqualTo("conflicting_facts");
        assertThat(clash.get("strategy").asText()).isEqualTo("ask_user");
        assertThat(clash.get("status").asText()).isEqualTo("pending");
        String clashId = clash.get("id").asText();

        Run pending = run("clashes", "list", "--project", p, "--status", "pending", "--json");
        assertThat(pending.exit()).as(pending.err()).isZero();
        assertThat(pending.json()).isEqualTo(JSON.readTree(get("/v1/clashes?project=" + p + "&status=pending").body()));
        assertThat(pending.json()).singleElement().satisfies(c -> assertThat(c.get("id").asText()).isEqualTo(clashId));
        assertThat(pending.json().get(0)).isEqualTo(clash);
        Run pendingText = run("clashes", "list", "--project", p);
        assertThat(pendingText.out())
                .startsWith(clashId + "  pending  conflicting_facts  ask_user  \"User location: New York\" / \"User location: London\"  ? ")
                .contains(clash.get("question").asText());

        Run answered = run("clashes", "answer", clashId, "new", "--note", "the user moved", "--json");
        assertThat(answered.exit()).as(answered.err()).isZero();
        assertThat(answered.json().get("status").asText()).isEqualTo("resolved");
        assertThat(answered.json().get("answer").asText()).isEqualTo("new");
        assertThat(answered.json().get("note").asText()).isEqualTo("the user moved");
        assertThat(answered.json().get("resolved_by").asText()).isEqualTo("local");
        assertThat(answered.json()).isEqualTo(JSON.readTree(get("/v1/clashes?project=" + p).body()).get(0));
        Run twice = run("clashes", "answer", clashId, "existing", "--note", "again", "--json");
        assertThat(twice.exit()).isEqualTo(ExitCodes.CONFLICT);
        assertThat(twice.json().get("code").asText()).isEqualTo("conflict");
        assertThat(twice.err()).contains(clashId);
        Run answeredText = run("clashes", "list", "--project", p, "--status", "resolved");
        assertThat(answeredText.out()).startsWith(clashId + "  resolved  conflicting_facts  ask_user").contains("(local)");

        Run history = run("statements", "list", "--project", p, "--history", "--json");
        assertThat(history.exit()).as(history.err()).isZero();
        assertThat(history.json()).isEqualTo(JSON.readTree(get("/v1/statements?project=" + p + "&history=true").body()));
        assertThat(history.json().findValuesAsText("status")).containsExactlyInAnyOrder("active", "superseded");
        Run active = run("statements", "list", "--project", p);
        assertThat(active.exit()).as(active.err()).isZero();
        assertThat(active.out()).contains("  active  2025-11-16T10:00:00Z  User location: London").doesNotContain("New York");

        record Bad(String[] args, int exit, String code, String field, String message) {
        }
        for (var bad : List.of(
                new Bad(new String[] {"clashes", "answer", clashId, "maybe", "--note", "x"}, ExitCodes.USAGE, "invalid_value", "/choice",
                        "choice must be existing, new or both, got 'maybe'"),
                new Bad(new String[] {"clashes", "answer", "00000000-0000-0000-0000-000000000000", "new", "--note", "x"}, ExitCodes.NOT_FOUND, "not_found",
                        null, "no clash with id '00000000-0000-0000-0000-000000000000'"),
                new Bad(new String[] {"clashes", "list", "--status", "open"}, ExitCodes.USAGE, "invalid_value", "status",
                        "status must be pending or resolved, got 'open'"),
                new Bad(new String[] {"statements", "add", "User prefers trains", "--project", p, "--timestamp", "yesterday"}, ExitCodes.USAGE,
                        "invalid_value", "/timestamp", "timestamp must be an ISO-8601 instant such as 2026-11-25T10:00:00Z, got 'yesterday'"),
                new Bad(new String[] {"statements", "list", "--project", p, "--limit", "0"}, ExitCodes.USAGE, "out_of_range", "limit", "limit"))) {
            var args = new java.util.ArrayList<>(List.of(bad.args()));
            args.add("--json");
            Run r = run(args.toArray(String[]::new));
            assertThat(r.exit()).as("%s: %s", List.of(bad.args()), r.err()).isEqualTo(bad.exit());
            assertThat(r.json().get("code").asText()).as("%s", List.of(bad.args())).isEqualTo(bad.code());
            if (bad.field() != null) {
                assertThat(r.json().get("field").asText()).as("%s", List.of(bad.args())).isEqualTo(bad.field());
            }
            assertThat(r.err()).as("%s", List.of(bad.args())).startsWith("dossier: ").contains(bad.message()).doesNotContain("Exception", "\tat ");
        }
        assertThat(JSON.readTree(get("/v1/statements?project=" + p + "&history=true").body())).as("refused input wrote nothing").hasSize(2);
    }

    @Test
    void guardValidateAndTheQuarantineCommandsPrintWhatTheEndpointsAnswer() throws Exception {
        String p = "remote-guard";
        Run accepted = run("guard", "validate", "The Eiffel Tower is located in Paris, France", "--project", p, "--kb", "landmarks",
                "--field", "user_id=u1", "--required", "user_id", "--json");
        assertThat(accepted.exit()).as(accepted.err()).isZero();
        assertThat(accepted.json()).isEqualTo(JSON.readTree(post("/v1/guard/validate", """
                {"content":"The Eiffel Tower is located in Paris, France","project":"%s","kb":"landmarks","fields":{"user_id":"u1"},
                 "required_fields":["user_id"]}""".formatted(p)).body()));
        assertThat(accepted.json().get("decision").asText()).isEqualTo("accept");
        assertThat(accepted.json().findValuesAsText("verdict")).containsOnly("supported");
        Run acceptedText = run("guard", "validate", "The Eiffel Tower is located in Paris, France", "--project", p, "--kb", "landmarks",
                "--field", "user_id=u1", "--required", "user_id");
        assertThat(acceptedText.exit()).as(acceptedText.err()).isZero();
        assertThat(acceptedText.out()).startsWith("accept (quality " + accepted.json().get("quality_score").asText() + "): ")
                .contains("  relevance -  not computed: no query", "  accuracy " + accepted.json().at("/metrics/accuracy/value").asText() + " ok (>= 0.9)",
                        "  completeness 1.0 ok (>= 0.8)");

        Run missing = run("guard", "validate", "quality hotels", "--project", p, "--field", "user_id=u1", "--required", "user_id", "--required",
                "preference");
        assertThat(missing.exit()).as("a failed metric is a rejection").isEqualTo(ExitCodes.REJECTED);
        assertThat(missing.out()).startsWith("reject").contains("completeness 0.5 FAILED (>= 0.8)", "missing: preference");
        Run blocked = run("guard", "validate", "The Eiffel Tower is in London", "--project", p, "--kb", "landmarks");
        assertThat(blocked.exit()).isEqualTo(ExitCodes.REJECTED);
        assertThat(blocked.out()).startsWith("block").contains("factual inaccuracy");
        Run badTime = run("guard", "validate", "anything", "--project", p, "--timestamp", "last week", "--json");
        assertThat(badTime.exit()).isEqualTo(ExitCodes.USAGE);
        // a body field: named by JSON pointer, as HTTP names it; the whole problem is the endpoint's, and the one the CLI prints without a server
        assertThat(badTime.json().get("field").asText()).isEqualTo("/timestamp");
        assertThat(badTime.err()).contains("timestamp must be an ISO-8601 instant", "got 'last week'");
        var endpointProblem = JSON.readTree(post("/v1/guard/validate", "{\"content\":\"anything\",\"project\":\"%s\",\"timestamp\":\"last week\"}"
                .formatted(p)).body());
        assertThat(badTime.json()).isEqualTo(endpointProblem).isEqualTo(JSON.readTree(CliIT.BAD_TIMESTAMP_PROBLEM));

        // a statement the KB cannot decide waits in quarantine (exit 3); approving it stores it in the project's facts
        Run held = run("statements", "add", "The Colosseum is located in the city of Milan", "--project", p, "--kb", "landmarks");
        assertThat(held.exit()).as(held.err()).isEqualTo(ExitCodes.REJECTED);
        assertThat(held.out()).startsWith("quarantined as ");
        String id = held.out().substring("quarantined as ".length(), held.out().indexOf(':'));
        assertThat(JSON.readTree(get("/v1/statements?project=" + p + "&history=true").body())).isEmpty();
        Run approved = run("quarantine", "approve", id, "--note", "a temporary exhibition", "--json");
        assertThat(approved.exit()).as(approved.err()).isZero();
        assertThat(approved.json().get("status").asText()).isEqualTo("approved");
        assertThat(approved.json().get("decided_by").asText()).isEqualTo("local");
        assertThat(approved.json()).isEqualTo(JSON.readTree(get("/v1/quarantine?project=" + p).body()).get(0));
        assertThat(JSON.readTree(get("/v1/statements?project=" + p).body()).findValuesAsText("text"))
                .containsExactly("The Colosseum is located in the city of Milan");
        Run again = run("quarantine", "approve", id, "--note", "again");
        assertThat(again.exit()).isEqualTo(ExitCodes.CONFLICT);
        assertThat(again.err()).contains("quarantine item '" + id + "' was already approved by local");
        Run unknown = run("quarantine", "approve", "00000000-0000-0000-0000-000000000000", "--note", "x", "--json");
        assertThat(unknown.exit()).isEqualTo(ExitCodes.NOT_FOUND);
        assertThat(unknown.json().get("code").asText()).isEqualTo("not_found");
        Run noNote = run("quarantine", "approve", id);
        assertThat(noNote.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(noNote.err()).contains("Missing required option: '--note=TEXT'");

        // a statement the KB contradicts is refused: exit 3, the problem names the code and the KB's fact, nothing stored
        Run refused = run("statements", "add", "The Eiffel Tower is in London", "--project", p, "--kb", "landmarks", "--json");
        assertThat(refused.exit()).isEqualTo(ExitCodes.REJECTED);
        assertThat(refused.json().get("code").asText()).isEqualTo("content_blocked");
        assertThat(refused.json().get("status").asInt()).isEqualTo(422);
        assertThat(refused.err()).contains("factual inaccuracy").doesNotContain("Exception");
        assertThat(JSON.readTree(get("/v1/statements?project=" + p + "&history=true").body())).hasSize(1);
    }

    @Test
    void toolCommandsStoreACatalogAndRetrieveFromItLikeTheEndpoints() throws Exception {
        String catalog = """
                {"tools":[{"name":"slack_post_message","description":"Post a new message to a Slack channel","inputSchema":{"type":"object",
                 "properties":{"channel_id":{"type":"string"},"text":{"type":"string"}},"required":["channel_id"]}},
                 {"name":"maps_directions","description":"Get driving directions between two places"}]}""";
        Path file = Files.createTempFile("remote-tools-", ".json");
        Files.writeString(file, catalog);
        Run put = run("tools", "put", "remote-tools", file.toString(), "--json");
        assertThat(put.exit()).as(put.err()).isZero();
        assertThat(put.json()).isEqualTo(JSON.readTree(send("PUT", "/v1/tools/remote-tools", catalog).body()));
        assertThat(put.json().get("tools").asInt()).isEqualTo(2);
        Run putText = run("tools", "put", "remote-tools", file.toString());
        assertThat(putText.out()).startsWith("remote-tools: 2 tools, " + put.json().get("tokens_catalog").asInt() + " tokens; ");

        Run search = run("tools", "search", "remote-tools", "send a message to the team channel", "-k", "1", "--json");
        assertThat(search.exit()).as(search.err()).isZero();
        assertThat(search.json()).isEqualTo(JSON.readTree(get("/v1/tools/remote-tools/search?q=send%20a%20message%20to%20the%20team%20channel&k=1")
                .body()));
        assertThat(search.json().get("tools").findValuesAsText("name")).containsExactly("slack_post_message");
        Run searchText = run("tools", "search", "remote-tools", "send a message to the team channel", "-k", "1");
        assertThat(searchText.out()).contains("  slack_post_message  Post a new message to a Slack channel")
                .contains(search.json().get("tokens_selected").asInt() + " of " + search.json().get("tokens_catalog").asInt() + " tokens");

        Run unknown = run("tools", "search", "no-such-catalog", "anything", "--json");
        assertThat(unknown.exit()).isEqualTo(ExitCodes.NOT_FOUND);
        assertThat(unknown.json().get("code").asText()).isEqualTo("not_found");
        Run badK = run("tools", "search", "remote-tools", "anything", "-k", "0", "--json");
        assertThat(badK.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(badK.json().get("field").asText()).isEqualTo("k");
        Files.writeString(file, "{\"tools\": \"not a list\"}");
        Run badFile = run("tools", "put", "remote-tools", file.toString(), "--json");
        assertThat(badFile.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(badFile.json().get("field").asText()).isEqualTo("/tools");
        assertThat(JSON.readTree(get("/v1/tools/remote-tools/search?q=directions&k=5").body()).get("tools").findValuesAsText("name"))
                .as("a refused catalog replaced nothing").contains("maps_directions");
    }

    @Test
    void aStaleAddressFileIsIgnored() throws Exception {
        Path stale = Files.createTempDirectory("dossier-stale-");
        Files.writeString(stale.resolve(ServerAddress.FILE), "{\"url\":\"http://127.0.0.1:1\",\"pid\":" + ProcessHandle.current().pid()
                + ",\"sources\":[]}");
        assertThat(ServerAddress.live(stale)).isEmpty();
        Files.writeString(stale.resolve(ServerAddress.FILE), "{\"url\":\"" + server.url() + "\",\"pid\":999999999,\"sources\":[]}");
        assertThat(ServerAddress.live(stale)).as("a dead process's file").isEmpty();
        Files.writeString(stale.resolve(ServerAddress.FILE), "not json");
        assertThat(ServerAddress.live(stale)).isEmpty();
        assertThat(ServerAddress.live(dataDir)).isPresent();
    }

    private static Run run(String... args) {
        var all = new java.util.ArrayList<>(List.of(args));
        all.addAll(List.of("--data-dir", dataDir.toString()));
        return runIn(all.toArray(String[]::new));
    }

    private static Run runIn(String... args) {
        var out = new StringWriter();
        var err = new StringWriter();
        var container = Main.container();
        var cli = Main.commandLine(container);
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        int exit = cli.execute(args);
        container.close();
        return new Run(exit, out.toString(), err.toString());
    }

    private static HttpResponse<String> get(String path) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(server.url() + path)).GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    private static HttpResponse<String> send(String method, String path, String json) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(server.url() + path)).header("Content-Type", "application/json")
                .method(method, HttpRequest.BodyPublishers.ofString(json)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static HttpResponse<String> post(String path, String json) throws Exception {
        var builder = HttpRequest.newBuilder(URI.create(server.url() + path));
        builder = json == null ? builder.POST(HttpRequest.BodyPublishers.noBody())
                : builder.header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json));
        return HttpClient.newHttpClient().send(builder.build(), HttpResponse.BodyHandlers.ofString());
    }
}
