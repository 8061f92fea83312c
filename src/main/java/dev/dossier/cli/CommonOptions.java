package dev.dossier.cli;

import dev.dossier.app.Dossier;
import dev.dossier.app.RuntimeSettings;
import io.micronaut.context.ApplicationContext;
import jakarta.inject.Inject;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** Options every command that opens the graph shares. */
final class CommonOptions {

    @Option(names = "--data-dir", paramLabel = "DIR", description = "Data directory of the embedded Neo4j (env DOSSIER_DATA_DIR, default ./data).")
    Path dataDir;

    @Option(names = "--json", description = "Print JSON instead of text.")
    boolean json;

    /** A Bolt port for other tools (serve --bolt), or null. */
    Integer boltPort;

    /** Where the data, configuration and vocabulary are, from the options and the environment. */
    RuntimeSettings settings() {
        var resolved = RuntimeSettings.resolve(dataDir, System.getenv());
        return boltPort == null ? resolved : new RuntimeSettings(resolved.storage().withBoltPort(boltPort), resolved.configDir(), resolved.vocabularyDir());
    }

    @Inject
    ApplicationContext container;

    /** Registers this command's settings in the container: from then on it builds services on request. */
    void register() {
        Settings.register(container, settings());
    }

    /** Registers the settings and builds the services, opening the graph. */
    Dossier open() {
        register();
        return Dossier.wired(container);
    }
}
