package dev.dossier.graph;

import static org.neo4j.driver.Values.parameters;

import dev.dossier.clash.Clash;
import dev.dossier.clash.ClashStatus;
import dev.dossier.clash.ClashStore;
import dev.dossier.clash.ClashType;
import dev.dossier.clash.Slot;
import dev.dossier.clash.Statement;
import dev.dossier.clash.StatementStatus;
import dev.dossier.clash.Strategy;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.neo4j.driver.TransactionContext;
import org.neo4j.driver.Value;
import org.neo4j.driver.Values;

/**
 * Statements as {@code (:Statement {id, project, session_id, item_id, key, text, slot_keys, slot_values, slot_preferences,
 * valid_from, valid_to, status, qualifier, created_by})} and clashes as {@code (:Clash {...})-[:EXISTING]->(:Statement)},
 * {@code (:Clash)-[:INCOMING]->(:Statement)}. A statement or clash is never deleted; every write is one transaction,
 * which first checks that what it changes is still as it was read (an active statement, a pending clash).
 */
final class Neo4jClashStore implements ClashStore {

    private final GraphStore graph;

    Neo4jClashStore(GraphStore graph) {
        this.graph = graph;
    }

    @Override
    public List<Statement> active(String project, String sessionId, Collection<String> slotKeys) {
        var p = parameters("project", project, "session", sessionId, "keys", List.copyOf(slotKeys));
        return graph.read(tx -> tx.run("""
                MATCH (s:Statement {project: $project, status: 'active'})
                WHERE (s.session_id IS NULL OR s.session_id = $session) AND any(k IN s.slot_keys WHERE k IN $keys)
                RETURN s ORDER BY s.valid_from, s.id""", p).list(r -> statement(r.get("s"))));
    }

    @Override
    public void record(Statement incoming, List<Statement> changed, List<Clash> clashes) {
        graph.update(tx -> {
            for (Statement s : changed) {
                change(tx, s, "active");
            }
            tx.run("CREATE (s:Statement) SET s = $p", Map.of("p", props(incoming))).consume();
            for (Clash c : clashes) {
                tx.run("""
                        MATCH (e:Statement {id: $existing}), (i:Statement {id: $incoming})
                        CREATE (c:Clash) SET c = $p CREATE (c)-[:EXISTING]->(e) CREATE (c)-[:INCOMING]->(i)""",
                        Map.of("existing", c.existing().id(), "incoming", c.incoming().id(), "p", props(c))).consume();
            }
        });
    }

    /** Sets a statement's status, valid_to and qualifier when it still has {@code expected} status; a conflict otherwise. */
    private static void change(TransactionContext tx, Statement s, String expected) {
        var p = parameters("id", s.id(), "expected", expected, "status", s.status().label(),
                "valid_to", s.validTo() == null ? null : s.validTo().toString(), "qualifier", s.qualifier());
        int n = tx.run("""
                MATCH (s:Statement {id: $id}) WHERE $expected IS NULL OR s.status = $expected
                SET s.status = $status, s.valid_to = $valid_to, s.qualifier = $qualifier RETURN count(s) AS n""", p).single().get("n").asInt();
        if (n != 1) {
            throw new DossierException(ErrorCode.CONFLICT, "statement '" + s.id() + "' changed while this write was decided; send it again",
                    Map.of("id", s.id()));
        }
    }

    @Override
    public Optional<Clash> clash(String id) {
        return graph.read(tx -> tx.run("""
                MATCH (e:Statement)<-[:EXISTING]-(c:Clash {id: $id})-[:INCOMING]->(i:Statement) RETURN c, e, i""", Map.of("id", id))
                .list(r -> clash(r.get("c"), r.get("e"), r.get("i")))).stream().findFirst();
    }

    @Override
    public List<Clash> clashes(List<String> projects, ClashStatus status, int limit) {
        var p = parameters("projects", projects, "status", status == null ? null : status.label(), "limit", limit);
        return graph.read(tx -> tx.run("""
                MATCH (e:Statement)<-[:EXISTING]-(c:Clash)-[:INCOMING]->(i:Statement)
                WHERE ($projects IS NULL OR c.project IN $projects) AND ($status IS NULL OR c.status = $status)
                RETURN c, e, i ORDER BY c.detected DESC, c.id LIMIT $limit""", p).list(r -> clash(r.get("c"), r.get("e"), r.get("i"))));
    }

