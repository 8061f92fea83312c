package dev.dossier.graph;

import static org.neo4j.driver.Values.parameters;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.monitor.Level;
import dev.dossier.monitor.LoopEvent;
import dev.dossier.monitor.LoopState;
import dev.dossier.monitor.MonitorStore;
import dev.dossier.monitor.Rule;
import dev.dossier.monitor.Signal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.neo4j.driver.TransactionContext;
import org.neo4j.driver.Value;

/**
 * {@link MonitorStore} on Neo4j.
 *
 * <pre>
 * (:MonitorLock {key})                  "project|plan" (or "project|loop:id" without a plan): taken first by every event
 * (:MonitorLoop {id, project, plan_id, task_id, session_id, running, started, updated, events, iterations, retries,
 *                tokens_used, window, tokens_per_iteration, task_files, files_changed, outside, fired (JSON), level})
 * (:MonitorSignal {id, seq, loop_id, task_id, project, rule, level, reason, evidence (JSON), suggested_action, at,
 *                  acked_by, acked_at})
 * (:MonitorCounter {name: 'signals', next})  the last signal's seq
 * </pre>
 *
 * An event is one write transaction: the lock node of its plan serialises the events of one plan (so two loops that
 * change one file at once cannot both miss the other), then the loop and its running peers are read, the rules run,
 * and the loop, the peers that changed and the signals are written.
 */
final class Neo4jMonitorStore implements MonitorStore {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final GraphStore graph;

    Neo4jMonitorStore(GraphStore graph) {
        this.graph = graph;
    }

    @Override
    public Applied apply(LoopEvent event, Transition transition) {
        return graph.write(tx -> {
            String key = event.project() + "|" + (event.planId() != null ? event.planId() : "loop:" + event.loopId());
            tx.run("MERGE (k:MonitorLock {key: $key}) SET k.taken = coalesce(k.taken, 0) + 1", Map.of("key", key)).consume();
            LoopState current = loop(tx, event.loopId()).orElse(null);
            if (current != null && !current.project().equals(event.project())) {
                throw new DossierException(ErrorCode.CONFLICT, "loop id '" + event.loopId() + "' is used by another project; choose another loop id",
                        Map.of("field", "loop_id"));
            }
            List<LoopState> peers = List.of();
            String plan = event.planId() != null ? event.planId() : current == null ? null : current.planId();
            if (plan != null) {
                var params = parameters("project", event.project(), "plan", plan, "id", event.loopId());
                peers = tx.run("MATCH (l:MonitorLoop {project: $project, plan_id: $plan}) WHERE l.running AND l.id <> $id RETURN l ORDER BY l.id",
                        params).list(r -> state(r.get("l")));
            }
            var evaluation = transition.apply(current, peers);
            write(tx, evaluation.loop());
            for (var peer : evaluation.peers()) {
                write(tx, peer);
            }
            var signals = new ArrayList<Signal>();
            for (var raised : evaluation.signals()) {
                long seq = tx.run("MERGE (c:MonitorCounter {name: 'signals'}) SET c.next = coalesce(c.next, 0) + 1 RETURN c.next AS seq")
                        .single().get("seq").asLong();
                var s = new Signal("sig_" + UUID.randomUUID(), seq, raised.loopId(), raised.taskId(), raised.project(), raised.rule(), raised.level(),
                        raised.reason(), raised.evidence(), raised.suggestedAction(), event.at(), null);
                var props = new HashMap<String, Object>();
                props.put("id", s.id());
                props.put("seq", s.seq());
                props.put("loop_id", s.loopId());
                props.put("task_id", s.taskId());
                props.put("project", s.project());
                props.put("rule", s.rule().label());
                props.put("level", s.level().label());
                props.put("reason", s.reason());
                props.put("evidence", json(s.evidence()));
                props.put("suggested_action", s.suggestedAction());
                props.put("at", s.at().toString());
                tx.run("CREATE (s:MonitorSignal) SET s = $props", Map.of("props", props)).consume();
                signals.add(s);
            }
            return new Applied(evaluation.loop(), signals);
        });
    }

