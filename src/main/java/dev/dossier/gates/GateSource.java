package dev.dossier.gates;

import dev.dossier.assembly.ExtraCandidate;
import dev.dossier.assembly.ExtraSource;
import dev.dossier.assembly.Level;
import dev.dossier.assembly.ReviewRequest;
import dev.dossier.assembly.Section;
import java.util.List;
import java.util.function.Function;

/**
 * The latest gate report of the request's task (of its project) as one short context candidate: a line per gate and
 * the last lines of output of the gates that did not pass (full), or one line (stub) when the budget is tight.
 */
public final class GateSource implements ExtraSource {

    /** Output lines of a gate that did not pass shown in the full rendering. */
    static final int OUTPUT_LINES = 5;
    /** Characters of one output line shown. */
    static final int LINE_CHARS = 200;

    private final GateReports reports;

    public GateSource(GateReports reports) {
        this.reports = reports;
    }

    @Override
    public List<ExtraCandidate> candidates(ReviewRequest request, Function<List<String>, List<Double>> relevance) {
        if (request.project() == null || request.taskId() == null) {
            return List.of();
        }
        return reports.latest(request.project(), request.taskId()).map(r -> List.of(new ExtraCandidate("gates:" + r.id(), Section.GATE,
                List.of(new ExtraCandidate.Rendering(Level.FULL, full(r)), new ExtraCandidate.Rendering(Level.STUB, stub(r))), 1.0, 1.0,
                List.of(r.id())))).orElse(List.of());
    }

    static String stub(StoredGateReport r) {
        var failing = r.report().gates().stream().filter(g -> g.status() != GateStatus.PASSED)
                .map(g -> g.name() + " " + g.status().label() + (g.required() ? "" : " (optional)")).toList();
        return "Gates of task " + r.taskId() + " at " + r.at() + ": " + (r.report().passed() ? "passed" : "FAILED")
                + (failing.isEmpty() ? "" : "; " + String.join(", ", failing));
    }

    static String full(StoredGateReport r) {
        var b = new StringBuilder(stub(r)).append('\n');
        for (var g : r.report().gates()) {
            b.append("- ").append(g.name()).append(": ").append(g.status().label()).append(g.required() ? "" : " (optional)")
                    .append(g.exitCode() == null ? "" : ", exit " + g.exitCode()).append(", ").append(g.durationMs()).append(" ms\n");
            if (g.status() != GateStatus.PASSED) {
                var lines = g.outputTail().lines().filter(l -> !l.isBlank()).toList();
                for (String line : lines.subList(Math.max(0, lines.size() - OUTPUT_LINES), lines.size())) {
                    b.append("    ").append(line.length() > LINE_CHARS ? line.substring(0, LINE_CHARS) + "…" : line).append('\n');
                }
            }
        }
        return b.toString();
    }
}
