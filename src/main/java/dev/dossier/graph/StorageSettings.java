package dev.dossier.graph;

import java.nio.file.Path;
import java.util.Objects;

/**
 * Where the graph lives: an embedded store under {@code dataDir}, or an external server when {@code uri}
 * is set (then {@code dataDir} is not used for the graph).
 *
 * @param boltPort for the embedded store: the loopback port on which other tools may reach it over Bolt (with the
 *                 password of {@code dataDir/neo4j/bolt-password}), 0 for a free one; null (the default) keeps Bolt on a
 *                 free loopback port that only Dossier's own driver is told about. Authentication is on either way.
 */
public record StorageSettings(Path dataDir, String uri, String user, String password, Integer boltPort) {

    public StorageSettings {
        Objects.requireNonNull(dataDir, "dataDir");
    }

    public StorageSettings(Path dataDir, String uri, String user, String password) {
        this(dataDir, uri, user, password, null);
    }

    public static StorageSettings embedded(Path dataDir) {
        return new StorageSettings(dataDir, null, null, null, null);
    }

    public StorageSettings withBoltPort(Integer port) {
        return new StorageSettings(dataDir, uri, user, password, port);
    }

    public boolean external() {
        return uri != null && !uri.isBlank();
    }
}
