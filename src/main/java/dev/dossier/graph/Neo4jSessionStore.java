package dev.dossier.graph;

import static org.neo4j.driver.Values.parameters;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.session.Checkpoint;
import dev.dossier.session.Component;
import dev.dossier.session.Continuation;
import dev.dossier.session.Mitigation;
import dev.dossier.session.Role;
import dev.dossier.session.ScratchpadEntry;
import dev.dossier.session.Session;
import dev.dossier.session.SessionChange;
import dev.dossier.session.SessionEvent;
import dev.dossier.session.SessionItem;
import dev.dossier.session.SessionStore;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.neo4j.driver.Value;

/**
 * {@link SessionStore} on Neo4j.
 *
 * <pre>
 * (:Session {id, project, user, model, window, budget, policy, allocations (JSON), auto_compress, mitigation, parent_id,
 *            created, tokens (JSON), history_messages, next_seq, next_event_seq, turns, tokens_per_turn, floor, kept, version})
 * (:Session)-[:CONTINUES]->(:Session)                         the session it continues after a checkpoint
 * (:SessionItem {id, session_id, seq, component, role, content, timestamp, pinned, key, tokens})-[:IN_SESSION]->(:Session)
 *            in the context when (seq >= the session's floor and not out) or its id is in the session's kept list;
 *            the others stay stored, out of the context, until the session is deleted
 * (:ScratchpadEntry {ref, session_id, strategy, at, batch, pos, item_ids})-[:OF_SESSION]->(:Session)   its items, by id
 * (:SessionEvent {id, session_id, seq, type, at, json})-[:OF_SESSION]->(:Session)
 * (:Checkpoint {id, session_id, successor_id, at, continuation (JSON)})-[:CHECKPOINT_OF]->(:Session)
 * </pre>
 *
 * {@link #apply} is one write transaction and one statement (with only the parts the batch needs: an add is usually the
 * session and one item): for each change it merges the session node, takes its write
 * lock ({@code SET s._lock}) and only then reads the stored version, so two concurrent applies of one version are
 * serialised and the second sees the first's version; every write of the batch follows in the same statement (UNWIND),
 * and a version that differs from the expected one throws {@code CONFLICT} after the statement, which rolls all of it
 * back. A create merges a node that did not exist (version 0); a stale change to a missing session merges one too,
 * which the rollback removes. Nothing leaves the graph before the session is deleted: added items are created first
 * (also those removed again in the same change, which a scratchpad entry holds), then the removed ones at or above
 * the new floor are marked {@code out}; the ones below it left the context with the floor, so a compression writes a
 * few properties, not one deletion per item. A summary item reuses the {@code seq} of the first item it replaces (that
 * one is out by then). Scratchpad entries list their items' ids, read back byte for byte from the item nodes; their
 * order is the session version that wrote them, then their place in the change. Checkpoints outlive the session they
 * checkpoint, as in the in-memory store.
 *
 * <p>Long (about 550 lines) because it maps five record kinds (sessions, items, scratchpad entries, six event types,
 * checkpoints) to and from the graph; the write is one statement assembled from parts.
 */