    @Override
    public List<Statement> statements(String project, String sessionId, boolean history, int limit) {
        var p = parameters("project", project, "session", sessionId, "history", history, "limit", limit);
        return graph.read(tx -> tx.run("""
                MATCH (s:Statement {project: $project})
                WHERE (($session IS NULL AND s.session_id IS NULL) OR s.session_id = $session) AND ($history OR s.status = 'active')
                RETURN s ORDER BY s.valid_from DESC, s.id LIMIT $limit""", p).list(r -> statement(r.get("s"))));
    }

    @Override
    public Optional<Clash> answer(Clash answered, List<Statement> changed, Instant at) {
        return graph.write(tx -> {
            int n = tx.run("""
                    MATCH (c:Clash {id: $id}) WHERE c.status = 'pending'
                    SET c += $p RETURN count(c) AS n""", Map.of("id", answered.id(), "p", props(answered))).single().get("n").asInt();
            if (n == 0) {
                return Optional.<Clash>empty();
            }
            for (Statement s : changed) {
                change(tx, s, null);
            }
            return tx.run("MATCH (e:Statement)<-[:EXISTING]-(c:Clash {id: $id})-[:INCOMING]->(i:Statement) RETURN c, e, i", Map.of("id", answered.id()))
                    .list(r -> clash(r.get("c"), r.get("e"), r.get("i"))).stream().findFirst();
        });
    }

    private static Map<String, Object> props(Statement s) {
        var p = new HashMap<String, Object>();
        p.put("id", s.id());
        p.put("project", s.project());
        p.put("session_id", s.sessionId());
        p.put("item_id", s.itemId());
        p.put("key", s.key());
        p.put("text", s.text());
        p.put("slot_keys", s.slots().stream().map(Slot::key).toList());
        p.put("slot_values", s.slots().stream().map(Slot::value).toList());
        p.put("slot_preferences", s.slots().stream().map(Slot::preference).toList());
        p.put("valid_from", s.validFrom().toString());
        p.put("valid_to", s.validTo() == null ? null : s.validTo().toString());
        p.put("status", s.status().label());
        p.put("qualifier", s.qualifier());
        p.put("created_by", s.createdBy());
        return p;
    }

    private static Map<String, Object> props(Clash c) {
        var p = new HashMap<String, Object>();
        p.put("id", c.id());
        p.put("project", c.project());
        p.put("session_id", c.sessionId());
        p.put("type", c.type().label());
        p.put("strategy", c.strategy().label());
        p.put("status", c.status().label());
        p.put("resolution", c.resolution());
        p.put("reason", c.reason());
        p.put("automatic", c.automatic());
        p.put("question", c.question());
        p.put("options", c.options());
        p.put("answer", c.answer());
        p.put("note", c.note());
        p.put("resolved_by", c.resolvedBy());
        p.put("resolved_at", c.resolvedAt() == null ? null : c.resolvedAt().toString());
        p.put("detected", c.detected().toString());
        return p;
    }

    private static Statement statement(Value s) {
        var keys = s.get("slot_keys").asList(Values.ofString());
        var values = s.get("slot_values").asList(Values.ofString());
        var prefs = s.get("slot_preferences").asList(Values.ofBoolean());
        var slots = new ArrayList<Slot>();
        for (int i = 0; i < keys.size(); i++) {
            slots.add(new Slot(keys.get(i), values.get(i), prefs.get(i)));
        }
        return new Statement(s.get("id").asString(), s.get("project").asString(), s.get("session_id").asString(null), s.get("item_id").asString(null),
                s.get("key").asString(null), s.get("text").asString(), slots, Instant.parse(s.get("valid_from").asString()), instant(s.get("valid_to")),
                StatementStatus.parse(s.get("status").asString()), s.get("qualifier").asString(null), s.get("created_by").asString());
    }

    private static Clash clash(Value c, Value e, Value i) {
        return new Clash(c.get("id").asString(), c.get("project").asString(), c.get("session_id").asString(null),
                ClashType.valueOf(c.get("type").asString().toUpperCase(Locale.ROOT)), Strategy.valueOf(c.get("strategy").asString().toUpperCase(Locale.ROOT)),
                statement(e), statement(i), ClashStatus.valueOf(c.get("status").asString().toUpperCase(Locale.ROOT)), c.get("resolution").asString(null),
                c.get("reason").asString(), c.get("automatic").asBoolean(), c.get("question").asString(null), c.get("options").asList(Values.ofString()),
                c.get("answer").asString(null), c.get("note").asString(null), c.get("resolved_by").asString(null), instant(c.get("resolved_at")),
                Instant.parse(c.get("detected").asString()));
    }

    private static Instant instant(Value v) {
        return v.isNull() ? null : Instant.parse(v.asString());
    }
}
