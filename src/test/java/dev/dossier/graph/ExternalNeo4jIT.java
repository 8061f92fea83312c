package dev.dossier.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.dossier.app.Dossier;
import dev.dossier.app.RuntimeSettings;
import dev.dossier.assembly.ContextItem;
import dev.dossier.assembly.ReviewRequest;
import dev.dossier.assembly.Section;
import dev.dossier.assembly.TaskFile;
import dev.dossier.review.PatternNote;
import dev.dossier.review.ReviewSubmission;
import dev.dossier.testing.SopFiles;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The {@code DOSSIER_NEO4J_URI} path for real: a Neo4j server in a separate JVM ({@link Neo4jProcess}: the embedded
 * server with Bolt on a free loopback port), and Dossier reaching it only through the driver, with the server's
 * password, for the whole ingest → review context → record review → context-with-the-convention cycle; a second
 * Dossier over the same server sees what the first wrote. (A Testcontainers run against the {@code neo4j:5.26} image
 * is {@code ExternalNeo4jContainerIT}, skipped where Docker is absent.)
 */
class ExternalNeo4jIT {

    private static Process server;
    private static int port;
    private static Path serverData;

    @BeforeAll
    static void startServer() throws Exception {
        serverData = Files.createTempDirectory("dossier-external-neo4j-");
        try (var socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        String java = ProcessHandle.current().info().command().orElse("java");
        server = new ProcessBuilder(java, "-Xmx1g", "-cp", System.getProperty("java.class.path"), Neo4jProcess.class.getName(),
                serverData.toString(), String.valueOf(port)).redirectErrorStream(true).start();
        var out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
        String line;
        boolean ready = false;
        var log = new StringBuilder();
        while ((line = out.readLine()) != null) {
            log.append(line).append('\n');
            if (line.equals("READY")) {
                ready = true;
                break;
            }
        }
        assertThat(ready).as("the Neo4j process did not start:\n%s", log).isTrue();
        Thread drain = new Thread(() -> out.lines().forEach(l -> { }), "neo4j-process-output");
        drain.setDaemon(true);
        drain.start();
    }

    @AfterAll
    static void stopServer() throws Exception {
        if (server != null) {
            server.getOutputStream().close();
            if (!server.waitFor(60, TimeUnit.SECONDS)) {
                server.destroyForcibly();
            }
        }
    }

    private static Dossier external(Path dataDir) throws Exception {
        String password = Files.readString(serverData.resolve("neo4j").resolve("bolt-password")).strip();
        var storage = new StorageSettings(dataDir, "bolt://127.0.0.1:" + port, "neo4j", password, null);
        assumeTrue(storage.external(), "settings with a URI are the external path");
        return Dossier.open(new RuntimeSettings(storage, null, null));
    }

    @Test
    void theWholeCycleRunsThroughTheDriverAgainstASeparateServer() throws Exception {
        Path sources = Files.createTempDirectory("dossier-external-sources-");
        SopFiles.write(sources, "go-errors.md", SopFiles.sop("applies_to: \"*.go\"\nseverity: error", "Go errors", "error wrapping", 3));
        SopFiles.write(sources, "css.md", SopFiles.sop("applies_to: \"**/*.css\"\nseverity: warning", "CSS", "class names", 2));
        try (Dossier dossier = external(Files.createTempDirectory("dossier-external-client-"))) {
            assertThat(dossier.storageDescription()).contains("bolt://127.0.0.1:" + port).doesNotContain("embedded");
            var sync = dossier.sync().sync(List.of(sources));
            assertThat(sync.rejected()).isEmpty();
            assertThat(dossier.documents().sopCount()).isEqualTo(2);

            var request = new ReviewRequest(List.of(new TaskFile("cmd/main.go", "package main\nfunc main() {}\n")), "Review error handling",
                    "gpt-4o", 32000, null, 0, "shop", "plan-1");
            var before = dossier.assembler().assemble(request);
            assertThat(before.items()).filteredOn(i -> i.section() == Section.SOP).extracting(ContextItem::id).containsExactly("go-errors");
            assertThat(before.items()).noneMatch(i -> i.section() == Section.CONVENTION);

            var outcome = dossier.reviews().record(new ReviewSubmission("shop", "plan-1", "t-1", "ana", true, List.of("cmd/main.go"),
                    List.of(new PatternNote("Wrap errors with context", "Errors carry what was being done: fmt.Errorf(\"open: %w\", err).",
                            List.of("*.go"), null)), List.of()));
            assertThat(outcome.conventions()).hasSize(1);

            var after = dossier.assembler().assemble(request);
            assertThat(after.items()).anyMatch(i -> i.section() == Section.CONVENTION);
            assertThat(after.tokens()).isLessThanOrEqualTo(after.budget().available());
        }
        // another client of the same server sees what the first one wrote; nothing was kept in the client
        try (Dossier second = external(Files.createTempDirectory("dossier-external-client2-"))) {
            assertThat(second.documents().sopCount()).isEqualTo(2);
            assertThat(second.sync().sync(List.of(sources)).unchanged()).isEqualTo(2);
        }
    }
}
