package dev.dossier.gates;

import java.util.Locale;

/** How one gate ended. */
public enum GateStatus {
    /** Exit code 0. */
    PASSED,
    /** A non-zero exit code other than the shell's "cannot run" codes. */
    FAILED,
    /** Still running at its timeout: its whole process tree was killed. */
    TIMED_OUT,
    /** It could not run: the workspace or the shell is missing, or the shell could not find or execute the command (126, 127). */
    ERROR;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static GateStatus of(String label) {
        for (GateStatus s : values()) {
            if (s.label().equals(label)) {
                return s;
            }
        }
        throw new IllegalArgumentException("status must be passed, failed, timed_out or error, got '" + label + "'");
    }
}
