package dev.dossier.app;

import dev.dossier.graph.StorageSettings;
import java.nio.file.Path;
import java.util.Map;

/**
 * Where Dossier keeps and reads things. Resolution order for each: explicit value (a CLI option),
 * then the environment ({@code DOSSIER_DATA_DIR}, {@code DOSSIER_NEO4J_URI}, {@code DOSSIER_NEO4J_USER},
 * {@code DOSSIER_NEO4J_PASSWORD}, {@code DOSSIER_CONFIG_DIR}, {@code DOSSIER_VOCABULARY_DIR}, {@code DOSSIER_NATS_URL}), then defaults
 * ({@code ./data}, embedded Neo4j, packaged configuration and vocabulary).
 *
 * @param storage       graph location
 * @param configDir     directory that may override {@code models.yaml} and {@code policies.yaml}, or null
 * @param vocabularyDir directory of predicate definitions, or null for the packaged ones
 * @param natsUrl       the NATS server the risk monitor listens to and signals on ({@code DOSSIER_NATS_URL}), or null for HTTP alone
 */
public record RuntimeSettings(StorageSettings storage, Path configDir, Path vocabularyDir, String natsUrl) {

    /** Settings without NATS. */
    public RuntimeSettings(StorageSettings storage, Path configDir, Path vocabularyDir) {
        this(storage, configDir, vocabularyDir, null);
    }

    public static RuntimeSettings resolve(Path dataDirOption, Map<String, String> env) {
        Path dataDir = dataDirOption != null ? dataDirOption
                : env.get("DOSSIER_DATA_DIR") != null ? Path.of(env.get("DOSSIER_DATA_DIR")) : Path.of("data");
        var storage = new StorageSettings(dataDir, env.get("DOSSIER_NEO4J_URI"), env.get("DOSSIER_NEO4J_USER"), env.get("DOSSIER_NEO4J_PASSWORD"));
        Path config = env.get("DOSSIER_CONFIG_DIR") != null ? Path.of(env.get("DOSSIER_CONFIG_DIR")) : null;
        Path vocabulary = env.get("DOSSIER_VOCABULARY_DIR") != null ? Path.of(env.get("DOSSIER_VOCABULARY_DIR")) : null;
        String nats = env.get("DOSSIER_NATS_URL") == null || env.get("DOSSIER_NATS_URL").isBlank() ? null : env.get("DOSSIER_NATS_URL").strip();
        return new RuntimeSettings(storage, config, vocabulary, nats);
    }
}
