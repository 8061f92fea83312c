package dev.dossier.gates;

import java.time.Instant;
import java.util.Objects;

/** A gate report recorded for a task of a project. */
public record StoredGateReport(String id, String project, String taskId, Instant at, GateReport report) {

    public StoredGateReport {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(project, "project");
        Objects.requireNonNull(taskId, "taskId");
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(report, "report");
    }
}
