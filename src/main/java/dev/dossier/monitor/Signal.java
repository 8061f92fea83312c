package dev.dossier.monitor;

import java.time.Instant;
import java.util.Map;
import java.util.Objects;

/**
 * A risk signal: which rule fired for which loop, how hard to react and why.
 *
 * @param id              its id
 * @param seq             its place in the order of all signals (1, 2, ...), for {@code since=}
 * @param loopId          the loop it is about
 * @param taskId          that loop's task
 * @param project         that loop's project
 * @param rule            the rule that fired
 * @param level           the response
 * @param reason          one sentence with the numbers
 * @param evidence        the facts behind it (counts, shares, files, other loops)
 * @param suggestedAction what the loop or a human should do
 * @param at              when the event that raised it happened (its timestamp, else when it arrived)
 * @param ack             who acknowledged it and when, or null
 */
public record Signal(String id, long seq, String loopId, String taskId, String project, Rule rule, Level level, String reason,
                     Map<String, String> evidence, String suggestedAction, Instant at, Ack ack) {

    public Signal {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(level, "level");
        evidence = Map.copyOf(evidence);
    }

    /** An acknowledgement: who and when. */
    public record Ack(String by, Instant at) {
    }

    /** A signal the rules raised, before the store gives it an id and a sequence number. */
    public record Raised(String loopId, String taskId, String project, Rule rule, Level level, String reason, Map<String, String> evidence,
                         String suggestedAction) {
        public Raised {
            evidence = Map.copyOf(evidence);
        }
    }
}
