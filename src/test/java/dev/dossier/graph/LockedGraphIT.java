package dev.dossier.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.AuthTokens;
import org.neo4j.driver.Config;
import org.neo4j.driver.GraphDatabase;
import org.neo4j.driver.Logging;
import org.neo4j.driver.exceptions.AuthenticationException;

/** The embedded graph's Bolt port refuses connections without the generated password, which only the owner can read. */
class LockedGraphIT {

    @Test
    void boltRefusesAConnectionWithoutCredentialsOrWithAWrongPassword() throws Exception {
        Path data = Files.createTempDirectory("dossier-locked-");
        try (var graph = GraphStore.open(StorageSettings.embedded(data), 384)) {
            Path file = data.resolve("neo4j").resolve(EmbeddedNeo4j.PASSWORD_FILE);
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");
            String uri = graph.uri();
            assertThat(uri).startsWith("bolt://127.0.0.1:");
            assertRefused(uri, AuthTokens.none());
            assertRefused(uri, AuthTokens.basic("neo4j", "neo4j"));
            assertRefused(uri, AuthTokens.basic("neo4j", "wrong-password"));
            try (var driver = GraphDatabase.driver(uri, AuthTokens.basic("neo4j", Files.readString(file).strip()), quiet())) {
                driver.verifyConnectivity();
            }
            // the store's own adapters work through the authenticated driver
            int one = graph.read(tx -> tx.run("RETURN 1 AS one").single().get("one").asInt());
            assertThat(one).isEqualTo(1);
        }
    }

    @Test
    void thePasswordSurvivesARestartAndAReplacedFileIsAppliedAtTheNextStart() throws Exception {
        Path data = Files.createTempDirectory("dossier-locked-restart-");
        Path file = data.resolve("neo4j").resolve(EmbeddedNeo4j.PASSWORD_FILE);
        String first;
        try (var graph = GraphStore.open(StorageSettings.embedded(data), 384)) {
            first = Files.readString(file).strip();
        }
        try (var graph = GraphStore.open(StorageSettings.embedded(data), 384)) {
            assertThat(Files.readString(file).strip()).isEqualTo(first);
        }
        Files.writeString(file, "a-new-password-of-the-operator");
        try (var graph = GraphStore.open(StorageSettings.embedded(data), 384)) {
            assertRefused(graph.uri(), AuthTokens.basic("neo4j", first));
            try (var driver = GraphDatabase.driver(graph.uri(), AuthTokens.basic("neo4j", "a-new-password-of-the-operator"), quiet())) {
                driver.verifyConnectivity();
            }
        }
    }

    private static void assertRefused(String uri, org.neo4j.driver.AuthToken auth) {
        try (var driver = GraphDatabase.driver(uri, auth, quiet())) {
            assertThatThrownBy(driver::verifyConnectivity).isInstanceOf(AuthenticationException.class);
        }
    }

    private static Config quiet() {
        return Config.builder().withLogging(Logging.none()).build();
    }
}