public final class Neo4jSessionStore implements SessionStore {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Takes the session's write lock, then reads its stored version (0: the merge created it). */
    private static final String LOCK = """
            UNWIND $changes AS c
            MERGE (s:Session {id: c.id})
              ON CREATE SET s.version = 0
            SET s._lock = true
            WITH c, s, s.version AS stored
            SET s += c.props
            REMOVE s._lock
            WITH c, s, stored
            """;
    private static final String PARENT = """
            CALL (c, s) {
              WITH c, s WHERE c.expected = 0 AND c.parent_id IS NOT NULL
              MATCH (p:Session {id: c.parent_id})
              MERGE (s)-[:CONTINUES]->(p)
            }
            """;
    /**
     * Removed items above the floor leave the context but stay stored (a scratchpad entry may refer to them): one
     * unique-index seek per id (an UNWIND, not an IN list: the plan is cheaper and so is its first run).
     */
    private static final String REMOVED = """
            CALL (c) {
              UNWIND c.removed AS removed
              MATCH (i:SessionItem {id: removed}) WHERE i.session_id = c.id
              SET i.out = true
            }
            """;
    private static final String ADDED = """
            CALL (c, s) {
              UNWIND c.added AS props
              CREATE (i:SessionItem)-[:IN_SESSION]->(s)
              SET i = props
            }
            """;
    private static final String ARCHIVED = """
            CALL (c, s) {
              UNWIND c.archived AS props
              CREATE (e:ScratchpadEntry)-[:OF_SESSION]->(s)
              SET e = props
            }
            """;
    private static final String EVENTS = """
            CALL (c, s) {
              UNWIND c.events AS props
              CREATE (e:SessionEvent)-[:OF_SESSION]->(s)
              SET e = props
            }
            """;
    private static final String CHECKPOINTS = """
            CALL (c, s) {
              UNWIND c.checkpoints AS props
              CREATE (k:Checkpoint)-[:CHECKPOINT_OF]->(s)
              SET k = props
            }
            """;
    private static final String RETURN = "RETURN c.id AS id, stored, c.expected AS expected\n";
    private static final String[] PARTS = {PARENT, ADDED, REMOVED, ARCHIVED, EVENTS, CHECKPOINTS};
    /** The statement for each combination of parts a batch needs (an add is usually the lock and one item). */
    private static final String[] STATEMENTS = new String[1 << PARTS.length];

    static {
        for (int mask = 0; mask < STATEMENTS.length; mask++) {
            var b = new StringBuilder(LOCK);
            for (int k = 0; k < PARTS.length; k++) {
                if ((mask & (1 << k)) != 0) {
                    b.append(PARTS[k]);
                }
            }
            STATEMENTS[mask] = b.append(RETURN).toString();
        }
    }

    private final GraphStore graph;

    public Neo4jSessionStore(GraphStore graph) {
        this.graph = graph;
    }

    // ---------------------------------------------------------------- writes

    @Override
    public void apply(List<SessionChange> changes) {
        if (changes.isEmpty()) {
            return;
        }
        var rows = new ArrayList<Map<String, Object>>(changes.size());
        int mask = 0;
        for (SessionChange c : changes) {
            rows.add(change(c));
            mask |= (c.expectedVersion() == 0 && c.session().parentId() != null ? 1 : 0) | (c.added().isEmpty() ? 0 : 2)
                    | (c.removed().isEmpty() ? 0 : 4) | (c.archived().isEmpty() ? 0 : 8) | (c.events().isEmpty() ? 0 : 16)
                    | (c.checkpoint() == null ? 0 : 32);
        }
        // Fewer statement shapes, so fewer first-use plans (a plan of the compression statement costs ~250 ms on first
        // use, its run ~30 ms): an item write also carries the (usually empty) event part, and a compression (removed or
        // archived items) carries every part a compression can need; an empty part costs an UNWIND of nothing.
        if ((mask & 2) != 0) {
            mask |= 16;
        }
        if ((mask & (4 | 8)) != 0) {
            mask |= 2 | 4 | 8 | 16;
        }
        String statement = STATEMENTS[mask];
        graph.update(tx -> {
            var result = tx.run(statement, Map.of("changes", rows)).list();
            for (var r : result) {
                long stored = r.get("stored").asLong();
                long expected = r.get("expected").asLong();
                if (stored != expected) {
                    String id = r.get("id").asString();
                    throw new DossierException(ErrorCode.CONFLICT, expected == 0 ? "session " + id + " exists already"
                            : "session " + id + " changed meanwhile (version " + expected + " expected, " + (stored == 0 ? "none" : stored)
                            + " stored); nothing was written", Map.of("session_id", id, "expected_version", expected));
                }
            }
        });
    }

