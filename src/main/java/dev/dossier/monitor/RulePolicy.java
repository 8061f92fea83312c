package dev.dossier.monitor;

import jakarta.annotation.Nullable;
import java.util.Objects;

/**
 * One rule's thresholds and responses ({@code monitor.yaml}): it fires when its measure is above {@code above}
 * (strictly), at level {@code enters} the first time for a loop and at {@code onRepeat} every later time; a measure
 * also above {@code raise.above} raises the level to {@code raise.level} at once.
 *
 * @param enabled         whether it is evaluated
 * @param above           the threshold (a count for retries, scope_creep and conflicting_changes, a share for utilization)
 * @param enters          the level of its first signal for a loop
 * @param onRepeat        the level of each later signal for the same loop
 * @param raise           an optional second threshold with its own level
 * @param suggestedAction what the signal suggests doing
 */
public record RulePolicy(boolean enabled, double above, Level enters, Level onRepeat, @Nullable Raise raise, String suggestedAction) {

    public RulePolicy {
        Objects.requireNonNull(enters, "enters");
        Objects.requireNonNull(onRepeat, "on_repeat");
        Objects.requireNonNull(suggestedAction, "suggested_action");
        if (above < 0) {
            throw new IllegalArgumentException("above must be 0 or more, got " + above);
        }
        if (onRepeat.compareTo(enters) < 0) {
            throw new IllegalArgumentException("on_repeat (" + onRepeat.label() + ") must not be weaker than enters (" + enters.label() + ")");
        }
        if (raise != null && (raise.above() <= above || raise.level().compareTo(enters) < 0)) {
            throw new IllegalArgumentException("raise must have a higher threshold than above and a level at least enters");
        }
    }

    /** A second threshold: above it the signal's level is at least {@code level}. */
    public record Raise(double above, Level level) {
        public Raise {
            Objects.requireNonNull(level, "level");
        }
    }

    /** The level of a signal for a loop that this rule fired for {@code firedBefore} times, with measure {@code value}. */
    Level levelFor(int firedBefore, double value) {
        Level level = firedBefore == 0 ? enters : onRepeat;
        return raise != null && value > raise.above() ? level.max(raise.level()) : level;
    }
}
