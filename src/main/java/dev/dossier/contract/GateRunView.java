package dev.dossier.contract;

import dev.dossier.gates.GateReport;
import java.util.List;

/**
 * The report of {@code dossier gates run}: passed when every required gate passed.
 *
 * @param passed whether no required gate failed
 * @param gates  each gate's outcome, in configuration order
 */
public record GateRunView(boolean passed, List<GateResultView> gates) {

    public static GateRunView of(GateReport report) {
        return new GateRunView(report.passed(), report.gates().stream().map(GateResultView::of).toList());
    }
}
