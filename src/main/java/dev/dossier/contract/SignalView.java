package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.dossier.monitor.Signal;
import io.micronaut.core.annotation.Nullable;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.Map;

/**
 * A risk signal.
 *
 * @param id              its id
 * @param seq             its place among all signals, for {@code since=}
 * @param loopId          the loop
 * @param taskId          the loop's task
 * @param project         the loop's project
 * @param rule            retries, utilization, scope_creep or conflicting_changes
 * @param level           observe, log, warn, pause, halt or escalate
 * @param reason          one sentence with the numbers
 * @param evidence        the facts behind it
 * @param suggestedAction what to do
 * @param at              when the event that raised it happened (ISO-8601)
 * @param acked           whether it was acknowledged
 * @param ackedBy         who acknowledged it
 * @param ackedAt         when
 */
public record SignalView(String id, long seq, @JsonProperty("loop_id") String loopId, @JsonProperty("task_id") String taskId, String project,
                         @Schema(allowableValues = {"retries", "utilization", "scope_creep", "conflicting_changes"}) String rule,
                         @Schema(allowableValues = {"observe", "log", "warn", "pause", "halt", "escalate"}) String level, String reason,
                         Map<String, String> evidence, @JsonProperty("suggested_action") String suggestedAction, String at, boolean acked,
                         @JsonProperty("acked_by") @Nullable String ackedBy, @JsonProperty("acked_at") @Nullable String ackedAt) {

    public static SignalView of(Signal s) {
        return new SignalView(s.id(), s.seq(), s.loopId(), s.taskId(), s.project(), s.rule().label(), s.level().label(), s.reason(),
                new java.util.TreeMap<>(s.evidence()), s.suggestedAction(), s.at().toString(), s.ack() != null,
                s.ack() == null ? null : s.ack().by(), s.ack() == null ? null : s.ack().at().toString());
    }
}
