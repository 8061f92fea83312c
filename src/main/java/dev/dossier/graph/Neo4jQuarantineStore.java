package dev.dossier.graph;

import static org.neo4j.driver.Values.parameters;

import dev.dossier.quarantine.QuarantineItem;
import dev.dossier.quarantine.QuarantineStatus;
import dev.dossier.quarantine.QuarantineStore;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.neo4j.driver.Value;
import org.neo4j.driver.Values;

/**
 * Quarantined content as {@code (:QuarantineItem {id, project, kb, origin, destination, content, reason, claims, status,
 * created_by, created, decided_by, decided, note})}. Items are never deleted; a decision sets its fields once, in a
 * transaction that first checks the item is still pending.
 */
final class Neo4jQuarantineStore implements QuarantineStore {

    private final GraphStore graph;

    Neo4jQuarantineStore(GraphStore graph) {
        this.graph = graph;
    }

    @Override
    public void add(QuarantineItem item) {
        var p = new HashMap<String, Object>();
        p.put("id", item.id());
        p.put("project", item.project());
        p.put("kb", item.kb());
        p.put("origin", item.origin());
        p.put("destination", item.destination());
        p.put("content", item.content());
        p.put("reason", item.reason());
        p.put("claims", item.claims());
        p.put("status", item.status().label());
        p.put("created_by", item.createdBy());
        p.put("created", item.created().toString());
        p.put("attribute_keys", List.copyOf(item.attributes().keySet()));
        p.put("attribute_values", item.attributes().keySet().stream().map(k -> item.attributes().get(k)).toList());
        graph.update(tx -> tx.run("CREATE (q:QuarantineItem) SET q = $p", Map.of("p", p)).consume());
    }

    @Override
    public Optional<QuarantineItem> get(String id) {
        return graph.read(tx -> tx.run("MATCH (q:QuarantineItem {id: $id}) RETURN q", Map.of("id", id)).list(r -> item(r.get("q")))).stream().findFirst();
    }

    @Override
    public List<QuarantineItem> list(List<String> projects, QuarantineStatus status, int limit) {
        var params = parameters("projects", projects, "status", status == null ? null : status.label(), "limit", limit);
        return graph.read(tx -> tx.run("""
                MATCH (q:QuarantineItem)
                WHERE ($projects IS NULL OR q.project IN $projects) AND ($status IS NULL OR q.status = $status)
                RETURN q ORDER BY q.created DESC, q.id LIMIT $limit""", params).list(r -> item(r.get("q"))));
    }

    @Override
    public Optional<QuarantineItem> decide(String id, QuarantineStatus status, String by, Instant at, String note) {
        var params = parameters("id", id, "status", status.label(), "by", by, "at", at.toString(), "note", note);
        return graph.write(tx -> tx.run("""
                MATCH (q:QuarantineItem {id: $id}) WHERE q.status = 'pending'
                SET q.status = $status, q.decided_by = $by, q.decided = $at, q.note = $note
                RETURN q""", params).list(r -> item(r.get("q")))).stream().findFirst();
    }

    private static QuarantineItem item(Value q) {
        String decided = q.get("decided").asString(null);
        return new QuarantineItem(q.get("id").asString(), q.get("project").asString(), q.get("kb").asString(), q.get("origin").asString(),
                q.get("destination").asString(), q.get("content").asString(), q.get("reason").asString(), q.get("claims").asList(Values.ofString()),
                QuarantineStatus.valueOf(q.get("status").asString().toUpperCase()), q.get("created_by").asString(),
                Instant.parse(q.get("created").asString()), q.get("decided_by").asString(null), decided == null ? null : Instant.parse(decided),
                q.get("note").asString(null), attributes(q));
    }

    private static Map<String, String> attributes(Value q) {
        var keys = q.get("attribute_keys").isNull() ? List.<String>of() : q.get("attribute_keys").asList(Values.ofString());
        var values = q.get("attribute_values").isNull() ? List.<String>of() : q.get("attribute_values").asList(Values.ofString());
        var out = new HashMap<String, String>();
        for (int i = 0; i < keys.size(); i++) {
            out.put(keys.get(i), values.get(i));
        }
        return out;
    }
}
