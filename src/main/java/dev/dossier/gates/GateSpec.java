package dev.dossier.gates;

import java.time.Duration;
import java.util.Objects;

/**
 * One configured gate (seed 002, layer 1): a shell command run in the workspace, pass or fail, no judgment.
 *
 * @param name     short name, unique in its file (build, test, lint)
 * @param command  the command line, run by {@code sh -c} in the workspace
 * @param required whether a failure fails the run (an optional gate's failure is a warning)
 * @param timeout  how long it may run before its whole process tree is killed
 */
public record GateSpec(String name, String command, boolean required, Duration timeout) {

    public GateSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(command, "command");
        Objects.requireNonNull(timeout, "timeout");
        if (!name.matches("[A-Za-z0-9._-]{1,64}")) {
            throw new IllegalArgumentException("name must be 1-64 letters, digits, '.', '_' or '-', got '" + name + "'");
        }
        if (command.isBlank() || command.length() > 4096 || command.indexOf('\0') >= 0) {
            throw new IllegalArgumentException("command of gate " + name + " must be a non-empty command line of at most 4096 characters");
        }
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("timeout of gate " + name + " must be positive");
        }
    }
}
