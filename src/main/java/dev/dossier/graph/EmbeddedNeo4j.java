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
 * An in-process Neo4j 5 server whose store lives under the data directory, reachable over Bolt on
 * 127.0.0.1 only (a free port). Authentication is off, which is acceptable because nothing outside this
 * machine can connect.
 */
final class EmbeddedNeo4j implements AutoCloseable {

    private final DatabaseManagementService service;
    private final String boltUri;

    private EmbeddedNeo4j(DatabaseManagementService service, String boltUri) {
        this.service = service;
        this.boltUri = boltUri;
    }

    static EmbeddedNeo4j start(Path home) {
        var service = new DatabaseManagementServiceBuilder(home)
                .setConfig(BoltConnector.enabled, true)
                // The default listen address is every interface: bind loopback explicitly.
                .setConfig(BoltConnector.listen_address, new SocketAddress("127.0.0.1", 0))
                // With Netty 4.2 on the classpath the in-JVM local connector fails at start (STACK.md).
                .setConfig(BoltConnectorInternalSettings.enable_local_connector, false)
                .setConfig(BoltConnectorInternalSettings.thread_pool_shutdown_wait_time, Duration.ofMillis(200))
                .setConfig(BoltConnectorInternalSettings.connection_shutdown_wait_time, Duration.ofMillis(200))
                .setConfig(GraphDatabaseSettings.pagecache_memory, 128L * 1024 * 1024)
                .build();
        try {
            var db = (GraphDatabaseAPI) service.database(GraphDatabaseSettings.DEFAULT_DATABASE_NAME);
            var address = db.getDependencyResolver().resolveDependency(ConnectorPortRegister.class).getLocalAddress(ConnectorType.BOLT);
            return new EmbeddedNeo4j(service, "bolt://127.0.0.1:" + address.getPort());
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