    private static Map<String, Object> change(SessionChange c) {
        Session s = c.session();
        var row = new HashMap<String, Object>();
        row.put("id", s.id());
        row.put("expected", c.expectedVersion());
        row.put("parent_id", s.parentId());
        row.put("props", sessionProps(s));
        row.put("removed", List.copyOf(c.removed()));
        var added = new ArrayList<Map<String, Object>>(c.added().size());
        for (SessionItem i : c.added()) {
            var p = itemProps(i);
            p.put("session_id", s.id());
            added.add(p);
        }
        row.put("added", added);
        var archived = new ArrayList<Map<String, Object>>(c.archived().size());
        for (int k = 0; k < c.archived().size(); k++) {
            ScratchpadEntry e = c.archived().get(k);
            var p = new HashMap<String, Object>();
            p.put("ref", e.ref());
            p.put("session_id", s.id());
            p.put("strategy", e.strategy());
            p.put("at", time(e.at()));
            p.put("batch", s.version());
            p.put("pos", k);
            p.put("item_ids", e.items().stream().map(SessionItem::id).toList());
            archived.add(p);
        }
        row.put("archived", archived);
        var events = new ArrayList<Map<String, Object>>(c.events().size());
        for (SessionEvent e : c.events()) {
            var p = new HashMap<String, Object>();
            p.put("id", e.id());
            p.put("session_id", s.id());
            p.put("seq", e.seq());
            p.put("type", e.type());
            p.put("at", time(e.at()));
            p.put("json", json(eventJson(e)));
            events.add(p);
        }
        row.put("events", events);
        var checkpoints = new ArrayList<Map<String, Object>>(1);
        if (c.checkpoint() != null) {
            Checkpoint k = c.checkpoint();
            var p = new HashMap<String, Object>();
            p.put("id", k.id());
            p.put("session_id", k.sessionId());
            p.put("successor_id", k.successorId());
            p.put("at", time(k.at()));
            p.put("continuation", json(continuationJson(k.continuation())));
            checkpoints.add(p);
        }
        row.put("checkpoints", checkpoints);
        return row;
    }

    private static Map<String, Object> sessionProps(Session s) {
        var p = new HashMap<String, Object>();
        p.put("project", s.project());
        p.put("user", s.user());
        p.put("model", s.model());
        p.put("window", s.window());
        p.put("budget", s.budget());
        p.put("policy", s.policy());
        p.put("allocations", json(byLabel(s.allocations())));
        p.put("auto_compress", s.autoCompress());
        p.put("mitigation", s.mitigation() == null ? null : s.mitigation().label());
        p.put("parent_id", s.parentId());
        p.put("guarded", s.guarded());
        p.put("guard_kb", s.guardKb());
        p.put("created", time(s.created()));
        var c = s.counters();
        p.put("tokens", json(byLabel(c.tokens())));
        p.put("history_messages", c.historyMessages());
        p.put("next_seq", c.nextSeq());
        p.put("next_event_seq", c.nextEventSeq());
        p.put("turns", c.turns());
        p.put("tokens_per_turn", c.tokensPerTurn());
        p.put("floor", c.floor());
        p.put("kept", c.kept());
        p.put("version", s.version());
        return p;
    }

    private static Map<String, Object> itemProps(SessionItem i) {
        var p = new HashMap<String, Object>();
        p.put("id", i.id());
        p.put("seq", i.seq());
        p.put("component", i.component().label());
        p.put("role", i.role().label());
        p.put("content", i.content());
        p.put("timestamp", time(i.timestamp()));
        p.put("pinned", i.pinned());
        p.put("key", i.key());
        p.put("tokens", i.tokens());
        return p;
    }

    @Override
    public boolean delete(String sessionId) {
        return graph.write(tx -> tx.run("""
                MATCH (s:Session {id: $id})
                CALL (s) {
                  MATCH (x)-[:IN_SESSION|OF_SESSION]->(s)
                  DETACH DELETE x
                }
                DETACH DELETE s
                RETURN count(*) AS n
                """, Map.of("id", sessionId)).single().get("n").asLong() > 0);
    }

    // ---------------------------------------------------------------- reads

    @Override
    public Optional<Session> find(String sessionId) {
        return graph.read(tx -> tx.run("MATCH (s:Session {id: $id}) RETURN s", Map.of("id", sessionId)).list(r -> session(r.get("s"))))
                .stream().findFirst();
    }

