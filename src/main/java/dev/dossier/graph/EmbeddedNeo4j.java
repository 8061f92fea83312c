package dev.dossier.graph;

import java.nio.file.Path;
import java.time.Duration;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.configuration.connectors.BoltConnector;
import org.neo4j.configuration.connectors.BoltConnectorInternalSettings;
import org.neo4j.configuration.connectors.ConnectorPortRegister;
import org.neo4j.configuration.connectors.ConnectorType;
import org.neo4j.configuration.helpers.SocketAddress;
import org.neo4j.dbms.api.DatabaseManagementService;
import org.neo4j.dbms.api.DatabaseManagementServiceBuilder;
import org.neo4j.kernel.internal.GraphDatabaseAPI;

/**
 * An in-process Neo4j 5 server whose store lives under the data directory, reachable over Bolt on 127.0.0.1 only, with
 * authentication on: user {@code neo4j}, a random password kept in {@code bolt-password} beside the store, readable by
 * the owner only, and set again at every start (so a copied or edited file cannot leave the graph open). Bolt stays on
 * because Dossier's graph layer speaks to the embedded store through the same driver as to an external one.
 */
final class EmbeddedNeo4j implements AutoCloseable {

    private final DatabaseManagementService service;
    private final String boltUri;
    private final String password;

    private EmbeddedNeo4j(DatabaseManagementService service, String boltUri, String password) {
        this.service = service;
        this.boltUri = boltUri;
        this.password = password;
    }

    /** The stored password, or a new random one written owner-only (created with those permissions, never readable by others). */
    private static String password(Path file) throws java.io.IOException {
        if (java.nio.file.Files.isRegularFile(file)) {
            String stored = java.nio.file.Files.readString(file).strip();
            if (stored.length() >= 16) {
                restrict(file);
                return stored;
            }
        }
        var bytes = new byte[24];
        new java.security.SecureRandom().nextBytes(bytes);
        String fresh = java.util.HexFormat.of().formatHex(bytes);
        java.nio.file.Files.deleteIfExists(file);
        try {
            java.nio.file.Files.createFile(file, java.nio.file.attribute.PosixFilePermissions.asFileAttribute(
                    java.nio.file.attribute.PosixFilePermissions.fromString("rw-------")));
        } catch (UnsupportedOperationException e) {
            java.nio.file.Files.createFile(file);
        }
        java.nio.file.Files.writeString(file, fresh);
        return fresh;
    }

    private static void restrict(Path file) throws java.io.IOException {
        try {
            java.nio.file.Files.setPosixFilePermissions(file, java.nio.file.attribute.PosixFilePermissions.fromString("rw-------"));
        } catch (UnsupportedOperationException e) {
            // not a POSIX file system: the data directory's own permissions apply
        }
    }

    String password() {
        return password;
    }

    static final String USER = "neo4j";
    static final String PASSWORD_FILE = "bolt-password";

    static EmbeddedNeo4j start(Path home, Integer boltPort) throws java.io.IOException {
        String password = password(home.resolve(PASSWORD_FILE));
        var service = new DatabaseManagementServiceBuilder(home)
                .setConfig(BoltConnector.enabled, true)
                .setConfig(GraphDatabaseSettings.auth_enabled, true)
                // The default listen address is every interface: bind loopback explicitly.
                .setConfig(BoltConnector.listen_address, new SocketAddress("127.0.0.1", boltPort == null ? 0 : boltPort))
                // With Netty 4.2 on the classpath the in-JVM local connector fails at start (STACK.md).
                .setConfig(BoltConnectorInternalSettings.enable_local_connector, false)
                .setConfig(BoltConnectorInternalSettings.thread_pool_shutdown_wait_time, Duration.ofMillis(200))
                .setConfig(BoltConnectorInternalSettings.connection_shutdown_wait_time, Duration.ofMillis(200))
                .setConfig(GraphDatabaseSettings.pagecache_memory, 128L * 1024 * 1024)
                .build();
        try {
            // in-process calls bypass authentication: set the user's password from the file
            try {
                service.database(GraphDatabaseSettings.SYSTEM_DATABASE_NAME).executeTransactionally(
                        "ALTER USER " + USER + " SET PASSWORD $password CHANGE NOT REQUIRED", java.util.Map.of("password", password));
            } catch (org.neo4j.graphdb.QueryExecutionException e) {
                // Neo4j refuses to set the password it already has: then there is nothing to do
                if (e.getMessage() == null || !e.getMessage().contains("cannot be the same")) {
                    throw e;
                }
            }
            var db = (GraphDatabaseAPI) service.database(GraphDatabaseSettings.DEFAULT_DATABASE_NAME);
            var address = db.getDependencyResolver().resolveDependency(ConnectorPortRegister.class).getLocalAddress(ConnectorType.BOLT);
            return new EmbeddedNeo4j(service, "bolt://127.0.0.1:" + address.getPort(), password);
        } catch (RuntimeException e) {
            service.shutdown();
            throw e;
        }
    }

    String boltUri() {
        return boltUri;
    }

    @Override
    public void close() {
        service.shutdown();
    }
}
