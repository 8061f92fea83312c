package dev.dossier.graph;

import dev.dossier.tools.StoredTool;
import dev.dossier.tools.ToolCatalog;
import dev.dossier.tools.ToolSpec;
import dev.dossier.tools.ToolStore;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.neo4j.driver.Value;
import org.neo4j.driver.Values;

/**
 * Tool catalogs as {@code (:ToolCatalog {name, version, model})} and {@code (:Tool {catalog, name, description, input_schema,
 * parameters, tokens, embedding, lead_embedding, order})}; a put replaces the catalog's tools in one transaction.
 */
final class Neo4jToolStore implements ToolStore {

    private final GraphStore graph;

    Neo4jToolStore(GraphStore graph) {
        this.graph = graph;
    }

    @Override
    public void replace(ToolCatalog catalog) {
        var rows = new ArrayList<Map<String, Object>>();
        int order = 0;
        for (StoredTool t : catalog.tools()) {
            var p = new HashMap<String, Object>();
            p.put("name", t.spec().name());
            p.put("description", t.spec().description());
            p.put("input_schema", t.spec().inputSchema());
            p.put("parameters", t.spec().parameters());
            p.put("tokens", t.tokens());
            p.put("embedding", doubles(t.vector()));
            if (t.lead() != null) {
                p.put("lead_embedding", doubles(t.lead()));
            }
            p.put("order", order++);
            rows.add(p);
        }
        graph.update(tx -> {
            tx.run("MATCH (t:Tool {catalog: $c}) DELETE t", Map.of("c", catalog.name())).consume();
            tx.run("MERGE (k:ToolCatalog {name: $c}) SET k.version = $v, k.model = $m",
                    Map.of("c", catalog.name(), "v", catalog.version(), "m", catalog.model())).consume();
            tx.run("UNWIND $rows AS r CREATE (t:Tool) SET t = r, t.catalog = $c", Map.of("rows", rows, "c", catalog.name())).consume();
        });
    }

    @Override
    public Optional<ToolCatalog> catalog(String name) {
        return graph.read(tx -> {
            var head = tx.run("MATCH (k:ToolCatalog {name: $c}) RETURN k.version AS v, coalesce(k.model, '') AS m", Map.of("c", name)).list();
            if (head.isEmpty()) {
                return Optional.empty();
            }
            List<StoredTool> tools = tx.run("MATCH (t:Tool {catalog: $c}) RETURN t ORDER BY t.order", Map.of("c", name)).list(r -> tool(r.get("t")));
            return Optional.of(new ToolCatalog(name, head.get(0).get("v").asString(), head.get(0).get("m").asString(), tools));
        });
    }

    private static StoredTool tool(Value t) {
        return new StoredTool(new ToolSpec(t.get("name").asString(), t.get("description").asString(), t.get("input_schema").asString(),
                t.get("parameters").asList(Values.ofString())), t.get("tokens").asInt(), floats(t.get("embedding")),
                t.get("lead_embedding").isNull() ? null : floats(t.get("lead_embedding")));
    }

    private static List<Double> doubles(float[] vector) {
        var out = new ArrayList<Double>(vector.length);
        for (float f : vector) {
            out.add((double) f);
        }
        return out;
    }

    private static float[] floats(Value list) {
        var values = list.asList(Value::asDouble);
        float[] vector = new float[values.size()];
        for (int i = 0; i < vector.length; i++) {
            vector[i] = values.get(i).floatValue();
        }
        return vector;
    }
}
