package dev.dossier.gates;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs gates one after the other in a workspace with {@code sh -c}: stdout and stderr are merged and only their last
 * {@link #TAIL_CHARS} characters are kept; at its timeout a gate's descendants are killed first, then the shell, so
 * nothing it started keeps running (or keeps the output pipe open). Every gate runs, even after a failure, so the
 * report is complete.
 */
public final class GateRunner {

    /** Characters of output kept per gate. */
    public static final int TAIL_CHARS = 4_000;
    /** The shell's "command not found" and "not executable" exit codes: the gate could not run. */
    private static final int NOT_FOUND = 127;
    private static final int NOT_EXECUTABLE = 126;

    private final String shell;

    public GateRunner() {
        this("sh");
    }

    /** @param shell the shell that runs each command with {@code -c} */
    GateRunner(String shell) {
        this.shell = shell;
    }

    public GateReport run(GateConfig config, Path workspace) {
        var results = new ArrayList<GateResult>();
        for (GateSpec gate : config.gates()) {
            results.add(run(gate, workspace));
        }
        return GateReport.of(results);
    }

    /** Runs one gate to its end or its timeout. */
    public GateResult run(GateSpec gate, Path workspace) {
        if (!Files.isDirectory(workspace)) {
            return new GateResult(gate.name(), gate.required(), GateStatus.ERROR, null, 0, "the workspace " + workspace + " is not a directory");
        }
        long start = System.nanoTime();
        Process process;
        try {
            process = new ProcessBuilder(List.of(shell, "-c", gate.command())).directory(workspace.toFile()).redirectErrorStream(true)
                    .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
        } catch (IOException e) {
            return new GateResult(gate.name(), gate.required(), GateStatus.ERROR, null, elapsed(start), "could not start " + shell + ": " + e.getMessage());
        }
        var tail = new Tail(TAIL_CHARS);
        var reader = new Thread(() -> tail.drain(process.getInputStream()), "dossier-gate-" + gate.name());
        reader.setDaemon(true);
        reader.start();
        boolean exited;
        try {
            exited = process.waitFor(gate.timeout().toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            killTree(process);
            Thread.currentThread().interrupt();
            return new GateResult(gate.name(), gate.required(), GateStatus.ERROR, null, elapsed(start), "interrupted; its processes were killed");
        }
        if (!exited) {
            killTree(process);
        }
        long duration = elapsed(start);
        try {
            // the pipe closes when the last process holding it ends; a daemon that detached itself may keep it: do not wait for it forever
            reader.join(5_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        String output = tail.text();
        if (!exited) {
            return new GateResult(gate.name(), gate.required(), GateStatus.TIMED_OUT, null, duration,
                    output + (output.isEmpty() || output.endsWith("\n") ? "" : "\n") + "[killed after " + gate.timeout().toSeconds() + " s]");
        }
        int code = process.exitValue();
        GateStatus status = code == 0 ? GateStatus.PASSED : code == NOT_FOUND || code == NOT_EXECUTABLE ? GateStatus.ERROR : GateStatus.FAILED;
        return new GateResult(gate.name(), gate.required(), status, code, duration, output);
    }

    /** Kills the descendants (deepest first as listed by a snapshot), then the process itself, and waits for it. */
    static void killTree(Process process) {
        List<ProcessHandle> descendants = process.descendants().toList();
        descendants.forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        // a child that forked between the snapshot and its parent's death: one more pass over what is left
        descendants.forEach(d -> d.descendants().forEach(ProcessHandle::destroyForcibly));
        try {
            process.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static long elapsed(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }

    /** The last {@code max} characters of a stream. */
    static final class Tail {
        private final int max;
        private final StringBuilder buffer = new StringBuilder();
        private boolean cut;

        Tail(int max) {
            this.max = max;
        }

        void drain(InputStream in) {
            try (Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
                char[] chunk = new char[8192];
                int n;
                while ((n = reader.read(chunk)) > 0) {
                    append(chunk, n);
                }
            } catch (IOException e) {
                // the process was killed and the pipe closed under the reader: what was read is the tail
            }
        }

        private synchronized void append(char[] chunk, int n) {
            buffer.append(chunk, 0, n);
            if (buffer.length() > 2 * max) {
                buffer.delete(0, buffer.length() - max);
                cut = true;
            }
        }

        synchronized String text() {
            if (buffer.length() > max) {
                return "…" + buffer.substring(buffer.length() - max + 1);
            }
            return cut ? "…" + buffer.substring(Math.min(1, buffer.length())) : buffer.toString();
        }
    }
}
