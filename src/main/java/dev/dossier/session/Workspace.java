package dev.dossier.session;

import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * One operation's view of a session while it is computed: running totals, and the items only when a strategy needs
 * them (loaded once). Nothing is written until {@link #change()} is handed to the store.
 */
final class Workspace {

    final Session base;
    private final Supplier<List<SessionItem>> loader;
    private ArrayList<SessionItem> items;
    private final EnumMap<Component, Integer> tokens = new EnumMap<>(Component.class);
    private long total;
    int historyMessages;
    long nextSeq;
    long nextEventSeq;
    long turns;
    double tokensPerTurn;
    final LinkedHashMap<String, SessionItem> added = new LinkedHashMap<>();
    /** Items this operation removes from the context (stored before, or added by it): id → seq. */
    final LinkedHashMap<String, Long> removed = new LinkedHashMap<>();
    final List<ScratchpadEntry> archived = new ArrayList<>();
    final List<SessionEvent> events = new ArrayList<>();

    Workspace(Session base, Supplier<List<SessionItem>> loader) {
        this.base = base;
        this.loader = loader;
        var c = base.counters();
        tokens.putAll(c.tokens());
        total = c.total();
        historyMessages = c.historyMessages();
        nextSeq = c.nextSeq();
        nextEventSeq = c.nextEventSeq();
        turns = c.turns();
        tokensPerTurn = c.tokensPerTurn();
    }

    long total() {
        return total;
    }

    int tokens(Component c) {
        return tokens.get(c);
    }

    /** The items in the context, in order (loaded on first use). */
    List<SessionItem> items() {
        if (items == null) {
            items = new ArrayList<>(loader.get());
            items.addAll(added.values()); // appended before the items were needed (nothing is removed before they are)
        }
        return items;
    }

    void append(SessionItem item) {
        if (items != null) {
            items.add(item);
        }
        added.put(item.id(), item);
        count(item, 1);
    }

    /** Removes the items of {@code ids}; {@code replacement} (or nothing) takes the place of the first of them. */
    void replace(Set<String> ids, SessionItem replacement) {
        var next = new ArrayList<SessionItem>(items().size());
        boolean placed = replacement == null;
        for (SessionItem item : items) {
            if (ids.contains(item.id())) {
                if (!placed) {
                    next.add(replacement);
                    placed = true;
                }
                count(item, -1);
                removed.put(item.id(), item.seq()); // an item added by this operation is stored too: the scratchpad holds it
            } else {
                next.add(item);
            }
        }
        if (replacement != null) {
            added.put(replacement.id(), replacement);
            count(replacement, 1);
        }
        items = next;
    }

    private void count(SessionItem item, int sign) {
        tokens.merge(item.component(), sign * item.tokens(), Integer::sum);
        total += (long) sign * item.tokens();
        if (item.component() == Component.CONVERSATION_HISTORY) {
            historyMessages += sign;
        }
    }

    long nextEventSeq() {
        return nextEventSeq++;
    }

    Session session() {
        return session(floor());
    }

    private Session session(long floor) {
        List<String> kept = base.counters().kept();
        if (floor != base.counters().floor() || !removed.isEmpty()) {
            kept = items().stream().filter(i -> i.seq() < floor).map(SessionItem::id).toList();
        }
        return base.with(new Session.Counters(Map.copyOf(tokens), historyMessages, nextSeq, nextEventSeq, turns, tokensPerTurn, floor, kept));
    }

    SessionChange change() {
        long floor = floor();
        var deleted = new LinkedHashSet<String>();
        removed.forEach((id, seq) -> {
            if (seq >= floor) {
                deleted.add(id);
            }
        });
        return new SessionChange(session(floor), base.version(), List.copyOf(added.values()), deleted, archived, events, null);
    }

    /**
     * The floor after this operation: just above the highest removed item for which at most {@link #KEPT} items of
     * the context stay below it (so a compression writes one session property, not one deletion per item); the
     * stored floor when no removed item allows that or nothing was removed. Removed items that stay at or above it
     * are deleted one by one.
     */
    private long floor() {
        long floor = base.counters().floor();
        if (removed.isEmpty()) {
            return floor;
        }
        long[] live = items().stream().mapToLong(SessionItem::seq).sorted().toArray();
        long[] gone = removed.values().stream().mapToLong(Long::longValue).sorted().toArray();
        for (int k = gone.length - 1; k >= 0 && gone[k] + 1 > floor; k--) {
            int below = java.util.Arrays.binarySearch(live, gone[k] + 1);
            if ((below < 0 ? -below - 1 : below) <= KEPT) {
                return gone[k] + 1;
            }
        }
        return floor;
    }

    /** At most this many items of the context below the floor (pinned items, system instructions, summaries). */
    static final int KEPT = 256;

    boolean changed() {
        return !added.isEmpty() || !removed.isEmpty() || !events.isEmpty();
    }

    static Instant now(java.time.Clock clock) {
        return clock.instant();
    }
}
