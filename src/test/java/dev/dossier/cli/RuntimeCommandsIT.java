package dev.dossier.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The runtime-monitoring commands against a real data directory (each command opens and closes its own embedded
 * graph): a gate run recorded for a task shows up in that task's review context; a loop's event, the signals, the loop
 * and an acknowledgement through {@code dossier monitor}.
 */
class RuntimeCommandsIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    record Run(int exit, String out, String err) {
        JsonNode json() throws Exception {
            return JSON.readTree(out);
        }
    }

    private static Run run(String... args) {
        var out = new StringWriter();
        var err = new StringWriter();
        try (var container = Main.container()) {
            var cli = Main.commandLine(container);
            cli.setOut(new PrintWriter(out, true));
            cli.setErr(new PrintWriter(err, true));
            return new Run(cli.execute(args), out.toString(), err.toString());
        }
    }

    @Test
    void aRecordedGateRunIsPartOfTheTasksReviewContextAndTheMonitorAnswersOnTheCommandLine() throws Exception {
        Path data = Files.createTempDirectory("dossier-cli-runtime-");
        Path workspace = Files.createTempDirectory("dossier-cli-workspace-");
        Files.writeString(workspace.resolve("gates.yaml"), "gates:\n  - {name: test, command: \"echo '1 test failed: RefundTest'; exit 1\"}\n");
        Files.writeString(workspace.resolve("A.java"), "class A {}\n");
        Run gates = run("gates", "run", "--workspace", workspace.toString(), "--task", "task-9", "--project", "shop", "--data-dir", data.toString(),
                "--json");
        assertThat(gates.exit()).as(gates.err()).isEqualTo(9);
        assertThat(gates.json().get("passed").asBoolean()).isFalse();
        Run assemble = run("assemble", "--file", workspace.resolve("A.java").toString(), "--project", "shop", "--task-id", "task-9",
                "--data-dir", data.toString(), "--json");
        assertThat(assemble.exit()).as(assemble.err()).isZero();
        assertThat(assemble.json().get("context").asText()).contains("## Gate checks of this task", "1 test failed: RefundTest");

        Run event = run("monitor", "event", "--loop", "loop-9", "--task", "task-9", "--project", "shop", "--kind", "usage", "--tokens", "7001",
                "--window", "10000", "--data-dir", data.toString(), "--json");
        assertThat(event.exit()).as(event.err()).isZero();
        String signal = event.json().get("signals").get(0).get("id").asText();
        assertThat(event.json().get("signals").get(0).get("level").asText()).isEqualTo("pause");
        Run ack = run("monitor", "ack", signal, "--data-dir", data.toString());
        assertThat(ack.exit()).as(ack.err()).isZero();
        assertThat(ack.out()).contains("PAUSE", "utilization", "acknowledged by local");
        Run signals = run("monitor", "signals", "--project", "shop", "--data-dir", data.toString(), "--json");
        assertThat(signals.json().get(0).get("acked").asBoolean()).isTrue();
        assertThat(run("monitor", "loop", "nope", "--data-dir", data.toString()).exit()).isEqualTo(ExitCodes.NOT_FOUND);
        assertThat(run("monitor", "event", "--loop", "l", "--task", "t", "--project", "shop", "--kind", "explode", "--data-dir", data.toString())
                .exit()).isEqualTo(ExitCodes.USAGE);
    }
}
