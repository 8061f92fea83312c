package dev.dossier.gates;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Gates run as real processes in a real directory: pass, fail, optional fail, timeout (whole tree killed), missing command. */
class GateRunnerTest {

    @TempDir
    Path workspace;

    private final GateRunner runner = new GateRunner();

    private static GateSpec gate(String name, String command, boolean required, int seconds) {
        return new GateSpec(name, command, required, Duration.ofSeconds(seconds));
    }

    @Test
    void aPassingGateRunsInTheWorkspaceAndKeepsItsOutput() throws Exception {
        Files.writeString(workspace.resolve("marker.txt"), "here");
        var r = runner.run(gate("build", "cat marker.txt; echo ' built'", true, 30), workspace);
        assertThat(r.status()).isEqualTo(GateStatus.PASSED);
        assertThat(r.exitCode()).isZero();
        assertThat(r.outputTail()).isEqualTo("here built\n");
        assertThat(r.durationMs()).isNotNegative();
    }

    @Test
    void aRequiredFailureFailsTheRunAndAnOptionalOneIsAWarning() {
        var failed = runner.run(new GateConfig(List.of(gate("build", "true", true, 30), gate("test", "echo 2 tests failed >&2; exit 3", true, 30))),
                workspace);
        assertThat(failed.passed()).isFalse();
        assertThat(failed.gates().get(1).status()).isEqualTo(GateStatus.FAILED);
        assertThat(failed.gates().get(1).exitCode()).isEqualTo(3);
        assertThat(failed.gates().get(1).outputTail()).isEqualTo("2 tests failed\n"); // stderr is merged

        var warned = runner.run(new GateConfig(List.of(gate("build", "true", true, 30), gate("lint", "exit 1", false, 30))), workspace);
        assertThat(warned.passed()).isTrue();
        assertThat(warned.warnings()).extracting(GateResult::name).containsExactly("lint");
    }

    @Test
    void aTimeoutKillsTheWholeProcessTree() throws Exception {
        // the shell starts a background sleep and a foreground one; both print their pids first
        var r = runner.run(gate("hang", "sleep 100 & echo $!; sh -c 'echo $$; exec sleep 100'", true, 1), workspace);
        assertThat(r.status()).isEqualTo(GateStatus.TIMED_OUT);
        assertThat(r.exitCode()).isNull();
        assertThat(r.outputTail()).contains("[killed after 1 s]");
        var pids = r.outputTail().lines().filter(l -> l.matches("\\d+")).map(Long::parseLong).toList();
        assertThat(pids).hasSize(2);
        for (long pid : pids) {
            var handle = ProcessHandle.of(pid);
            if (handle.isPresent()) {
                // killed with SIGKILL: it is gone once the kernel has reaped it
                handle.get().onExit().get(10, TimeUnit.SECONDS);
            }
            assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)).as("pid %d", pid).isFalse();
        }
    }

    @Test
    void aMissingCommandOrWorkspaceIsAnError() {
        var missing = runner.run(gate("lint", "no-such-linter-xyz --strict", true, 30), workspace);
        assertThat(missing.status()).isEqualTo(GateStatus.ERROR);
        assertThat(missing.exitCode()).isEqualTo(127);
        assertThat(missing.outputTail()).contains("no-such-linter-xyz");
        assertThat(missing.blocking()).isTrue();

        var nowhere = runner.run(gate("build", "true", true, 30), workspace.resolve("absent"));
        assertThat(nowhere.status()).isEqualTo(GateStatus.ERROR);
        assertThat(nowhere.outputTail()).contains("is not a directory");

        var noShell = new GateRunner("/no/such/shell").run(gate("build", "true", true, 30), workspace);
        assertThat(noShell.status()).isEqualTo(GateStatus.ERROR);
        assertThat(noShell.outputTail()).startsWith("could not start /no/such/shell");
    }

    @Test
    void onlyTheTailOfALongOutputIsKept() {
        var r = runner.run(gate("noisy", "i=0; while [ $i -lt 3000 ]; do echo line $i; i=$((i+1)); done", true, 60), workspace);
        assertThat(r.status()).isEqualTo(GateStatus.PASSED);
        assertThat(r.outputTail()).hasSize(GateRunner.TAIL_CHARS).startsWith("…").endsWith("line 2999\n");
    }

    @Test
    void theGatesFileIsValidatedWithFileAndKey() throws Exception {
        Path file = workspace.resolve("gates.yaml");
        Files.writeString(file, """
                gates:
                  - {name: build, command: "mvn -q compile", timeout: 300}
                  - {name: lint, command: "golangci-lint run", required: false}
                """);
        var config = GateConfig.load(file);
        assertThat(config.gates()).containsExactly(new GateSpec("build", "mvn -q compile", true, Duration.ofSeconds(300)),
                new GateSpec("lint", "golangci-lint run", false, GateConfig.DEFAULT_TIMEOUT));

        Files.writeString(file, "gates:\n  - {name: build, command: make}\n  - {name: test, command: make test, timeout: 0}\n");
        assertThatThrownBy(() -> GateConfig.load(file)).isInstanceOf(DossierException.class)
                .satisfies(e -> assertThat(((DossierException) e).code()).isEqualTo(ErrorCode.INVALID_CONFIG))
                .hasMessageContaining(file.toString()).hasMessageContaining("gates[1]").hasMessageContaining("timeout must be 1-86400 seconds");
        Files.writeString(file, "gates:\n  - {name: build, command: make, retries: 2}\n");
        assertThatThrownBy(() -> GateConfig.load(file)).hasMessageContaining("gates[0]").hasMessageContaining("unknown key 'retries'");
        Files.writeString(file, "gates:\n  - {name: build, command: make}\n  - {name: build, command: make}\n");
        assertThatThrownBy(() -> GateConfig.load(file)).hasMessageContaining("gate 'build' is defined twice");
        assertThatThrownBy(() -> GateConfig.load(workspace.resolve("none.yaml"))).hasMessageContaining("no gates file at");
    }
}
