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
            Runtime.getRuntime().addShutdownHook(new Thread(instance::close));
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
            return Dossier.open(new RuntimeSettings(StorageSettings.embedded(Files.createTempDirectory("dossier-it-server-")), null, null));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static Path dataDir() {
        shared();
        return dataDir;
    }
}
