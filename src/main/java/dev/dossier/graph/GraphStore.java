package dev.dossier.graph;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import java.io.IOException;
import java.nio.file.Files;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.neo4j.driver.AuthTokens;
import org.neo4j.driver.Config;
import org.neo4j.driver.Driver;
import org.neo4j.driver.GraphDatabase;
import org.neo4j.driver.Logging;
import org.neo4j.driver.Session;
import org.neo4j.driver.TransactionCallback;
import org.neo4j.driver.TransactionContext;
import org.neo4j.driver.exceptions.Neo4jException;

/**
 * The connection to the graph: a driver, and the embedded server behind it when Dossier runs one.
 * Opening applies the schema (idempotent); closing shuts both down. Every adapter reaches the database through
 * {@link #read}, {@link #write} or {@link #update}: one managed transaction each (retried by the driver on transient
 * failures such as deadlocks, from the start), and the one place where a driver or database failure becomes the
 * storage error. A {@link DossierException} thrown by the work itself passes through unchanged, after the
 * transaction is rolled back.
 */
public final class GraphStore implements AutoCloseable {

    private final Driver driver;
    private final EmbeddedNeo4j embedded;
    private final String description;
    private final String uri;
    private final java.util.concurrent.atomic.AtomicBoolean closed = new java.util.concurrent.atomic.AtomicBoolean();

    private GraphStore(Driver driver, EmbeddedNeo4j embedded, String description, String uri) {
        this.driver = driver;
        this.uri = uri;
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
                embedded = EmbeddedNeo4j.start(home, settings.boltPort());
                uri = embedded.boltUri();
                description = "embedded Neo4j at " + home + (settings.boltPort() == null ? "" : "; Bolt for other tools at " + uri
                        + " (user " + EmbeddedNeo4j.USER + ", password in " + home.resolve(EmbeddedNeo4j.PASSWORD_FILE) + ")");
            } else {
                description = "Neo4j at " + uri;
            }
            var auth = embedded != null ? AuthTokens.basic(EmbeddedNeo4j.USER, embedded.password())
                    : settings.user() == null ? AuthTokens.none() : AuthTokens.basic(settings.user(), settings.password() == null ? "" : settings.password());
            var driver = GraphDatabase.driver(uri, auth, Config.builder().withLogging(Logging.none()).build());
            driver.verifyConnectivity();
            var store = new GraphStore(driver, embedded, description, uri);
            new Neo4jSchema(driver, vectorDimensions).apply();
            return store;
        } catch (IOException e) {
            closeQuietly(embedded);
            throw new DossierException(ErrorCode.STORAGE, "cannot prepare the data directory " + settings.dataDir() + " (the store or its Bolt password file): " + e.getMessage());
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

    /** The read transaction {@link #inOneRead} holds open on this thread, if any. */
    private final ThreadLocal<TransactionContext> openRead = new ThreadLocal<>();

    /** Runs {@code work} in one read transaction (the one {@link #inOneRead} holds open on this thread, if any). */
    <T> T read(TransactionCallback<T> work) {
        TransactionContext open = openRead.get();
        return open != null ? work.execute(open) : inSession(session -> session.executeRead(work), false);
    }

    /**
     * Runs {@code body} with every {@link #read} it makes on this thread inside one read transaction: one session, begin
     * and commit instead of one per read (a search makes six). Each statement still sees what was committed before it
     * (Neo4j's read-committed isolation). Reentrant; the driver may run {@code body} again on a transient failure, so it
     * must only read.
     */
    <T> T inOneRead(Supplier<T> body) {
        if (openRead.get() != null) {
            return body.get();
        }
        return inSession(session -> session.executeRead(tx -> {
            openRead.set(tx);
            try {
                return body.get();
            } finally {
                openRead.remove();
            }
        }), false);
    }

    /** Runs {@code work} in one write transaction: all of it is written, or nothing. */
    <T> T write(TransactionCallback<T> work) {
        return inSession(session -> session.executeWrite(work), true);
    }

    /** {@link #write} for work that returns nothing. */
    void update(Consumer<TransactionContext> work) {
        inSession(session -> {
            session.executeWriteWithoutResult(work);
            return null;
        }, true);
    }

    private <T> T inSession(Function<Session, T> call, boolean writes) {
        try (var session = driver.session()) {
            return call.apply(session);
        } catch (Neo4jException e) {
            throw new DossierException(ErrorCode.STORAGE, (writes ? "the graph store failed (nothing was written): "
                    : "the graph store failed: ") + e.getMessage(), Map.of(), e);
        }
    }

    /** The Bolt address the driver uses. */
    String uri() {
        return uri;
    }

    /** "embedded Neo4j at /path" or "Neo4j at bolt://host". */
    public String description() {
        return description;
    }

    /** Idempotent: the container closes the graph too when it was closed before. */
    @Override
    public void close() {
        if (closed.getAndSet(true)) {
            return;
        }
        try {
            driver.close();
        } finally {
            closeQuietly(embedded);
        }
    }
}
