package dev.dossier.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dossier.app.Policies;
import dev.dossier.assembly.AssemblyLogSettings;
import dev.dossier.budget.ChunkOrder;
import dev.dossier.budget.ReviewPolicy;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.model.ModelRegistry;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Strict binding of the YAML files: every mistake names the file and the key path; the packaged files bind. */
class ConfigFilesTest {

    @TempDir
    Path dir;

    @Test
    void thePackagedFilesBind() {
        var policies = Policies.load(null);
        assertThat(policies.review().names()).containsExactly("severity-shares", "relevance-first", "must-fit");
        assertThat(policies.review().require("must-fit").chunkOrder()).as("chunk_order is optional").isEqualTo(ChunkOrder.RELEVANCE);
        assertThat(policies.review().require(null).systemPrompt()).isEqualTo(ReviewPolicy.FROM_MODEL);
        assertThat(policies.ingestion().chunking().target()).isEqualTo(1000);
        assertThat(ModelRegistry.load(null).all()).isNotEmpty();
    }

    @ParameterizedTest(name = "{1} -> {2}")
    @CsvSource(delimiter = '|', textBlock = """
            'working_memory: 6000'       | 'working_memory: \"6000\"'     | review.presets.severity-shares: 'working_memory' must be a whole number, got 6000
            'working_memory: 6000'       | 'working_memory: 6000.5'       | 'working_memory' must be a whole number, got 6000.5
            'mode: must-fit'             | 'mode: must_fit'               | mode must be severity-shares or must-fit, got 'must_fit'
            'system_prompt: model'       | 'system_prompt: auto'          | system_prompt must be a whole number or 'model', got auto
            'max_file_bytes: 1048576'    | 'max_file_bytes: 1048576\\n  max_file_bytes: 2' | not valid YAML at line
            'default: severity-shares'   | 'default: strict'              | review: default names 'strict'
            'prior_approvals: 1'         | 'prior_approvals: 0'           | conventions: conventions.prior_approvals and prior_rejections must be > 0
            'review:'                    | 'reviews:'                     | unknown key 'reviews'
            """)
    void mistakesNameTheFileAndThePath(String from, String to, String message) throws IOException {
        String text = packaged("policies.yaml");
        assertThat(text).contains(from);
        Files.writeString(dir.resolve("policies.yaml"), text.replaceFirst(java.util.regex.Pattern.quote(from), to.replace("\\n", "\n")));

        assertThatThrownBy(() -> Policies.load(dir)).isInstanceOfSatisfying(DossierException.class, e -> {
            assertThat(e.code()).isEqualTo(ErrorCode.INVALID_CONFIG);
            assertThat(e.getMessage()).contains(dir.resolve("policies.yaml").toString()).contains(message);
        });
    }

    @Test
    void anUnquotedNoWhereATextIsExpectedIsRefusedNotReadAsFalse() throws IOException {
        // YAML 1.1 reads no, yes, on and off as booleans: the guard's negation "no" once became "false" and negated nothing
        String text = packaged("guard.yaml");
        assertThat(text).contains("\"no\", neither");
        Files.writeString(dir.resolve("guard.yaml"), text.replace("\"no\", neither", "no, neither"));
        assertThatThrownBy(() -> dev.dossier.guard.GuardPolicy.load(dir)).isInstanceOfSatisfying(DossierException.class, e -> {
            assertThat(e.code()).isEqualTo(ErrorCode.INVALID_CONFIG);
            assertThat(e.getMessage()).contains("negations").contains("got false").contains("quote the word");
        });
    }

    @Test
    void theGuardsParserLoadsAtStartUnlessThePolicySaysOnFirstUse() throws IOException {
        String text = packaged("guard.yaml");
        assertThat(dev.dossier.guard.GuardPolicy.load(null).parserLoad()).isEqualTo("start");
        Files.writeString(dir.resolve("guard.yaml"), text.replace("parser_load: start", "parser_load: first_use"));
        assertThat(dev.dossier.guard.GuardPolicy.load(dir).parserLoad()).isEqualTo("first_use");
        Files.writeString(dir.resolve("guard.yaml"), text.replace("parser_load: start", "parser_load: lazy"));
        assertThatThrownBy(() -> dev.dossier.guard.GuardPolicy.load(dir)).isInstanceOfSatisfying(DossierException.class, e -> {
            assertThat(e.code()).isEqualTo(ErrorCode.INVALID_CONFIG);
            assertThat(e.getMessage()).contains(dir.resolve("guard.yaml").toString()).contains("parser_load must be one of [first_use, start]")
                    .contains("'lazy'");
        });
    }

    @Test
    void aModelWithoutCharsPerTokenBindsAndAnEmptyListDoesNot() throws IOException {
        Files.writeString(dir.resolve("models.yaml"), "models: []\n");
        assertThatThrownBy(() -> ModelRegistry.load(dir)).hasMessageContaining("'models' must be a non-empty list")
                .hasMessageContaining(dir.resolve("models.yaml").toString());
    }

    @Test
    void theAssemblyLogsRetentionIsAWholeNumberOfRecordsNotBelowZero() throws IOException {
        assertThat(AssemblyLogSettings.load(null).keep()).isEqualTo(100_000);
        Files.writeString(dir.resolve("assemblies.yaml"), "keep: 0\n");
        assertThat(AssemblyLogSettings.load(dir).keep()).as("0 keeps every record").isZero();
        Files.writeString(dir.resolve("assemblies.yaml"), "keep: -1\n");
        assertThatThrownBy(() -> AssemblyLogSettings.load(dir)).hasMessageContaining("keep must be 0")
                .hasMessageContaining(dir.resolve("assemblies.yaml").toString());
        Files.writeString(dir.resolve("assemblies.yaml"), "keep: 10\nkeep_days: 3\n");
        assertThatThrownBy(() -> AssemblyLogSettings.load(dir)).hasMessageContaining("keep_days");
    }

    private static String packaged(String name) throws IOException {
        try (InputStream in = ConfigFilesTest.class.getResourceAsStream("/dossier/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
