package dev.dossier.session;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The session store in memory, for tests: {@link #apply} checks every change first, then applies all of them. */
final class InMemorySessionStore implements SessionStore {

    final Map<String, Session> sessions = new HashMap<>();
    /** Every stored item by session and id; {@link #items} applies the session's floor. */
    final Map<String, LinkedHashMap<String, SessionItem>> items = new HashMap<>();
    final Map<String, LinkedHashMap<String, ScratchpadEntry>> scratchpads = new HashMap<>();
    final Map<String, List<SessionEvent>> events = new HashMap<>();
    final Map<String, Checkpoint> checkpoints = new HashMap<>();
    int applies;

    @Override
    public synchronized void apply(List<SessionChange> changes) {
        for (SessionChange c : changes) {
            Session stored = sessions.get(c.session().id());
            if (c.expectedVersion() == 0 ? stored != null : stored == null || stored.version() != c.expectedVersion()) {
                throw new DossierException(ErrorCode.CONFLICT, "session " + c.session().id() + " changed meanwhile");
            }
        }
        applies++;
        for (SessionChange c : changes) {
            String id = c.session().id();
            sessions.put(id, c.session());
            var its = items.computeIfAbsent(id, k -> new LinkedHashMap<>());
            for (SessionItem i : c.added()) {
                if (its.put(i.id(), i) != null) {
                    throw new IllegalStateException("item " + i.id() + " stored twice");
                }
            }
            its.values().removeIf(i -> c.removed().contains(i.id())); // after the added ones, as the graph store does
            var sp = scratchpads.computeIfAbsent(id, k -> new LinkedHashMap<>());
            c.archived().forEach(e -> sp.put(e.ref(), e));
            events.computeIfAbsent(id, k -> new ArrayList<>()).addAll(c.events());
            if (c.checkpoint() != null) {
                checkpoints.put(c.checkpoint().id(), c.checkpoint());
            }
        }
    }

    @Override
    public synchronized List<Session> list(String user, String project, int limit) {
        return sessions.values().stream().filter(s -> s.user().equals(user) && (project == null || s.project().equals(project)))
                .sorted(Comparator.comparing(Session::created).reversed()).limit(limit).toList();
    }

    @Override
    public synchronized Optional<Session> find(String sessionId) {
        return Optional.ofNullable(sessions.get(sessionId));
    }

    @Override
    public synchronized List<SessionItem> items(String sessionId) {
        Session s = sessions.get(sessionId);
        if (s == null) {
            return List.of();
        }
        var c = s.counters();
        var in = items.getOrDefault(sessionId, new LinkedHashMap<>()).values().stream()
                .filter(i -> i.seq() >= c.floor() || c.kept().contains(i.id())).sorted(Comparator.comparingLong(SessionItem::seq)).toList();
        for (int k = 1; k < in.size(); k++) {
            if (in.get(k).seq() == in.get(k - 1).seq()) {
                throw new IllegalStateException("seq " + in.get(k).seq() + " twice in the context of " + sessionId);
            }
        }
        return in;
    }

    @Override
    public synchronized Optional<ScratchpadEntry> scratchpad(String sessionId, String ref) {
        return Optional.ofNullable(scratchpads.getOrDefault(sessionId, new LinkedHashMap<>()).get(ref));
    }

    @Override
    public synchronized List<String> scratchpadRefs(String sessionId) {
        return List.copyOf(scratchpads.getOrDefault(sessionId, new LinkedHashMap<>()).keySet());
    }

    @Override
    public synchronized List<SessionEvent> events(String sessionId, long afterSeq, int limit) {
        return events.getOrDefault(sessionId, List.of()).stream().filter(e -> e.seq() > afterSeq)
                .sorted(Comparator.comparingLong(SessionEvent::seq)).limit(limit).toList();
    }

    @Override
    public synchronized Optional<Checkpoint> checkpoint(String checkpointId) {
        return Optional.ofNullable(checkpoints.get(checkpointId));
    }

    @Override
    public synchronized boolean delete(String sessionId) {
        items.remove(sessionId);
        scratchpads.remove(sessionId);
        events.remove(sessionId);
        return sessions.remove(sessionId) != null;
    }
}
