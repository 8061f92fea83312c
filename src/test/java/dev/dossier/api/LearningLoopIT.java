package dev.dossier.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dossier.app.Dossier;
import dev.dossier.graph.GraphProbe;
import dev.dossier.testing.TestDossier;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The learning loop over HTTP: reviews teach, contest and supersede conventions, and the next reviewer
 * context for a matching file carries them with their provenance. Real server, real embedded Neo4j.
 */
class LearningLoopIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String GO_FILE = """
            package api

            import "fmt"

            // Open reads the configuration.
            func Open(path string) (*Config, error) {
                f, err := os.Open(path)
                if err != nil {
                    return nil, err
                }
                return parse(f)
            }
            """;

    private static Dossier dossier;
    private static HttpServer server;
    private static HttpClient client;

    @BeforeAll
    static void start() throws IOException {
        dossier = TestDossier.isolated();
        server = HttpServer.start(dossier, List.of(Files.createTempDirectory("dossier-loop-sources-")), "127.0.0.1", 0);
        client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(10)).build();
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    @BeforeEach
    void emptyGraph() {
        GraphProbe.reset(dossier.graph());
    }

    private static String review(boolean approved, String task, String patterns) {
        return """
                {"project": "shop", "plan_id": "plan-7", "task_id": "%s", "reviewer": "ana", "approved": %s,
                 "files": ["api/config.go"], "patterns": [%s], "decisions": [{"text": "Configuration is read once at start-up"}]}
                """.formatted(task, approved, patterns);
    }

    private static final String WRAP = """
            {"name": "Wrap errors with context", "description": "Return fmt.Errorf(\\"open %s: %w\\", path, err), never a bare err.",
             "applies_to": ["*.go"]}""";

    private static JsonNode context() throws Exception {
        var response = post("/v1/context/review", """
                {"files": [{"path": "internal/api/config.go", "content": %s}], "task": "Review error handling",
                 "window": 32000, "project": "shop", "plan_id": "plan-7"}
                """.formatted(JSON.writeValueAsString(GO_FILE)));
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return body(response);
    }

    private static List<JsonNode> section(JsonNode context, String section) {
        return StreamSupport.stream(context.get("items").spliterator(), false).filter(i -> section.equals(i.get("section").asText())).toList();
    }

    @Test
    void approvedThenRejectedThenSupersededEndToEnd() throws Exception {
        var first = post("/v1/reviews", review(true, "t1", WRAP));
        assertThat(first.statusCode()).as(first.body()).isEqualTo(201);
        assertThat(first.headers().firstValue("Content-Type")).hasValue("application/json");
        JsonNode taught = body(first);
        String reviewId = taught.get("review_id").asText();
        JsonNode convention = taught.get("conventions").get(0);
        String id = convention.get("id").asText();
        assertThat(convention.get("status").asText()).isEqualTo("active");
        assertThat(convention.get("occurrences").asInt()).isEqualTo(1);
        double confidence = convention.get("confidence").asDouble();
        assertThat(confidence).isBetween(0.0, 1.0);

        JsonNode ctx = context();
        assertThat(section(ctx, "convention")).singleElement().satisfies(i -> {
            assertThat(i.get("id").asText()).isEqualTo(id);
            assertThat(i.get("confidence").asDouble()).isEqualTo(confidence);
            assertThat(texts(i.get("provenance"))).containsExactly(reviewId);
        });
        assertThat(section(ctx, "decision")).hasSize(1);
        assertThat(section(ctx, "file_summary")).hasSize(1);
        assertThat(ctx.get("context").asText()).contains("Wrap errors with context").contains("Configuration is read once at start-up");

        JsonNode rejected = body(post("/v1/reviews", review(false, "t2", "{\"name\": \"Always wrap errors with context\"}")));
        assertThat(rejected.get("conventions").get(0).get("id").asText()).isEqualTo(id);
        assertThat(rejected.get("conventions").get(0).get("change").asText()).isEqualTo("demoted");
        double lowered = rejected.get("conventions").get(0).get("confidence").asDouble();
        assertThat(lowered).isLessThan(confidence);
        assertThat(section(context(), "convention")).singleElement().satisfies(i -> assertThat(i.get("confidence").asDouble()).isEqualTo(lowered));

        var superseding = post("/v1/reviews", review(true, "t3", """
                {"name": "Return typed errors", "description": "Define sentinel or typed errors and check them with errors.Is / errors.As.",
                 "applies_to": ["*.go"], "supersedes": "%s"}""".formatted(id)));
        assertThat(superseding.statusCode()).as(superseding.body()).isEqualTo(201);
        String successor = body(superseding).get("conventions").get(0).get("id").asText();

        JsonNode after = context();
        assertThat(section(after, "convention")).singleElement().satisfies(i -> assertThat(i.get("id").asText()).isEqualTo(successor));
        assertThat(after.get("context").asText()).contains("Return typed errors").doesNotContain("Wrap errors with context");

        JsonNode history = body(get("/v1/conventions/" + id));
        assertThat(history.get("status").asText()).isEqualTo("superseded");
        assertThat(history.get("superseded_by").asText()).isEqualTo(successor);
        assertThat(StreamSupport.stream(history.get("history").spliterator(), false).map(v -> v.get("change").asText()))
                .containsExactly("created", "demoted", "superseded");
        assertThat(StreamSupport.stream(history.get("provenance").spliterator(), false).map(p -> p.get("task_id").asText()))
                .containsExactly("t1", "t2", "t3");
        assertThat(ids(body(get("/v1/conventions?project=shop")))).containsExactly(id, successor);
        assertThat(ids(body(get("/v1/conventions?project=shop&status=active&file=cmd/main.go")))).containsExactly(successor);
        assertThat(ids(body(get("/v1/conventions?file=README.md")))).isEmpty();

        JsonNode reports = body(get("/v1/context/reports?last=2"));
        assertThat(reports).hasSize(2);
        assertThat(reports.get(0).get("kind").asText()).isEqualTo("review");
        assertThat(reports.get(0).get("subject").get(0).asText()).isEqualTo("internal/api/config.go");
        assertThat(reports.get(0).get("budget").get("used").asInt()).isEqualTo(after.get("tokens").asInt());
        assertThat(reports.get(0).get("budget").get("available").asInt()).isEqualTo(after.get("budget").get("available").asInt());
        assertThat(GraphProbe.count(dossier.graph(), "MATCH (a:Assembly {kind: 'review'}) RETURN count(a)")).isEqualTo(3);
        assertThat(get("/v1/context/reports?last=0").statusCode()).isEqualTo(400);

        JsonNode decisions = body(get("/v1/plans/plan-7/decisions"));
        assertThat(decisions).hasSize(3);
        assertThat(decisions.get(0).get("text").asText()).isEqualTo("Configuration is read once at start-up");
        assertThat(decisions.get(0).get("review_id").asText()).isEqualTo(reviewId);
    }

    @ParameterizedTest(name = "{index}: {1}")
    @CsvSource(delimiter = '|', value = {
            "{\"task_id\": \"t\", \"reviewer\": \"a\", \"approved\": true}                                             | /project",
            "{\"project\": \"p\", \"task_id\": \"t\", \"reviewer\": \"a\", \"approved\": \"yes\"}                       | /approved",
            "{\"project\": \"p\", \"task_id\": \"t\", \"reviewer\": \"a\"}                                             | /approved",
            "{\"project\": \"\", \"task_id\": \"t\", \"reviewer\": \"a\", \"approved\": true}                          | /project",
            "{\"project\": \"p\", \"task_id\": \"t\", \"reviewer\": \"a\", \"approved\": true, \"extra\": 1}            | /extra",
            "{\"project\": \"p\", \"task_id\": \"t\", \"reviewer\": \"a\", \"approved\": true, \"patterns\": [{\"name\": \"x\"}]} | /patterns/0/applies_to",
            "{\"project\": \"p\", \"task_id\": \"t\", \"reviewer\": \"a\", \"approved\": true, \"patterns\": [{\"name\": \"x\", \"applies_to\": [\"a/[b\"]}]} | /patterns/0/applies_to/0",
            "{\"project\": \"p\", \"task_id\": \"t\", \"reviewer\": \"a\", \"approved\": true, \"patterns\": [{\"applies_to\": [\"*.go\"]}]} | /patterns/0/name",
            "{\"project\": \"p\", \"task_id\": \"t\", \"reviewer\": \"a\", \"approved\": true, \"patterns\": {}}        | /patterns",
            "{\"project\": \"p\", \"task_id\": \"t\", \"reviewer\": \"a\", \"approved\": true, \"decisions\": [42]}      | /decisions/0",
            "{\"project\": \"p\", \"task_id\": \"t\", \"reviewer\": \"a\", \"approved\": true, \"patterns\": [{\"name\": \"x\", \"applies_to\": [\"*.go\"], \"supersedes\": \"nope\"}]} | /patterns/0/supersedes",
            "[1, 2]                                                                                                   | ''",
            "{not json                                                                                                | ''",
    })
    void invalidReviewsAreRejectedNamingTheFieldAndWriteNothing(String json, String field) throws Exception {
        var response = post("/v1/reviews", json);
        assertThat(response.statusCode()).as(response.body()).isEqualTo(400);
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/problem+json");
        JsonNode p = body(response);
        assertThat(p.get("field").asText()).isEqualTo(field);
        assertThat(p.get("detail").asText()).contains(field.isEmpty() ? "the request body" : field);
        assertThat(GraphProbe.count(dossier.graph(), "MATCH (n) RETURN count(n)")).isZero();
    }

    @Test
    void unknownIdsAnswer404AndAForeignPlan409() throws Exception {
        assertThat(get("/v1/conventions/nope").statusCode()).isEqualTo(404);
        assertThat(get("/v1/plans/nope/decisions").statusCode()).isEqualTo(404);
        assertThat(post("/v1/reviews", review(true, "t1", WRAP)).statusCode()).isEqualTo(201);
        var foreign = post("/v1/reviews", review(true, "t2", WRAP).replace("\"shop\"", "\"other\""));
        assertThat(foreign.statusCode()).as(foreign.body()).isEqualTo(409);
        assertThat(body(foreign).get("field").asText()).isEqualTo("/plan_id");
        var badStatus = get("/v1/conventions?status=retired");
        assertThat(badStatus.statusCode()).isEqualTo(400);
        assertThat(body(badStatus).get("field").asText()).isEqualTo("status");
    }

    private static HttpResponse<String> get(String path) throws Exception {
        return client.send(HttpRequest.newBuilder(URI.create(server.url() + path)).timeout(Duration.ofSeconds(60)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static HttpResponse<String> post(String path, String json) throws Exception {
        return client.send(HttpRequest.newBuilder(URI.create(server.url() + path)).timeout(Duration.ofSeconds(60))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static JsonNode body(HttpResponse<String> response) throws IOException {
        return JSON.readTree(response.body());
    }

    private static List<String> texts(JsonNode array) {
        return StreamSupport.stream(array.spliterator(), false).map(JsonNode::asText).toList();
    }

    private static List<String> ids(JsonNode array) {
        return StreamSupport.stream(array.spliterator(), false).map(n -> n.get("id").asText()).toList();
    }
}
