package dev.dossier.session;

import jakarta.annotation.Nullable;
import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A session as stored: who owns it, how it is budgeted, and its running totals (kept up to date on every change, so
 * usage never needs the items).
 *
 * @param id              session id ({@code ses_...})
 * @param project         project it belongs to
 * @param user            the caller that owns it; no other user sees it
 * @param model           model whose tokenizer counts its items
 * @param window          the window (tokens)
 * @param budget          the hard limit of its tokens (the window)
 * @param policy          pressure preset name
 * @param allocations     per-component allocations; their sum is at most the budget
 * @param autoCompress    compress (and mitigate distraction) automatically
 * @param mitigation      distraction mitigation
 * @param parentId        the session this one continues after a checkpoint, or null
 * @param created         creation time
 * @param counters        running totals
 * @param version         incremented by every stored change (optimistic concurrency)
 * @param guarded         writes are checked by the guard before they are added (issue 14 §3; done by the caller of
 *                        {@link Sessions#add}, which knows the guard)
 * @param guardKb         the knowledge base a guarded session's claims are checked against, or null (consistency only)
 */
public record Session(String id, String project, String user, String model, int window, int budget, String policy,
                      Map<Component, Integer> allocations, boolean autoCompress, Mitigation mitigation, @Nullable String parentId,
                      Instant created, Counters counters, long version, boolean guarded, @Nullable String guardKb) {

    /** An unguarded session. */
    public Session(String id, String project, String user, String model, int window, int budget, String policy, Map<Component, Integer> allocations,
                   boolean autoCompress, Mitigation mitigation, @Nullable String parentId, Instant created, Counters counters, long version) {
        this(id, project, user, model, window, budget, policy, allocations, autoCompress, mitigation, parentId, created, counters, version, false, null);
    }

    public Session {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(project, "project");
        Objects.requireNonNull(user, "user");
        allocations = Map.copyOf(allocations);
        Objects.requireNonNull(counters, "counters");
    }

    /**
     * Running totals of a session.
     *
     * @param tokens          tokens per component (stored counts of the items in the context)
     * @param historyMessages items in {@code conversation_history}
     * @param nextSeq         sequence number of the next item (items are ordered by it)
     * @param nextEventSeq    sequence number of the next event
     * @param turns           history messages ever added
     * @param tokensPerTurn   moving average of their tokens
     * @param floor           stored items with a lower {@code seq} are out of the context unless {@code kept}: a
     *                        compression raises it instead of deleting each item it removes (removed items stay stored
     *                        below it until the session is deleted); it never goes down
     * @param kept            ids of the items below {@code floor} that are still in the context (a few: pinned items,
     *                        system instructions, summaries)
     */
    public record Counters(Map<Component, Integer> tokens, int historyMessages, long nextSeq, long nextEventSeq, long turns,
                           double tokensPerTurn, long floor, List<String> kept) {
        public Counters {
            kept = List.copyOf(kept);
            var t = new EnumMap<Component, Integer>(Component.class);
            for (Component c : Component.values()) {
                t.put(c, tokens.getOrDefault(c, 0));
            }
            tokens = java.util.Collections.unmodifiableMap(t);
        }

        static Counters empty() {
            return new Counters(Map.of(), 0, 1, 1, 0, 0, 0, List.of());
        }

        public long total() {
            long sum = 0;
            for (int v : tokens.values()) {
                sum += v;
            }
            return sum;
        }
    }

    public long tokens() {
        return counters.total();
    }

    Session with(Counters next) {
        return new Session(id, project, user, model, window, budget, policy, allocations, autoCompress, mitigation, parentId, created, next, version + 1,
                guarded, guardKb);
    }
}
