package dev.dossier.gates;

import java.util.Objects;

/**
 * The outcome of one gate.
 *
 * @param name       the gate's name
 * @param required   whether it was required
 * @param status     how it ended
 * @param exitCode   the process's exit code; null when it timed out or never ran
 * @param durationMs wall time from start to exit (or to the kill)
 * @param outputTail the last characters of its combined stdout and stderr (bounded), or an explanation for {@code error}
 */
public record GateResult(String name, boolean required, GateStatus status, Integer exitCode, long durationMs, String outputTail) {

    public GateResult {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(status, "status");
        outputTail = outputTail == null ? "" : outputTail;
        if (durationMs < 0) {
            throw new IllegalArgumentException("duration_ms must be 0 or more");
        }
    }

    /** Whether this result fails the run: a required gate that did not pass. */
    public boolean blocking() {
        return required && status != GateStatus.PASSED;
    }
}
