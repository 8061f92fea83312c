package dev.dossier.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.dossier.app.Dossier;
import dev.dossier.app.RuntimeSettings;
import dev.dossier.assembly.ContextItem;
import dev.dossier.assembly.ReviewRequest;
import dev.dossier.assembly.Section;
import dev.dossier.assembly.TaskFile;
import dev.dossier.testing.SopFiles;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.Neo4jContainer;

/**
 * Dossier against the official {@code neo4j:5.26} image, on machines with a Docker engine; skipped (with the reason)
 * where there is none, as on the project's CI machine, where {@code ExternalNeo4jIT} covers the external path with a
 * separate Neo4j process instead.
 */
class ExternalNeo4jContainerIT {

    @Test
    void ingestAndReviewAgainstTheNeo4jImage() throws Exception {
        assumeTrue(DockerClientFactory.instance().isDockerAvailable(),
                "no Docker engine here: the neo4j:5.26 image cannot run (ExternalNeo4jIT covers the external path with a separate process)");
        try (var neo4j = new Neo4jContainer<>("neo4j:5.26").withAdminPassword("dossier-test-password")) {
            neo4j.start();
            var sources = Files.createTempDirectory("dossier-container-sources-");
            SopFiles.write(sources, "go-errors.md", SopFiles.sop("applies_to: \"*.go\"\nseverity: error", "Go errors", "error wrapping", 3));
            var storage = new StorageSettings(Files.createTempDirectory("dossier-container-client-"), neo4j.getBoltUrl(), "neo4j",
                    "dossier-test-password", null);
            try (Dossier dossier = Dossier.open(new RuntimeSettings(storage, null, null))) {
                assertThat(dossier.sync().sync(List.of(sources)).rejected()).isEmpty();
                var c = dossier.assembler().assemble(new ReviewRequest(List.of(new TaskFile("cmd/main.go", "package main\n")), "Review",
                        "gpt-4o", 32000, null, 0));
                assertThat(c.items()).filteredOn(i -> i.section() == Section.SOP).extracting(ContextItem::id).containsExactly("go-errors");
            }
        }
    }
}
