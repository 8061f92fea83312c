package dev.dossier.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code dossier gates run} in-process against real commands: exit 0, 9 for a failed required gate, 7 for a bad file. */
class GatesCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path workspace;

    record Run(int exit, String out, String err) {
    }

    private static Run run(String... args) {
        var out = new StringWriter();
        var err = new StringWriter();
        try (var container = Main.container()) {
            var cli = Main.commandLine(container);
            cli.setOut(new PrintWriter(out, true));
            cli.setErr(new PrintWriter(err, true));
            int exit = cli.execute(args);
            return new Run(exit, out.toString(), err.toString());
        }
    }

    @Test
    void everyRequiredGatePassingExitsZeroEvenWithAnOptionalFailure() throws Exception {
        Files.writeString(workspace.resolve("gates.yaml"), """
                gates:
                  - {name: build, command: "echo compiled", required: true, timeout: 30}
                  - {name: lint, command: "echo 'style: 2 issues'; exit 1", required: false, timeout: 30}
                """);
        Run r = run("gates", "run", "--workspace", workspace.toString(), "--json");
        assertThat(r.exit()).as(r.err()).isEqualTo(ExitCodes.OK);
        JsonNode report = JSON.readTree(r.out());
        assertThat(report.get("passed").asBoolean()).isTrue();
        assertThat(report.get("gates").get(0).get("status").asText()).isEqualTo("passed");
        assertThat(report.get("gates").get(1).get("status").asText()).isEqualTo("failed");
        assertThat(report.get("gates").get(1).get("exit_code").asInt()).isEqualTo(1);
        assertThat(report.get("gates").get(1).get("output_tail").asText()).isEqualTo("style: 2 issues\n");
        assertThat(report.get("gates").get(0).fieldNames()).toIterable().containsExactly("name", "required", "status", "exit_code",
                "duration_ms", "output_tail");
    }

    @Test
    void aFailedRequiredGateExitsNine() throws Exception {
        Path config = workspace.resolve("ci-gates.yaml");
        Files.writeString(config, "gates:\n  - {name: test, command: \"echo FAIL; exit 2\"}\n");
        Run r = run("gates", "run", "--config", config.toString(), "--workspace", workspace.toString());
        assertThat(r.exit()).isEqualTo(9);
        assertThat(r.out()).contains("failed", "test", "exit 2", "FAIL", "FAILED: a required gate did not pass");
    }

    @Test
    void aBadFileIsAConfigErrorNamingTheKey() throws Exception {
        Files.writeString(workspace.resolve("gates.yaml"), "gates:\n  - {name: test, command: make, timeout: \"5m\"}\n");
        Run r = run("gates", "run", "--workspace", workspace.toString());
        assertThat(r.exit()).isEqualTo(ExitCodes.CONFIG);
        assertThat(r.err()).contains("gates.yaml", "gates[0]", "timeout");
        assertThat(run("gates", "run", "--workspace", workspace.toString(), "--task", "t-1").exit()).isEqualTo(ExitCodes.USAGE);
    }
}
