package dev.dossier.graph;

import static org.neo4j.driver.Values.parameters;

import dev.dossier.audit.AuditEvent;
import dev.dossier.audit.AuditLog;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Set;
import org.neo4j.driver.Record;

/** The audit trail as {@code (:AuditEvent)} nodes, indexed by time. */
final class Neo4jAuditLog implements AuditLog {

    private final GraphStore graph;

    Neo4jAuditLog(GraphStore graph) {
        this.graph = graph;
    }

    @Override
    public void record(AuditEvent e) {
        var props = new HashMap<String, Object>();
        props.put("id", e.id());
        props.put("at", e.at().toString());
        props.put("actor", e.actor());
        props.put("action", e.action());
        props.put("project", e.project());
        props.put("target", e.target());
        props.put("outcome", e.outcome());
        graph.update(tx -> tx.run("CREATE (a:AuditEvent) SET a = $props", java.util.Map.of("props", props)).consume());
    }

    @Override
    public List<AuditEvent> since(Instant since, String project, Set<String> visible, int limit) {
        var params = parameters("since", since == null ? "" : since.toString(), "project", project,
                "visible", visible == null ? null : List.copyOf(visible), "limit", limit);
        // ISO-8601 instants of one format sort as text
        return graph.read(tx -> tx.run("""
                MATCH (a:AuditEvent) WHERE a.at >= $since
                  AND ($project IS NULL OR a.project = $project)
                  AND ($visible IS NULL OR a.project IS NULL OR a.project IN $visible)
                RETURN a ORDER BY a.at DESC, a.id DESC LIMIT $limit
                """, params).list(Neo4jAuditLog::event));
    }

    private static AuditEvent event(Record r) {
        var a = r.get("a");
        return new AuditEvent(a.get("id").asString(), Instant.parse(a.get("at").asString()), a.get("actor").asString(), a.get("action").asString(),
                a.get("project").asString(null), a.get("target").asString(null), a.get("outcome").asString());
    }
}