    private static void write(TransactionContext tx, LoopState l) {
        var p = new HashMap<String, Object>();
        p.put("project", l.project());
        p.put("plan_id", l.planId());
        p.put("task_id", l.taskId());
        p.put("session_id", l.sessionId());
        p.put("running", l.running());
        p.put("started", l.started().toString());
        p.put("updated", l.updated().toString());
        p.put("events", l.events());
        p.put("iterations", l.iterations());
        p.put("retries", l.retries());
        p.put("tokens_used", l.tokensUsed());
        p.put("window", l.window());
        p.put("tokens_per_iteration", l.tokensPerIteration());
        p.put("task_files", l.taskFiles());
        p.put("files_changed", l.filesChanged());
        p.put("outside", l.outside());
        var fired = new HashMap<String, Integer>();
        l.fired().forEach((r, n) -> fired.put(r.label(), n));
        p.put("fired", json(fired));
        p.put("level", l.level() == null ? null : l.level().label());
        tx.run("MERGE (l:MonitorLoop {id: $id}) SET l += $props", Map.of("id", l.loopId(), "props", p)).consume();
    }

    @Override
    public Optional<LoopState> loop(String loopId) {
        return graph.read(tx -> loop(tx, loopId));
    }

    private static Optional<LoopState> loop(TransactionContext tx, String loopId) {
        return tx.run("MATCH (l:MonitorLoop {id: $id}) RETURN l", Map.of("id", loopId)).list(r -> state(r.get("l"))).stream().findFirst();
    }

    private static LoopState state(Value l) {
        Map<String, Integer> stored = read(l.get("fired").asString("{}"), new TypeReference<>() {
        });
        var fired = new EnumMap<Rule, Integer>(Rule.class);
        stored.forEach((k, v) -> fired.put(Rule.valueOf(k.toUpperCase(java.util.Locale.ROOT)), v));
        return new LoopState(l.get("id").asString(), l.get("project").asString(), l.get("plan_id").asString(null), l.get("task_id").asString(),
                l.get("session_id").asString(null), l.get("running").asBoolean(), Instant.parse(l.get("started").asString()),
                Instant.parse(l.get("updated").asString()), l.get("events").asLong(), l.get("iterations").asLong(), l.get("retries").asLong(),
                l.get("tokens_used").asLong(), l.get("window").asInt(), l.get("tokens_per_iteration").asDouble(), strings(l.get("task_files")),
                strings(l.get("files_changed")), strings(l.get("outside")), fired,
                l.get("level").isNull() ? null : Level.of(l.get("level").asString()));
    }

    private static List<String> strings(Value v) {
        return v.isNull() ? List.of() : v.asList(Value::asString);
    }

    @Override
    public List<Signal> signals(long since, Set<String> projects, int limit) {
        var params = parameters("since", since, "projects", projects == null ? null : List.copyOf(projects), "limit", limit);
        return graph.read(tx -> tx.run("""
                MATCH (s:MonitorSignal) WHERE s.seq > $since AND ($projects IS NULL OR s.project IN $projects)
                RETURN s ORDER BY s.seq LIMIT $limit
                """, params).list(r -> signal(r.get("s"))));
    }

    @Override
    public Optional<Signal> signal(String id) {
        return graph.read(tx -> tx.run("MATCH (s:MonitorSignal {id: $id}) RETURN s", Map.of("id", id)).list(r -> signal(r.get("s")))
                .stream().findFirst());
    }

    @Override
    public Optional<Signal> acknowledge(String id, String by, Instant at) {
        return graph.write(tx -> tx.run("""
                MATCH (s:MonitorSignal {id: $id})
                SET s.acked_by = coalesce(s.acked_by, $by), s.acked_at = coalesce(s.acked_at, $at)
                RETURN s
                """, Map.of("id", id, "by", by, "at", at.toString())).list(r -> signal(r.get("s"))).stream().findFirst());
    }

    private static Signal signal(Value s) {
        Map<String, String> evidence = read(s.get("evidence").asString("{}"), new TypeReference<>() {
        });
        var ack = s.get("acked_by").isNull() ? null : new Signal.Ack(s.get("acked_by").asString(), Instant.parse(s.get("acked_at").asString()));
        return new Signal(s.get("id").asString(), s.get("seq").asLong(), s.get("loop_id").asString(), s.get("task_id").asString(),
                s.get("project").asString(), Rule.valueOf(s.get("rule").asString().toUpperCase(java.util.Locale.ROOT)), Level.of(s.get("level").asString()),
                s.get("reason").asString(), evidence, s.get("suggested_action").asString(), Instant.parse(s.get("at").asString()), ack);
    }

    private static String json(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new DossierException(ErrorCode.INTERNAL, "cannot write monitor state as JSON", Map.of(), e);
        }
    }

    private static <T> T read(String json, TypeReference<T> type) {
        try {
            return JSON.readValue(json, type);
        } catch (JsonProcessingException e) {
            throw new DossierException(ErrorCode.STORAGE, "stored monitor state is not valid JSON", Map.of(), e);
        }
    }
}
