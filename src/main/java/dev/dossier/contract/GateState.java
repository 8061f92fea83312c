package dev.dossier.contract;

/** How a gate ended: passed, failed (non-zero exit), timed_out (its process tree was killed) or error (it could not run). */
@io.swagger.v3.oas.annotations.media.Schema(type = "string", allowableValues = {"passed", "failed", "timed_out", "error"})
public enum GateState implements LowerCaseLabel {
    PASSED, FAILED, TIMED_OUT, ERROR;

    static GateState of(dev.dossier.gates.GateStatus status) {
        return valueOf(status.name());
    }

    dev.dossier.gates.GateStatus status() {
        return dev.dossier.gates.GateStatus.valueOf(name());
    }
}
