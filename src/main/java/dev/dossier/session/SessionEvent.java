package dev.dossier.session;

import java.time.Instant;

/** Something that happened to a session; {@code seq} orders a session's events ({@code since=}). */
public sealed interface SessionEvent {

    String id();

    long seq();

    Instant at();

    /** The contract's type name. */
    String type();

    record LevelChanged(String id, long seq, Instant at, String from, String to, double utilization) implements SessionEvent {
        public String type() {
            return "level_changed";
        }
    }

    record CompressionApplied(String id, long seq, Instant at, String strategy, long tokensBefore, long tokensAfter, long freed,
                              boolean reachedTarget) implements SessionEvent {
        public String type() {
            return "compression_applied";
        }
    }

    record CompressionFailed(String id, long seq, Instant at, double utilization, double target, String recommendation) implements SessionEvent {
        public String type() {
            return "compression_failed";
        }
    }

    record DistractionDetected(String id, long seq, Instant at, String severity, String message, String recommendedAction) implements SessionEvent {
        public String type() {
            return "distraction_detected";
        }
    }

    /** A component went over its allocation (the budget itself is never exceeded: such an add is refused). */
    record BudgetExceeded(String id, long seq, Instant at, String component, long tokens, int allocation) implements SessionEvent {
        public String type() {
            return "budget_exceeded";
        }
    }

    record CheckpointCreated(String id, long seq, Instant at, String checkpointId, String successorId) implements SessionEvent {
        public String type() {
            return "checkpoint_created";
        }
    }
}
