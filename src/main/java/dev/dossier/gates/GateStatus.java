package dev.dossier.gates;

import dev.dossier.text.Label;

/** How one gate ended. */
public enum GateStatus implements Label {
    /** Exit code 0. */
    PASSED,
    /** A non-zero exit code other than the shell's "cannot run" codes. */
    FAILED,
    /** Still running at its timeout: its whole process tree was killed. */
    TIMED_OUT,
    /** It could not run: the workspace or the shell is missing, or the shell could not find or execute the command (126, 127). */
    ERROR;

    public static GateStatus of(String label) {
        return Label.find(GateStatus.class, label, () ->
                new IllegalArgumentException("status must be passed, failed, timed_out or error, got '" + label + "'"));
    }
}
