package dev.dossier.graph;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import java.io.IOException;
import java.nio.file.Files;
import java.util.Map;
import org.neo4j.driver.AuthTokens;
import org.neo4j.driver.Config;
import org.neo4j.driver.Driver;
import org.neo4j.driver.GraphDatabase;
import org.neo4j.driver.Logging;

/**
 * The connection to the graph: a driver, and the embedded server behind it when Dossier runs one.
 * Opening applies the schema (idempotent); closing shuts both down.
 */
public final class GraphStore implements AutoCloseable {

    private final Driver driver;
    private final EmbeddedNeo4j embedded;
    private final String description;

    private GraphStore(Driver driver, EmbeddedNeo4j embedded, String description) {
        this.driver = driver;
        this.embedded = embedded;
        this.description = description;
    }

    /** Opens the graph and applies the schema; chunk vectors are indexed with {@code vectorDimensions} (the embedder's). */
    public static GraphStore open(StorageSettings settings, int vectorDimensions) {
        EmbeddedNeo4j embedded = null;
        String uri = settings.uri();
        String description;
        try {
            if (!settings.external()) {
                var home = settings.dataDir().toAbsolutePath().resolve("neo4j");
                Files.createDirectories(home);
                embedded = EmbeddedNeo4j.start(home);
                uri = embedded.boltUri();
                description = "embedded Neo4j at " + home;
            } else {
                description = "Neo4j at " + uri;
            }
            var auth = settings.user() == null ? AuthTokens.none() : AuthTokens.basic(settings.user(), settings.password() == null ? "" : settings.password());
            var driver = GraphDatabase.driver(uri, auth, Config.builder().withLogging(Logging.none()).build());
            driver.verifyConnectivity();
            var store = new GraphStore(driver, embedded, description);
            new Neo4jSchema(driver, vectorDimensions).apply();
            return store;
        } catch (IOException e) {
            closeQuietly(embedded);
            throw new DossierException(ErrorCode.STORAGE, "cannot create the data directory " + settings.dataDir() + ": " + e.getMessage());
        } catch (DossierException e) {
            closeQuietly(embedded);
            throw e;
        } catch (RuntimeException e) {
            closeQuietly(embedded);
            throw new DossierException(ErrorCode.STORAGE, "cannot open the graph (" + (settings.external() ? settings.uri() : settings.dataDir())
                    + "): " + e.getMessage() + (settings.external() ? "; check DOSSIER_NEO4J_URI, DOSSIER_NEO4J_USER and DOSSIER_NEO4J_PASSWORD"
                    : "; is another Dossier process using this data directory?"), Map.of(), e);
        }
    }

    private static void closeQuietly(EmbeddedNeo4j embedded) {
        if (embedded != null) {
            embedded.close();
        }
    }

    Driver driver() {
        return driver;
    }

    /** "embedded Neo4j at /path" or "Neo4j at bolt://host". */
    public String description() {
        return description;
    }

    @Override
    public void close() {
        try {
            driver.close();
        } finally {
            closeQuietly(embedded);
        }
    }
}
