package dev.dossier.monitor;

import dev.dossier.text.Label;

/** What a loop reports. */
public enum EventKind implements Label {
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

    public static EventKind of(String label) {
        return Label.find(EventKind.class, label, () ->
                new IllegalArgumentException("kind must be one of started, iteration, retry, files_changed, usage, finished; got '" + label + "'"));
    }
}
