package dev.dossier.graph;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.gates.GateReport;
import dev.dossier.gates.GateReports;
import dev.dossier.gates.GateResult;
import dev.dossier.gates.GateStatus;
import dev.dossier.gates.StoredGateReport;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@link GateReports} on Neo4j:
 *
 * <pre>
 * (:GateReport {id, project, task_id, seq, at, passed, gates (JSON)})
 * </pre>
 *
 * {@code seq} counts the task's reports (taken under the lock of the task's latest report node, so two concurrent
 * records of one task get different numbers); the latest is the highest.
 */
final class Neo4jGateReports implements GateReports {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final GraphStore graph;

    Neo4jGateReports(GraphStore graph) {
        this.graph = graph;
    }

    @Override
    public void record(StoredGateReport r) {
        var props = new HashMap<String, Object>();
        props.put("id", r.id());
        props.put("project", r.project());
        props.put("task_id", r.taskId());
        props.put("at", r.at().toString());
        props.put("passed", r.report().passed());
        props.put("gates", json(r.report().gates()));
        graph.update(tx -> tx.run("""
                MERGE (t:GateTask {project: $props.project, task_id: $props.task_id})
                  ON CREATE SET t.next = 0
                SET t.next = t.next + 1
                CREATE (g:GateReport) SET g = $props, g.seq = t.next
                """, Map.of("props", props)).consume());
    }

    @Override
    public Optional<StoredGateReport> latest(String project, String taskId) {
        return graph.read(tx -> tx.run("""
                MATCH (g:GateReport {project: $project, task_id: $task}) RETURN g ORDER BY g.seq DESC LIMIT 1
                """, Map.of("project", project, "task", taskId)).list(rec -> {
            var g = rec.get("g");
            return new StoredGateReport(g.get("id").asString(), g.get("project").asString(), g.get("task_id").asString(),
                    Instant.parse(g.get("at").asString()), GateReport.of(gates(g.get("gates").asString())));
        })).stream().findFirst();
    }

    private static String json(List<GateResult> gates) {
        var out = new ArrayList<Map<String, Object>>();
        for (var g : gates) {
            var m = new LinkedHashMap<String, Object>();
            m.put("name", g.name());
            m.put("required", g.required());
            m.put("status", g.status().label());
            m.put("exit_code", g.exitCode());
            m.put("duration_ms", g.durationMs());
            m.put("output_tail", g.outputTail());
            out.add(m);
        }
        try {
            return JSON.writeValueAsString(out);
        } catch (JsonProcessingException e) {
            throw new DossierException(ErrorCode.INTERNAL, "cannot write a gate report as JSON", Map.of(), e);
        }
    }

    private static List<GateResult> gates(String json) {
        try {
            List<Map<String, Object>> list = JSON.readValue(json, new TypeReference<>() {
            });
            return list.stream().map(m -> new GateResult((String) m.get("name"), (Boolean) m.get("required"), GateStatus.of((String) m.get("status")),
                    m.get("exit_code") == null ? null : ((Number) m.get("exit_code")).intValue(), ((Number) m.get("duration_ms")).longValue(),
                    (String) m.get("output_tail"))).toList();
        } catch (JsonProcessingException e) {
            throw new DossierException(ErrorCode.STORAGE, "a stored gate report is not valid JSON", Map.of(), e);
        }
    }
}
