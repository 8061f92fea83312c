package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.micronaut.core.annotation.Nullable;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A session event: {@code type} is level_changed (from, to, utilization), compression_applied (strategy, tokens_before,
 * tokens_after, freed, reached_target), compression_failed (utilization, target, recommendation), distraction_detected
 * (severity, message, recommended_action), budget_exceeded (component, tokens, allocation: a component over its
 * allocation) or checkpoint_created (checkpoint_id, successor_id); the fields of other types are null.
 */
public record SessionEventView(String id, long seq, String type, String at, @Nullable String from, @Nullable String to, @Nullable Double utilization,
                               @Nullable String strategy, @JsonProperty("tokens_before") @Nullable Long tokensBefore,
                               @JsonProperty("tokens_after") @Nullable Long tokensAfter, @Nullable Long freed,
                               @JsonProperty("reached_target") @Nullable Boolean reachedTarget, @Nullable Double target,
                               @Nullable String recommendation, @Nullable String severity, @Nullable String message,
                               @JsonProperty("recommended_action") @Nullable String recommendedAction, @Nullable String component,
                               @Nullable Long tokens, @Nullable Integer allocation, @JsonProperty("checkpoint_id") @Nullable String checkpointId,
                               @JsonProperty("successor_id") @Nullable String successorId) {

    public static SessionEventView of(dev.dossier.session.SessionEvent e) {
        String at = e.at().toString();
        if (e instanceof dev.dossier.session.SessionEvent.LevelChanged l) {
            return new SessionEventView(l.id(), l.seq(), l.type(), at, l.from(), l.to(), l.utilization(),
                    null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
        }
        if (e instanceof dev.dossier.session.SessionEvent.CompressionApplied c) {
            return new SessionEventView(c.id(), c.seq(), c.type(), at, null, null, null,
                    c.strategy(), c.tokensBefore(), c.tokensAfter(), c.freed(), c.reachedTarget(), null, null, null, null, null, null, null, null, null, null);
        }
        if (e instanceof dev.dossier.session.SessionEvent.CompressionFailed f) {
            return new SessionEventView(f.id(), f.seq(), f.type(), at, null, null, f.utilization(),
                    null, null, null, null, null, f.target(), f.recommendation(), null, null, null, null, null, null, null, null);
        }
        if (e instanceof dev.dossier.session.SessionEvent.DistractionDetected d) {
            return new SessionEventView(d.id(), d.seq(), d.type(), at, null, null, null,
                    null, null, null, null, null, null, null, d.severity(), d.message(), d.recommendedAction(), null, null, null, null, null);
        }
        if (e instanceof dev.dossier.session.SessionEvent.BudgetExceeded b) {
            return new SessionEventView(b.id(), b.seq(), b.type(), at, null, null, null,
                    null, null, null, null, null, null, null, null, null, null, b.component(), b.tokens(), b.allocation(), null, null);
        }
        if (e instanceof dev.dossier.session.SessionEvent.CheckpointCreated c) {
            return new SessionEventView(c.id(), c.seq(), c.type(), at, null, null, null,
                    null, null, null, null, null, null, null, null, null, null, null, null, null, c.checkpointId(), c.successorId());
        }
        throw new IllegalStateException("an event type without a view: " + e.type());
    }
}
