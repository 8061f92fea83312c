package dev.dossier.graph;

import java.nio.file.Path;
import java.util.Objects;

/**
 * Where the graph lives: an embedded store under {@code dataDir}, or an external server when {@code uri}
 * is set (then {@code dataDir} is not used for the graph).
 */
public record StorageSettings(Path dataDir, String uri, String user, String password) {

    public StorageSettings {
        Objects.requireNonNull(dataDir, "dataDir");
    }

    public static StorageSettings embedded(Path dataDir) {
        return new StorageSettings(dataDir, null, null, null);
    }

    public boolean external() {
        return uri != null && !uri.isBlank();
    }
}
