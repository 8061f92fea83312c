package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.dossier.monitor.LoopMetrics;
import dev.dossier.monitor.LoopState;
import io.micronaut.core.annotation.Nullable;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A monitored loop with its counts and context metrics.
 *
 * @param loopId              the loop
 * @param project             its project
 * @param planId              its plan
 * @param taskId              its task
 * @param sessionId           the session whose usage it reports
 * @param status              running or finished
 * @param level               the strongest level signalled for it, null when none
 * @param started             its first event (ISO-8601)
 * @param updated             its latest event
 * @param events              events received
 * @param iterations          iterations reported
 * @param retries             retries reported
 * @param tokensUsed          context tokens used
 * @param window              its context window (0: unknown)
 * @param utilization         tokens used / window
 * @param tokensPerIteration  average tokens per iteration
 * @param iterationsRemaining iterations that still fit at that rate
 * @param pressure            the pressure band (monitor.yaml pressure_preset; semspec: green, yellow, orange, red, critical)
 * @param taskFiles           the task's files (paths or globs)
 * @param filesChanged        files it changed (the first 100)
 * @param filesChangedCount   how many files it changed
 * @param outside             changed files beyond the task's files (the first 100)
 * @param fired               how often each rule fired for it
 */
public record LoopView(@JsonProperty("loop_id") String loopId, String project, @JsonProperty("plan_id") @Nullable String planId,
                       @JsonProperty("task_id") String taskId, @JsonProperty("session_id") @Nullable String sessionId,
                       @Schema(allowableValues = {"running", "finished"}) String status, @Nullable String level, String started, String updated,
                       long events, long iterations, long retries, @JsonProperty("tokens_used") long tokensUsed, int window,
                       @Nullable Double utilization, @JsonProperty("tokens_per_iteration") double tokensPerIteration,
                       @JsonProperty("iterations_remaining") @Nullable Long iterationsRemaining, @Nullable String pressure,
                       @JsonProperty("task_files") List<String> taskFiles, @JsonProperty("files_changed") List<String> filesChanged,
                       @JsonProperty("files_changed_count") int filesChangedCount, List<String> outside, Map<String, Integer> fired) {

    public static LoopView of(LoopState l, LoopMetrics m) {
        var fired = new TreeMap<String, Integer>();
        l.fired().forEach((r, n) -> fired.put(r.label(), n));
        return new LoopView(l.loopId(), l.project(), l.planId(), l.taskId(), l.sessionId(), l.running() ? "running" : "finished",
                l.level() == null ? null : l.level().label(), l.started().toString(), l.updated().toString(), l.events(), l.iterations(), l.retries(),
                l.tokensUsed(), l.window(), m.utilization(), Math.round(l.tokensPerIteration() * 100) / 100.0, m.iterationsRemaining(), m.pressure(),
                first(l.taskFiles()), first(l.filesChanged()), l.filesChanged().size(), first(l.outside()), fired);
    }

    private static List<String> first(List<String> files) {
        return files.size() <= 100 ? files : files.subList(0, 100);
    }
}
