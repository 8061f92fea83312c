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
    final LinkedHashSet<String> removed = new LinkedHashSet<>();
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
                if (added.remove(item.id()) == null) {
                    removed.add(item.id());
                }
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
        return base.with(new Session.Counters(Map.copyOf(tokens), historyMessages, nextSeq, nextEventSeq, turns, tokensPerTurn));
    }

    SessionChange change() {
        return new SessionChange(session(), base.version(), List.copyOf(added.values()), removed, archived, events, null);
    }

    boolean changed() {
        return !added.isEmpty() || !removed.isEmpty() || !events.isEmpty();
    }

    static Instant now(java.time.Clock clock) {
        return clock.instant();
    }
}
