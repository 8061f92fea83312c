package dev.dossier.cli;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.dossier.contract.Json;
import java.io.IOException;
import java.net.URI;
import java.net.HttpURLConnection;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Optional;

/**
 * Where a running {@code dossier serve} answers for a data directory: {@code server.json} in that directory (owner-only),
 * written once the server listens and deleted when it stops. CLI commands that find a live server there talk to it over
 * HTTP instead of opening the graph (which the server holds, and which takes seconds to open).
 *
 * @param url     the server's base URL (loopback)
 * @param pid     the server's process id
 * @param sources the source directories it syncs and watches (absolute)
 * @param operatorToken the key that makes a caller the local operator: whoever can read this owner-only file owns the
 *                      data directory anyway; it lives as long as the server process
 */
record ServerAddress(String url, long pid, List<String> sources, @JsonProperty("operator_token") String operatorToken) {

    static final String FILE = "server.json";

    ServerAddress {
        sources = sources == null ? List.of() : List.copyOf(sources);
    }

    /** Writes the address of this process's server into {@code dataDir}, readable by the owner only. */
    static Path write(Path dataDir, String url, List<Path> sources, String operatorToken) throws IOException {
        Files.createDirectories(dataDir);
        Path tmp = Files.createTempFile(dataDir, "server", ".tmp");
        try {
            Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rw-------"));
        } catch (UnsupportedOperationException e) {
            // not a POSIX file system: the data directory's own permissions apply
        }
        var address = new ServerAddress(url, ProcessHandle.current().pid(),
                sources.stream().map(p -> p.toAbsolutePath().normalize().toString()).toList(), operatorToken);
        Files.writeString(tmp, Json.write(address));
        Path target = dataDir.resolve(FILE);
        Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        return target;
    }

    /** The live server of {@code dataDir}: its file exists, its process runs and {@code /health} answers within a second. */
    static Optional<ServerAddress> live(Path dataDir) {
        Path file = dataDir.resolve(FILE);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        ServerAddress address;
        try {
            address = Json.mapper().readValue(Files.readString(file), ServerAddress.class);
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
        if (address.url() == null || !address.url().startsWith("http://") || ProcessHandle.of(address.pid()).map(ProcessHandle::isAlive).isEmpty()) {
            return Optional.empty();
        }
        try {
            var connection = (HttpURLConnection) URI.create(address.url() + "/health").toURL().openConnection();
            connection.setConnectTimeout(1_000);
            connection.setReadTimeout(1_000);
            int status = connection.getResponseCode();
            connection.getInputStream().close();
            return status == 200 ? Optional.of(address) : Optional.empty();
        } catch (IOException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** Deletes the file if it still names this process. */
    static void remove(Path dataDir) {
        Path file = dataDir.resolve(FILE);
        try {
            var stored = Json.mapper().readValue(Files.readString(file), ServerAddress.class);
            if (stored.pid() == ProcessHandle.current().pid()) {
                Files.deleteIfExists(file);
            }
        } catch (IOException | RuntimeException e) {
            // gone already, or not ours
        }
    }
}
