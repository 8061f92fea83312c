package dev.dossier.testing;

import dev.dossier.app.Dossier;
import dev.dossier.app.RuntimeSettings;
import dev.dossier.graph.GraphProbe;
import dev.dossier.graph.StorageSettings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * One real embedded Neo4j per test JVM (starting one takes seconds), opened lazily and shut down at
 * JVM exit. Tests call {@link #fresh()} to get it with an empty graph.
 */
public final class TestDossier {

    private static Dossier instance;
    private static Path dataDir;

    private TestDossier() {
    }

    public static synchronized Dossier shared() {
        if (instance == null) {
            try {
                dataDir = Files.createTempDirectory("dossier-it-");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            instance = Dossier.open(new RuntimeSettings(StorageSettings.embedded(dataDir), null, null));
            Dossier opened = instance;
            Path dir = dataDir;
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                opened.close();
                deleteTree(dir);
            }));
        }
        return instance;
    }

    /** The shared instance with every node deleted. */
    public static synchronized Dossier fresh() {
        var d = shared();
        GraphProbe.reset(d.graph());
        return d;
    }

    /**
     * A Dossier of its own on an empty data directory, for a test class that starts an HTTP server: the server runs in the
     * application's container, and closing the server closes that application.
     */
    public static Dossier isolated() {
        try {
            Path dir = Files.createTempDirectory("dossier-it-server-");
            // the test closes its server (and so this Dossier) before the JVM exits; its store then goes with the JVM
            Runtime.getRuntime().addShutdownHook(new Thread(() -> deleteTree(dir)));
            return Dossier.open(new RuntimeSettings(StorageSettings.embedded(dir), null, null));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Deletes a test store's directory, deepest first; what cannot be deleted stays (it is a temporary directory). */
    private static void deleteTree(Path dir) {
        try (var paths = Files.walk(dir)) {
            paths.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            // best effort at JVM exit
        }
    }

    public static Path dataDir() {
        shared();
        return dataDir;
    }
}
