package dev.dossier.monitor;

import java.util.Locale;

/** What a loop reports. */
public enum EventKind {
    /** The loop began (its task files usually come with it). */
    STARTED,
    /** One more iteration. */
    ITERATION,
    /** The loop retried its task (the retries rule counts these). */
    RETRY,
    /** The loop changed files (scope creep and conflicting changes look at these). */
    FILES_CHANGED,
    /** Its context usage (tokens used, window). */
    USAGE,
    /** The loop ended: it no longer conflicts with anything. */
    FINISHED;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static EventKind of(String label) {
        for (EventKind k : values()) {
            if (k.label().equals(label)) {
                return k;
            }
        }
        throw new IllegalArgumentException("kind must be one of started, iteration, retry, files_changed, usage, finished; got '" + label + "'");
    }
}
