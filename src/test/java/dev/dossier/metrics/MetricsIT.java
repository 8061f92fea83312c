package dev.dossier.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dossier.api.HttpServer;
import dev.dossier.app.Dossier;
import dev.dossier.testing.SopFiles;
import dev.dossier.testing.TestDossier;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code GET /metrics} of a running server: one ingestion and one review assembly move Dossier's meters by exactly what
 * the API answered; the budget-overrun counter stays 0; the request timer is a histogram labelled with the route.
 */
class MetricsIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static Dossier dossier;
    private static HttpServer server;
    private static HttpClient client;

    @BeforeAll
    static void start() throws Exception {
        Path sources = Files.createTempDirectory("dossier-metrics-sources-");
        SopFiles.javaErrors(sources);
        SopFiles.write(sources, "broken.md", "---\ncategory: sop\napplies_to: \"*.java\"\nseverity: catastrophic\n---\n# Broken\n\nText.\n");
        dossier = TestDossier.isolated();
        server = HttpServer.start(dossier, List.of(sources), "127.0.0.1", 0);
        client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(10)).build();
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void oneIngestionAndOneAssemblyMoveTheMetersByWhatTheApiAnswered() throws Exception {
        Map<String, Double> before = scrape();
        assertThat(before).containsEntry("dossier_budget_overruns_total{kind=\"review\"}", 0.0)
                .containsEntry("dossier_assemblies_total{kind=\"knowledge\"}", 0.0)
                .containsEntry("dossier_ingest_files_total{outcome=\"rejected\"}", 0.0);

        JsonNode sync = send("POST", "/v1/sources/sync", null);
        JsonNode review = send("POST", "/v1/context/review", """
                {"files":[{"path":"src/A.java","content":"class A { void f() { try { g(); } catch (Exception e) {} } }"}],
                 "task":"Review the error handling","model":"gpt-4o","window":32000}""");
        Map<String, Double> after = scrape();

        assertThat(sync.get("ingested").asInt()).isEqualTo(1);
        assertThat(sync.get("rejected")).hasSize(1);
        assertThat(delta(before, after, "dossier_ingest_files_total{outcome=\"ingested\"}")).isEqualTo(1);
        assertThat(delta(before, after, "dossier_ingest_files_total{outcome=\"rejected\"}")).isEqualTo(1);
        assertThat(delta(before, after, "dossier_ingest_files_total{outcome=\"unchanged\"}")).isZero();
        int embedded = sync.get("embeddings").get("embedded").asInt();
        assertThat(embedded).isPositive();
        assertThat(delta(before, after, "dossier_embedding_chunks_total")).isEqualTo(embedded);
        assertThat(delta(before, after, "dossier_embedding_passes_seconds_count")).isEqualTo(1);
        assertThat(after.get("dossier_embedding_chunks_per_second")).isPositive();

        JsonNode budget = review.get("budget");
        assertThat(delta(before, after, "dossier_assemblies_total{kind=\"review\"}")).isEqualTo(1);
        assertThat(delta(before, after, "dossier_assemblies_total{kind=\"knowledge\"}")).isZero();
        assertThat(delta(before, after, "dossier_assembly_tokens_used_sum{kind=\"review\"}")).isEqualTo(budget.get("used").asDouble());
        assertThat(delta(before, after, "dossier_assembly_tokens_available_sum{kind=\"review\"}")).isEqualTo(budget.get("available").asDouble());
        assertThat(after).containsEntry("dossier_budget_overruns_total{kind=\"review\"}", 0.0)
                .containsEntry("dossier_budget_overruns_total{kind=\"knowledge\"}", 0.0);

        // the request timer: a histogram per route template and status
        String route = "method=\"POST\",status=\"200\",uri=\"/v1/context/review\"";
        assertThat(after.get("http_server_requests_seconds_count{exception=\"none\"," + route + "}")).isEqualTo(1);
        assertThat(after.keySet()).anyMatch(k -> k.startsWith("http_server_requests_seconds_bucket{") && k.contains(route) && k.contains("le=\"0.1\""))
                .anyMatch(k -> k.startsWith("http_server_requests_seconds_bucket{") && k.contains("uri=\"/v1/sources/sync\""));
        // and the JVM
        assertThat(after.keySet()).anyMatch(k -> k.startsWith("jvm_memory_used_bytes{"));
        assertThat(after.keySet()).anyMatch(k -> k.startsWith("jvm_threads_live_threads"));
    }

    @Test
    void metricsAreServedAsPrometheusText() throws Exception {
        var response = client.send(HttpRequest.newBuilder(URI.create(server.url() + "/metrics")).GET().build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("content-type").orElse("")).startsWith("text/plain").contains("version=0.0.4");
        assertThat(response.body()).contains("# TYPE dossier_budget_overruns_total counter", "# TYPE http_server_requests_seconds histogram",
                "dossier_session_events_total{type=\"compression_failed\"} 0.0", "# TYPE dossier_session_compression_ratio summary",
                "dossier_guard_checks_total{decision=\"block\"} 0.0", "# TYPE dossier_tools_tokens_saved_total counter");
    }

    private static double delta(Map<String, Double> before, Map<String, Double> after, String series) {
        assertThat(after).as("series %s", series).containsKey(series);
        return after.get(series) - before.getOrDefault(series, 0.0);
    }

    /** Series (name with labels, as printed) to value. */
    private static Map<String, Double> scrape() throws Exception {
        var response = client.send(HttpRequest.newBuilder(URI.create(server.url() + "/metrics")).GET().build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).isEqualTo(200);
        var series = new HashMap<String, Double>();
        for (String line : response.body().split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            int space = line.lastIndexOf(' ');
            series.put(line.substring(0, space), Double.parseDouble(line.substring(space + 1)));
        }
        return series;
    }

    private static JsonNode send(String method, String path, String body) throws Exception {
        var request = HttpRequest.newBuilder(URI.create(server.url() + path)).header("Content-Type", "application/json")
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body)).build();
        var response = client.send(request, HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return JSON.readTree(response.body());
    }
}