    @Override
    public List<Session> list(String user, String project, int limit) {
        var params = parameters("user", user, "project", project, "limit", limit);
        return graph.read(tx -> tx.run("""
                MATCH (s:Session) WHERE s.user = $user AND ($project IS NULL OR s.project = $project)
                RETURN s ORDER BY s.created DESC, s.id LIMIT $limit
                """, params).list(r -> session(r.get("s"))));
    }

    @Override
    public List<SessionItem> items(String sessionId) {
        return graph.read(tx -> tx.run("""
                MATCH (s:Session {id: $id})
                CALL (s) {
                  MATCH (i:SessionItem) WHERE i.session_id = s.id AND i.seq >= coalesce(s.floor, 0) AND i.out IS NULL
                  RETURN i
                  UNION
                  UNWIND coalesce(s.kept, []) AS kept
                  MATCH (i:SessionItem {id: kept})
                  RETURN i
                }
                RETURN i ORDER BY i.seq
                """, Map.of("id", sessionId)).list(r -> item(r.get("i"))));
    }

    @Override
    public Optional<ScratchpadEntry> scratchpad(String sessionId, String ref) {
        return graph.read(tx -> tx.run("""
                MATCH (e:ScratchpadEntry) WHERE e.session_id = $id AND e.ref = $ref
                CALL (e) {
                  UNWIND range(0, size(coalesce(e.item_ids, [])) - 1) AS k
                  MATCH (i:SessionItem {id: e.item_ids[k]})
                  RETURN i ORDER BY k
                }
                RETURN e, collect(i) AS items
                """, Map.of("id", sessionId, "ref", ref)).list(r -> entry(r.get("e"), r.get("items").asList(Neo4jSessionStore::item))))
                .stream().findFirst();
    }

    @Override
    public List<String> scratchpadRefs(String sessionId) {
        return graph.read(tx -> tx.run("""
                MATCH (e:ScratchpadEntry) WHERE e.session_id = $id
                RETURN e.ref AS ref ORDER BY e.batch, e.pos""", Map.of("id", sessionId)).list(r -> r.get("ref").asString()));
    }

    @Override
    public List<SessionEvent> events(String sessionId, long afterSeq, int limit) {
        if (limit <= 0) {
            return List.of();
        }
        return graph.read(tx -> tx.run("""
                MATCH (e:SessionEvent) WHERE e.session_id = $id AND e.seq > $after
                RETURN e ORDER BY e.seq LIMIT $limit""", Map.of("id", sessionId, "after", afterSeq, "limit", limit)).list(r -> event(r.get("e"))));
    }

    @Override
    public Optional<Checkpoint> checkpoint(String checkpointId) {
        return graph.read(tx -> tx.run("MATCH (k:Checkpoint {id: $id}) RETURN k", Map.of("id", checkpointId)).list(r -> checkpoint(r.get("k"))))
                .stream().findFirst();
    }

    // ---------------------------------------------------------------- from the graph

    private static Session session(Value s) {
        var counters = new Session.Counters(components(parse(s.get("tokens").asString("{}"), MAP_INT)), s.get("history_messages").asInt(),
                s.get("next_seq").asLong(), s.get("next_event_seq").asLong(), s.get("turns").asLong(), s.get("tokens_per_turn").asDouble(),
                s.get("floor").asLong(0), s.get("kept").isNull() ? List.of() : s.get("kept").asList(Value::asString));
        String mitigation = s.get("mitigation").asString(null);
        return new Session(s.get("id").asString(), s.get("project").asString(), s.get("user").asString(), s.get("model").asString(null),
                s.get("window").asInt(), s.get("budget").asInt(), s.get("policy").asString(null),
                components(parse(s.get("allocations").asString("{}"), MAP_INT)), s.get("auto_compress").asBoolean(),
                mitigation == null ? null : Mitigation.valueOf(mitigation.toUpperCase(Locale.ROOT)), s.get("parent_id").asString(null),
                instant(s.get("created")), counters, s.get("version").asLong(), s.get("guarded").asBoolean(false), s.get("guard_kb").asString(null));
    }

