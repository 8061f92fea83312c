package dev.dossier.cli;

import io.micronaut.context.annotation.Prototype;
import dev.dossier.api.HttpServer;
import dev.dossier.app.Dossier;
import dev.dossier.contract.SyncReport;
import dev.dossier.embedding.ProgressListener;
import dev.dossier.source.SourceWatcher;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code dossier serve}: the HTTP API, with the source directories synced at start and watched. */
@Prototype
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = "Serve the HTTP API. Syncs the source directories at start and watches them for added, changed and removed files.")
final class ServeCommand extends GraphCommand {

    @Option(names = "--port", paramLabel = "N", defaultValue = "8080", description = "HTTP port (0 picks a free one; default ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--host", paramLabel = "HOST", defaultValue = "127.0.0.1", description = "Address to bind (default ${DEFAULT-VALUE}).")
    String host;

    @Option(names = "--sources", paramLabel = "DIR", arity = "1..*", description = "Source directories to sync and watch (default ./sources).")
    List<Path> sources;

    @Option(names = "--insecure", description = "Serve a non-loopback address although no token exists (anyone who reaches the port "
            + "can read and write every project).")
    boolean insecure;

    @Option(names = "--bolt", paramLabel = "PORT", description = "Let other tools (cypher-shell, Neo4j Browser) reach the embedded graph "
            + "over Bolt on 127.0.0.1:PORT (0 picks one), as user neo4j with the password in DATA/neo4j/bolt-password.")
    Integer bolt;

    @Option(names = "--watch-interval", paramLabel = "MS", defaultValue = "1000", description = "Polling interval of the watcher in ms.")
    long watchMillis;

    @Override
    void validate() {
        if (bolt != null && (bolt < 0 || bolt > 65_535)) {
            throw dev.dossier.error.DossierException.invalidField("--bolt", "--bolt must be a port, 0-65535");
        }
        common.boltPort = bolt;
    }

    @Override
    int run(Dossier dossier, PrintWriter out) {
        boolean tokens = dossier.tokens().required();
        if (!tokens && !loopback(host) && !insecure) {
            spec.commandLine().getErr().println("dossier: refusing to serve " + host + " with no token: anyone who reaches the port could read "
                    + "and write every project. Create one first (dossier token create --name NAME --project P --scope admin), "
                    + "bind 127.0.0.1, or pass --insecure.");
            dossier.close();
            return ExitCodes.CONFIG;
        }
        List<Path> dirs = sources == null || sources.isEmpty() ? List.of(Path.of("sources")) : sources;
        // Snapshot before the first sync, so a file changed while it runs is picked up by the first poll.
        var watcher = new SourceWatcher(dossier.sync(), dirs, report -> {
            IngestCommand.print(SyncReport.of(report, null), out);
            dossier.embedPending(ProgressListener.none());
        });
        IngestCommand.print(SyncReport.of(dossier.ingest(dirs, ProgressListener.none()).report(), null), out);
        var stopped = new CountDownLatch(1);
        var closed = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            stopped.countDown();
            try {
                // The JVM does not wait for the main thread: hold shutdown until the graph is closed cleanly.
                closed.await(30, java.util.concurrent.TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "dossier-shutdown"));
        try (watcher; var server = HttpServer.start(dossier, dirs, host, port)) {
            watcher.start(Duration.ofMillis(watchMillis));
            Path dataDir = common.settings().storage().dataDir();
            try {
                ServerAddress.write(dataDir, server.url(), dirs, server.operatorToken());
            } catch (java.io.IOException e) {
                spec.commandLine().getErr().println("dossier: cannot write " + dataDir.resolve(ServerAddress.FILE)
                        + "; CLI commands will not find this server (" + e.getClass().getSimpleName() + ")");
            }
            out.printf("Dossier listening on %s (%s); watching %s; %s%n", server.url(), dossier.storageDescription(), dirs, tokens
                    ? "tokens required (Authorization: Bearer TOKEN)"
                    : "OPEN mode: no token exists, every caller that reaches the port acts as the operator (dossier token create ends it)");
            out.flush();
            stopped.await();
            ServerAddress.remove(dataDir);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            ServerAddress.remove(common.settings().storage().dataDir());
            dossier.close();
            closed.countDown();
        }
        return ExitCodes.OK;
    }

    /** Whether {@code host} names only this machine (a name that resolves elsewhere, or every interface, does not). */
    static boolean loopback(String host) {
        try {
            return java.net.InetAddress.getByName(host).isLoopbackAddress();
        } catch (java.net.UnknownHostException e) {
            return false;
        }
    }
}
