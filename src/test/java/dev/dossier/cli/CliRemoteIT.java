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

    private static HttpResponse<String> post(String path, String json) throws Exception {
        var builder = HttpRequest.newBuilder(URI.create(server.url() + path));
        builder = json == null ? builder.POST(HttpRequest.BodyPublishers.noBody())
                : builder.header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json));
        return HttpClient.newHttpClient().send(builder.build(), HttpResponse.BodyHandlers.ofString());
    }
}
