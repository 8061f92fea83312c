package dev.dossier.monitor;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What the monitor knows of a loop; kept in the graph, so a restart loses no loop or count.
 *
 * @param loopId             the loop
 * @param project            its project
 * @param planId             its plan, or null
 * @param taskId             its task
 * @param sessionId          the session whose usage it reports, or null
 * @param running            false once it reported {@code finished}
 * @param started            its first event
 * @param updated            its latest event
 * @param events             events received
 * @param iterations         iterations reported
 * @param retries            retries reported
 * @param tokensUsed         context tokens used (latest report)
 * @param window             its context window (latest report), 0 when unknown
 * @param tokensPerIteration average growth of tokens_used per iteration, 0 until two reports
 * @param taskFiles          the task's files (paths or globs)
 * @param filesChanged       every file it changed, first seen first (at most {@link #MAX_FILES})
 * @param outside            the changed files beyond its task's files
 * @param fired              how often each rule fired for it (the repeat that raises a rule's level)
 * @param level              the strongest level signalled for it, or null
 */
public record LoopState(String loopId, String project, String planId, String taskId, String sessionId, boolean running, Instant started,
                        Instant updated, long events, long iterations, long retries, long tokensUsed, int window, double tokensPerIteration,
                        List<String> taskFiles, List<String> filesChanged, List<String> outside, Map<Rule, Integer> fired, Level level) {

    /** Files remembered per loop; further ones are still checked, not stored. */
    public static final int MAX_FILES = 2_000;

    public LoopState {
        Objects.requireNonNull(loopId, "loopId");
        Objects.requireNonNull(project, "project");
        taskFiles = List.copyOf(taskFiles);
        filesChanged = List.copyOf(filesChanged);
        outside = List.copyOf(outside);
        fired = Map.copyOf(fired);
    }

    public int firedCount(Rule rule) {
        return fired.getOrDefault(rule, 0);
    }
}
