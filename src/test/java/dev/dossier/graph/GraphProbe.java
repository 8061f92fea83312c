package dev.dossier.graph;

import java.util.List;
import java.util.Map;

/** Raw Cypher for tests: counts that check results independently of the API, and a reset between tests. */
public final class GraphProbe {

    private GraphProbe() {
    }

    public static long count(GraphStore graph, String cypher, Map<String, Object> params) {
        try (var session = graph.driver().session()) {
            return session.run(cypher, params).single().get(0).asLong();
        }
    }

    public static long count(GraphStore graph, String cypher) {
        return count(graph, cypher, Map.of());
    }

    /** The rows of a query, each as a map of its columns (driver values converted to Java objects). */
    public static List<Map<String, Object>> rows(GraphStore graph, String cypher, Map<String, Object> params) {
        try (var session = graph.driver().session()) {
            return session.run(cypher, params).list(r -> r.asMap());
        }
    }

    public static void run(GraphStore graph, String cypher, Map<String, Object> params) {
        try (var session = graph.driver().session()) {
            session.run(cypher, params).consume();
        }
    }

    /** Deletes every node and relationship (the schema stays). */
    public static void reset(GraphStore graph) {
        run(graph, "MATCH (n) DETACH DELETE n", Map.of());
    }
}
