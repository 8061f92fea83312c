package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.micronaut.core.annotation.Nullable;
import java.util.List;

/**
 * What an event did: the loop afterwards, the signals it raised (for this loop, and for the loops it conflicts with),
 * and the checkpoint made when the utilization rule paused a loop that reports a session of the caller.
 *
 * @param loop       the loop with its counts and metrics
 * @param signals    the signals raised, oldest first
 * @param checkpoint the loop's session checkpointed (a continuation and the fresh session to go on in); absent when none
 */
public record MonitorEventResponse(LoopView loop, List<SignalView> signals, @JsonProperty("checkpoint") @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable SessionCheckpointView checkpoint) {
}
