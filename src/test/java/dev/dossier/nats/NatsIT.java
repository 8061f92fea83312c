package dev.dossier.nats;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dossier.api.HttpServer;
import dev.dossier.app.Dossier;
import dev.dossier.app.RuntimeSettings;
import dev.dossier.graph.StorageSettings;
import io.nats.client.Connection;
import io.nats.client.Nats;
import io.nats.client.Options;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The NATS round trip against a real {@code nats-server} that this test starts on a free port: loop events in on
 * {@code agent.monitor.>}, the escalation out on {@code user.signal.escalate}; a malformed message is counted and
 * dropped; the server going away and coming back is seen in /health and the connection resumes. Skipped (with the
 * reason) where no nats-server binary is installed ({@code apt-get install nats-server}; .ci/run installs it).
 */
class NatsIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<Path> CANDIDATES = List.of(Path.of("/usr/sbin/nats-server"), Path.of("/usr/bin/nats-server"),
            Path.of("/usr/local/bin/nats-server"));

    private static Path natsServer() {
        String env = System.getenv("NATS_SERVER_BIN");
        if (env != null && Files.isExecutable(Path.of(env))) {
            return Path.of(env);
        }
        return CANDIDATES.stream().filter(Files::isExecutable).findFirst().orElse(null);
    }

    private static int freePort() throws IOException {
        try (var socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private static Process startNats(Path binary, int port) throws Exception {
        var process = new ProcessBuilder(binary.toString(), "-a", "127.0.0.1", "-p", String.valueOf(port)).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        // ready once it accepts connections (bounded: a server that never comes up fails the test)
        for (int i = 0; i < 200; i++) {
            try (var s = new Socket("127.0.0.1", port)) {
                return process;
            } catch (IOException notYet) {
                if (!process.isAlive()) {
                    throw new IllegalStateException("nats-server exited with " + process.exitValue());
                }
                Thread.sleep(50);
            }
        }
        process.destroyForcibly();
        throw new IllegalStateException("nats-server did not listen on " + port);
    }

    private static void stop(Process process) throws InterruptedException {
        if (process != null) {
            process.destroy();
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        }
    }

    private static byte[] event(String kind) {
        return ("{\"loop_id\":\"loop-n1\",\"task_id\":\"task-n1\",\"plan_id\":\"plan-n\",\"project\":\"shop\",\"kind\":\"" + kind + "\"}")
                .getBytes(StandardCharsets.UTF_8);
    }

    private static String health(HttpClient http, HttpServer server) throws Exception {
        var r = http.send(HttpRequest.newBuilder(URI.create(server.url() + "/health")).GET().build(), HttpResponse.BodyHandlers.ofString());
        return JSON.readTree(r.body()).get("nats").asText();
    }

    /** Polls /health until the NATS state is {@code expected} (bounded: the test fails when it never is). */
    private static void awaitHealth(HttpClient http, HttpServer server, String expected) throws Exception {
        String state = null;
        for (int i = 0; i < 300 && !expected.equals(state); i++) {
            state = health(http, server);
            if (!expected.equals(state)) {
                Thread.sleep(100);
            }
        }
        assertThat(state).isEqualTo(expected);
    }

    @Test
    void eventsInSignalsOutAMalformedMessageCountedAndAReconnect() throws Exception {
        Path binary = natsServer();
        Assumptions.assumeTrue(binary != null, "no nats-server binary (looked in " + CANDIDATES + " and $NATS_SERVER_BIN): "
                + "install it with 'apt-get install nats-server' to run the NATS round trip");
        int port = freePort();
        String url = "nats://127.0.0.1:" + port;
        Process nats = startNats(binary, port);
        HttpServer server = null;
        try {
            var dossier = Dossier.open(new RuntimeSettings(StorageSettings.embedded(Files.createTempDirectory("dossier-nats-")), null, null, url));
            server = HttpServer.start(dossier, List.of(), "127.0.0.1", 0);
            var http = HttpClient.newHttpClient();
            awaitHealth(http, server, "connected");

            try (Connection client = Nats.connect(new Options.Builder().server(url).build())) {
                var signals = client.subscribe("user.signal.>");
                client.flush(Duration.ofSeconds(10));
                client.publish("agent.monitor.loop-n1", "{\"loop_id\": ".getBytes(StandardCharsets.UTF_8));
                client.publish("agent.monitor.loop-n1", "{\"loop_id\":\"loop-n1\",\"colour\":\"blue\"}".getBytes(StandardCharsets.UTF_8));
                client.publish("agent.monitor.loop-n1", event("started"));
                for (int i = 0; i < 4; i++) {
                    client.publish("agent.monitor.loop-n1", event("retry"));
                }
                client.flush(Duration.ofSeconds(10));
                var message = signals.nextMessage(Duration.ofSeconds(60));
                assertThat(message).as("an escalation on user.signal.>").isNotNull();
                assertThat(message.getSubject()).isEqualTo("user.signal.escalate");
                JsonNode signal = JSON.readTree(message.getData());
                assertThat(signal.get("rule").asText()).isEqualTo("retries");
                assertThat(signal.get("loop_id").asText()).isEqualTo("loop-n1");
                assertThat(signal.get("evidence").get("retries").asText()).isEqualTo("4");
                var bridge = dossier.container().getBean(NatsLink.class).bridge().orElseThrow();
                // the escalation is published while the last retry is applied, before the bridge counts it accepted
                for (int i = 0; i < 100 && bridge.stats().accepted() < 5; i++) {
                    Thread.sleep(100);
                }
                assertThat(bridge.stats().malformed()).isEqualTo(2);
                assertThat(bridge.stats().accepted()).isEqualTo(5);
                assertThat(bridge.stats().published()).isEqualTo(1);
                // the same state over HTTP: the loop and the signal are in the graph
                var loop = http.send(HttpRequest.newBuilder(URI.create(server.url() + "/v1/monitor/loops/loop-n1")).GET().build(),
                        HttpResponse.BodyHandlers.ofString());
                assertThat(JSON.readTree(loop.body()).get("retries").asInt()).isEqualTo(4);
                var metrics = http.send(HttpRequest.newBuilder(URI.create(server.url() + "/metrics")).GET().build(), HttpResponse.BodyHandlers.ofString());
                assertThat(metrics.body()).contains("dossier_nats_events_total{outcome=\"malformed\"} 2.0", "dossier_nats_connected 1.0");
            }

            // the NATS server goes away: /health shows it; it comes back on the same port: the bridge reconnects and resumes
            stop(nats);
            nats = null;
            awaitHealth(http, server, "reconnecting");
            nats = startNats(binary, port);
            awaitHealth(http, server, "connected");
            try (Connection client = Nats.connect(new Options.Builder().server(url).build())) {
                var signals = client.subscribe("user.signal.escalate");
                client.flush(Duration.ofSeconds(10));
                client.publish("agent.monitor.loop-n1", event("retry"));
                client.flush(Duration.ofSeconds(10));
                var message = signals.nextMessage(Duration.ofSeconds(60));
                assertThat(message).as("the 5th retry's escalation after the reconnect").isNotNull();
                assertThat(JSON.readTree(message.getData()).get("evidence").get("retries").asText()).isEqualTo("5");
            }
            var bridge = dossier.container().getBean(NatsLink.class).bridge().orElseThrow();
            assertThat(bridge.stats().reconnects()).isGreaterThanOrEqualTo(1);
        } finally {
            if (server != null) {
                server.close();
            }
            stop(nats);
        }
    }
}
