package dev.dossier.gates;

import java.util.List;

/**
 * A run of the configured gates: passed when every required gate passed (optional failures are warnings).
 *
 * @param passed whether no required gate failed
 * @param gates  each gate's result, in configuration order
 */
public record GateReport(boolean passed, List<GateResult> gates) {

    public GateReport {
        gates = List.copyOf(gates);
        if (passed != gates.stream().noneMatch(GateResult::blocking)) {
            throw new IllegalArgumentException("passed must be true exactly when no required gate failed");
        }
    }

    public static GateReport of(List<GateResult> gates) {
        return new GateReport(gates.stream().noneMatch(GateResult::blocking), gates);
    }

    /** The optional gates that did not pass (warnings). */
    public List<GateResult> warnings() {
        return gates.stream().filter(g -> !g.required() && g.status() != GateStatus.PASSED).toList();
    }
}
