package dev.dossier.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.app.Dossier;
import dev.dossier.app.RuntimeSettings;
import dev.dossier.embedding.ProgressListener;
import dev.dossier.graph.GraphProbe;
import dev.dossier.graph.StorageSettings;
import dev.dossier.testing.SopFiles;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** With {@code lists.purpose_vector: 0} no search reads purpose vectors, so ingestion embeds none (chunks as always). */
class PurposeVectorsOffIT {

    @TempDir
    Path dir;

    @Test
    void ingestionEmbedsNoPurposeVectorWhenSearchDoesNotFuseThem() throws Exception {
        String packaged;
        try (var in = PurposeVectorsOffIT.class.getResourceAsStream("/dossier/search.yaml")) {
            packaged = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String off = packaged.replace("purpose_vector: 1.0}", "purpose_vector: 0}");
        assertThat(off).isNotEqualTo(packaged);
        Path config = Files.createDirectories(dir.resolve("config"));
        Files.writeString(config.resolve("search.yaml"), off);
        SopFiles.write(dir, "sops/memory.md", SopFiles.sop("applies_to: \"*.c\"\nseverity: error", "Guard pages around buffers",
                "forbidding writes past a buffer with guard pages", 2));

        try (Dossier dossier = Dossier.open(new RuntimeSettings(StorageSettings.embedded(dir.resolve("graph")), config, null))) {
            assertThat(dossier.ingest(List.of(dir.resolve("sops")), ProgressListener.none()).report().rejected()).isEmpty();
            assertThat(GraphProbe.count(dossier.graph(), "MATCH (c:Chunk) WHERE c.embedding IS NOT NULL RETURN count(c)")).isPositive();
            assertThat(GraphProbe.count(dossier.graph(), "MATCH (d:Document) WHERE d.purpose_embedding IS NOT NULL RETURN count(d)")).isZero();
        }
    }
}
