package dev.dossier.gates;

import java.util.Optional;

/** Where gate reports are kept (the graph); the latest of a task is part of its review context. */
public interface GateReports {

    void record(StoredGateReport report);

    /** The most recently recorded report of the task, if any. */
    Optional<StoredGateReport> latest(String project, String taskId);
}
