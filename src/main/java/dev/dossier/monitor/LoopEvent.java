package dev.dossier.monitor;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * A loop's report (HTTP {@code POST /v1/monitor/events} or NATS {@code agent.monitor.>}).
 *
 * @param loopId     the loop
 * @param taskId     the task it works on
 * @param planId     its plan, or null (conflicting changes are looked for only within a plan)
 * @param project    its project
 * @param kind       what happened
 * @param taskFiles  the task's files (paths or globs), or null to keep those known
 * @param files      files changed by this event (files_changed), or empty
 * @param tokensUsed context tokens used now, or null to keep the last known
 * @param window     the context window, or null to keep the last known
 * @param sessionId  the session whose usage the loop reports, or null
 * @param at         when it happened
 */
public record LoopEvent(String loopId, String taskId, String planId, String project, EventKind kind, List<String> taskFiles, List<String> files,
                        Long tokensUsed, Integer window, String sessionId, Instant at) {

    public LoopEvent {
        Objects.requireNonNull(loopId, "loopId");
        Objects.requireNonNull(taskId, "taskId");
        Objects.requireNonNull(project, "project");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(at, "at");
        taskFiles = taskFiles == null ? null : List.copyOf(taskFiles);
        files = files == null ? List.of() : List.copyOf(files);
    }
}
