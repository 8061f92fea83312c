package dev.dossier.graph;

import dev.dossier.filesummary.FileSummary;
import dev.dossier.filesummary.SummaryCache;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.neo4j.driver.Value;

/** {@link SummaryCache} as {@code (:FileSummary {key, ...})} nodes; a unique key, so concurrent puts keep one node. */
public final class Neo4jFileSummaryCache implements SummaryCache {

    private final GraphStore graph;

    public Neo4jFileSummaryCache(GraphStore graph) {
        this.graph = graph;
    }

    @Override
    public Optional<FileSummary> get(String key) {
        return graph.read(tx -> tx.run("MATCH (s:FileSummary {key: $key}) RETURN s", Map.of("key", key)).list(r -> summary(r.get("s")))
                .stream().findFirst());
    }

    @Override
    public void put(String key, FileSummary s) {
        var props = new HashMap<String, Object>();
        props.put("path", s.path());
        props.put("language", s.language());
        props.put("size_bytes", s.sizeBytes());
        props.put("lines", s.lines());
        props.put("detailed", s.detailed());
        props.put("summary", s.summary());
        props.put("stub", s.stub());
        graph.update(tx -> tx.run("""
                MERGE (s:FileSummary {key: $key})
                ON CREATE SET s += $props, s.created_at = datetime()
                """, Map.of("key", key, "props", props)).consume());
    }

    private static FileSummary summary(Value v) {
        return new FileSummary(v.get("path").asString(), v.get("language").asString(), v.get("size_bytes").asLong(), v.get("lines").asInt(),
                v.get("detailed").asString(null), v.get("summary").asString(null), v.get("stub").asString());
    }
}
