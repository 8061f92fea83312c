package dev.dossier.session;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;

/**
 * The items in the context of recently used sessions, each list tagged with the session version it belongs to, so a
 * write computes from memory instead of reading every item again. A list is used only for exactly its version; a
 * stored change moves it to the change's version (removed items out, added in, the floor applied), and anything
 * else (another process wrote, a failure) simply leaves an entry that no version asks for. At most {@code maxTokens}
 * tokens of items are held; the least recently used sessions' lists go first. Not thread-safe: the caller guards it.
 */
final class ItemCache {

    private record Entry(long version, List<SessionItem> items, long tokens) {
    }

    private final LinkedHashMap<String, Entry> entries = new LinkedHashMap<>(64, 0.75f, true);
    private final long maxTokens;
    private long tokens;

    ItemCache(long maxTokens) {
        this.maxTokens = maxTokens;
    }

    /** The items at {@code version}, or null. */
    List<SessionItem> get(String sessionId, long version) {
        Entry e = entries.get(sessionId);
        return e == null || e.version != version ? null : e.items;
    }

    void put(String sessionId, long version, List<SessionItem> items) {
        remove(sessionId);
        long sum = 0;
        for (SessionItem i : items) {
            sum += i.tokens();
        }
        if (sum > maxTokens) {
            return;
        }
        entries.put(sessionId, new Entry(version, List.copyOf(items), sum));
        tokens += sum;
        var eldest = entries.entrySet().iterator();
        while (tokens > maxTokens && eldest.hasNext()) {
            tokens -= eldest.next().getValue().tokens;
            eldest.remove();
        }
    }

    /** Follows a stored change: a created session starts empty; otherwise the list at the change's base version moves on. */
    void advance(SessionChange c) {
        String id = c.session().id();
        List<SessionItem> before = c.expectedVersion() == 0 ? List.of() : get(id, c.expectedVersion());
        if (before == null) {
            remove(id);
            return;
        }
        var counters = c.session().counters();
        var kept = new java.util.HashSet<>(counters.kept());
        var after = new ArrayList<SessionItem>(before.size() + c.added().size());
        boolean ordered = true;
        for (List<SessionItem> part : List.of(before, c.added())) {
            for (SessionItem i : part) {
                if (!c.removed().contains(i.id()) && (i.seq() >= counters.floor() || kept.contains(i.id()))) {
                    ordered &= after.isEmpty() || after.get(after.size() - 1).seq() < i.seq();
                    after.add(i);
                }
            }
        }
        if (!ordered) {
            after.sort(Comparator.comparingLong(SessionItem::seq));
        }
        put(id, c.session().version(), after);
    }

    void remove(String sessionId) {
        Entry e = entries.remove(sessionId);
        if (e != null) {
            tokens -= e.tokens;
        }
    }
}