    private static SessionItem item(Value i) {
        return new SessionItem(i.get("id").asString(), i.get("seq").asLong(), Component.parse(i.get("component").asString(), "component"),
                Role.parse(i.get("role").asString(), "role"), i.get("content").asString(), instant(i.get("timestamp")), i.get("pinned").asBoolean(),
                i.get("key").asString(null), i.get("tokens").asInt());
    }

    /** An entry with its items (read by id; entries written before items stayed stored keep them as JSON). */
    private static ScratchpadEntry entry(Value e, List<SessionItem> stored) {
        var items = e.get("items").isNull() ? stored
                : parse(e.get("items").asString(), LIST_OF_MAPS).stream().map(Neo4jSessionStore::itemFromJson).toList();
        return new ScratchpadEntry(e.get("ref").asString(), e.get("session_id").asString(), e.get("strategy").asString(null), instant(e.get("at")),
                items);
    }

    private static SessionEvent event(Value e) {
        String id = e.get("id").asString();
        long seq = e.get("seq").asLong();
        Instant at = instant(e.get("at"));
        Map<String, Object> j = parse(e.get("json").asString("{}"), MAP);
        String type = e.get("type").asString();
        return switch (type) {
            case "level_changed" -> new SessionEvent.LevelChanged(id, seq, at, str(j, "from"), str(j, "to"), dbl(j, "utilization"));
            case "compression_applied" -> new SessionEvent.CompressionApplied(id, seq, at, str(j, "strategy"), lng(j, "tokens_before"),
                    lng(j, "tokens_after"), lng(j, "freed"), Boolean.TRUE.equals(j.get("reached_target")));
            case "compression_failed" -> new SessionEvent.CompressionFailed(id, seq, at, dbl(j, "utilization"), dbl(j, "target"),
                    str(j, "recommendation"));
            case "distraction_detected" -> new SessionEvent.DistractionDetected(id, seq, at, str(j, "severity"), str(j, "message"),
                    str(j, "recommended_action"));
            case "budget_exceeded" -> new SessionEvent.BudgetExceeded(id, seq, at, str(j, "component"), lng(j, "tokens"), (int) lng(j, "allocation"));
            case "checkpoint_created" -> new SessionEvent.CheckpointCreated(id, seq, at, str(j, "checkpoint_id"), str(j, "successor_id"));
            default -> throw new DossierException(ErrorCode.STORAGE, "stored session event " + id + " has an unknown type '" + type + "'");
        };
    }

    private static Checkpoint checkpoint(Value k) {
        Map<String, Object> c = parse(k.get("continuation").asString("{}"), MAP);
        @SuppressWarnings("unchecked")
        var pinned = ((List<Map<String, Object>>) c.getOrDefault("pinned", List.of())).stream().map(Neo4jSessionStore::itemFromJson).toList();
        var continuation = new Continuation(str(c, "summary"), strings(c, "decisions"), strings(c, "remaining_criteria"), pinned,
                strings(c, "scratchpad_refs"));
        return new Checkpoint(k.get("id").asString(), k.get("session_id").asString(), k.get("successor_id").asString(null), instant(k.get("at")),
                continuation);
    }

    // ---------------------------------------------------------------- JSON

    private static final TypeReference<Map<String, Object>> MAP = new TypeReference<>() { };
    private static final TypeReference<Map<String, Integer>> MAP_INT = new TypeReference<>() { };
    private static final TypeReference<List<Map<String, Object>>> LIST_OF_MAPS = new TypeReference<>() { };

    private static Map<String, Object> itemJson(SessionItem i) {
        var m = new LinkedHashMap<String, Object>();
        m.put("id", i.id());
        m.put("seq", i.seq());
        m.put("component", i.component().label());
        m.put("role", i.role().label());
        m.put("content", i.content());
        m.put("timestamp", i.timestamp().toString());
        m.put("pinned", i.pinned());
        m.put("key", i.key());
        m.put("tokens", i.tokens());
        return m;
    }

