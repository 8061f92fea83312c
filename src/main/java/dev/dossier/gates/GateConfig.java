package dev.dossier.gates;

import dev.dossier.config.ConfigFiles;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import jakarta.annotation.Nullable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;

/**
 * The gates of a workspace, read from a {@code gates.yaml}:
 *
 * <pre>
 * gates:
 *   - {name: build, command: "mvn -q compile", required: true, timeout: 600}
 *   - {name: lint, command: "golangci-lint run", required: false}
 * </pre>
 *
 * {@code timeout} is in whole seconds (1-86400, default {@link #DEFAULT_TIMEOUT}); {@code required} defaults to true.
 * Errors are {@link ErrorCode#INVALID_CONFIG} naming the file and the key ({@code gates[1].timeout}).
 */
public record GateConfig(List<GateSpec> gates) {

    public static final String FILE = "gates.yaml";
    public static final Duration DEFAULT_TIMEOUT = Duration.ofMinutes(10);

    public GateConfig {
        gates = List.copyOf(gates);
        if (gates.isEmpty()) {
            throw new IllegalArgumentException("'gates' must list at least one gate");
        }
        var names = new HashSet<String>();
        for (var g : gates) {
            if (!names.add(g.name())) {
                throw new IllegalArgumentException("gate '" + g.name() + "' is defined twice");
            }
        }
    }

    /** Reads {@code file}, which must exist. */
    public static GateConfig load(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        if (!Files.isRegularFile(absolute)) {
            throw new DossierException(ErrorCode.INVALID_CONFIG, "no gates file at " + file + "; write one (gates: [{name, command, required, timeout}]) "
                    + "or name it with --config", Map.of("file", file.toString()));
        }
        return ConfigFiles.read(absolute.getParent(), absolute.getFileName().toString(), GatesFile.class, GatesFile::config);
    }

    /** The file as written. */
    record GatesFile(List<Entry> gates) {
        record Entry(String name, String command, @Nullable Boolean required, @Nullable Integer timeout) {
            Entry {
                if (timeout != null && (timeout < 1 || timeout > 86_400)) {
                    throw new IllegalArgumentException("timeout must be 1-86400 seconds, got " + timeout);
                }
            }

            GateSpec spec() {
                return new GateSpec(name, command, required == null || required, timeout == null ? DEFAULT_TIMEOUT : Duration.ofSeconds(timeout));
            }
        }

        GateConfig config() {
            return new GateConfig(gates.stream().map(Entry::spec).toList());
        }
    }
}