    private static SessionItem itemFromJson(Map<String, Object> m) {
        return new SessionItem(str(m, "id"), lng(m, "seq"), Component.parse(str(m, "component"), "component"), Role.parse(str(m, "role"), "role"),
                str(m, "content"), Instant.parse(str(m, "timestamp")), Boolean.TRUE.equals(m.get("pinned")), str(m, "key"), (int) lng(m, "tokens"));
    }

    private static Map<String, Object> eventJson(SessionEvent e) {
        var m = new LinkedHashMap<String, Object>();
        if (e instanceof SessionEvent.LevelChanged l) {
            m.put("from", l.from());
            m.put("to", l.to());
            m.put("utilization", l.utilization());
        } else if (e instanceof SessionEvent.CompressionApplied c) {
            m.put("strategy", c.strategy());
            m.put("tokens_before", c.tokensBefore());
            m.put("tokens_after", c.tokensAfter());
            m.put("freed", c.freed());
            m.put("reached_target", c.reachedTarget());
        } else if (e instanceof SessionEvent.CompressionFailed f) {
            m.put("utilization", f.utilization());
            m.put("target", f.target());
            m.put("recommendation", f.recommendation());
        } else if (e instanceof SessionEvent.DistractionDetected d) {
            m.put("severity", d.severity());
            m.put("message", d.message());
            m.put("recommended_action", d.recommendedAction());
        } else if (e instanceof SessionEvent.BudgetExceeded b) {
            m.put("component", b.component());
            m.put("tokens", b.tokens());
            m.put("allocation", b.allocation());
        } else if (e instanceof SessionEvent.CheckpointCreated k) {
            m.put("checkpoint_id", k.checkpointId());
            m.put("successor_id", k.successorId());
        } else {
            throw new IllegalStateException("unknown session event " + e.getClass().getName());
        }
        return m;
    }

    private static Map<String, Object> continuationJson(Continuation c) {
        var m = new LinkedHashMap<String, Object>();
        m.put("summary", c.summary());
        m.put("decisions", c.decisions());
        m.put("remaining_criteria", c.remainingCriteria());
        m.put("pinned", c.pinned().stream().map(Neo4jSessionStore::itemJson).toList());
        m.put("scratchpad_refs", c.scratchpadRefs());
        return m;
    }

    private static Map<String, Integer> byLabel(Map<Component, Integer> values) {
        var m = new LinkedHashMap<String, Integer>();
        for (Component c : Component.values()) {
            Integer v = values.get(c);
            if (v != null) {
                m.put(c.label(), v);
            }
        }
        return m;
    }

    private static Map<Component, Integer> components(Map<String, Integer> byLabel) {
        var m = new EnumMap<Component, Integer>(Component.class);
        byLabel.forEach((k, v) -> m.put(Component.parse(k, "component"), v));
        return m;
    }

    private static String json(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("session records are plain maps, lists, strings and numbers", e);
        }
    }

    private static <T> T parse(String text, TypeReference<T> type) {
        try {
            return JSON.readValue(text, type);
        } catch (JsonProcessingException e) {
            throw new DossierException(ErrorCode.STORAGE, "a stored session property is not valid JSON: " + e.getOriginalMessage());
        }
    }

    private static String str(Map<String, Object> m, String key) {
        Object v = m.get(key);
        return v == null ? null : v.toString();
    }

    private static long lng(Map<String, Object> m, String key) {
        Object v = m.get(key);
        return v == null ? 0 : ((Number) v).longValue();
    }

    private static double dbl(Map<String, Object> m, String key) {
        Object v = m.get(key);
        return v == null ? 0 : ((Number) v).doubleValue();
    }

    @SuppressWarnings("unchecked")
    private static List<String> strings(Map<String, Object> m, String key) {
        Object v = m.get(key);
        return v == null ? List.of() : (List<String>) v;
    }

    private static OffsetDateTime time(Instant at) {
        return at.atOffset(ZoneOffset.UTC);
    }

    private static Instant instant(Value v) {
        return v.isNull() ? null : v.asZonedDateTime().toInstant();
    }
}
