package dev.dossier.tools;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dossier.app.Dossier;
import dev.dossier.app.RuntimeSettings;
import dev.dossier.graph.StorageSettings;
import dev.dossier.relevance.Bm25Scorer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * bench/tools.sh: tool retrieval over ../shared/data/tools-mcp (without the `everything` demo server) with the queries of
 * bench/tools-queries.tsv: recall@1 and @5 of the catalog search (hybrid, calibrated) against BM25 over name and
 * description, with readable names and with opaque names (op_0001: only descriptions and parameters speak); how often
 * the expected tool is over the threshold; tokens selected against the catalog. Opens a Dossier on a temporary data
 * directory (embedded Neo4j, the local ONNX embedder).
 */
public final class ToolsBench {

    public static void main(String[] args) throws Exception {
        Path data = Path.of(args.length > 0 && !args[0].startsWith("--") ? args[0] : "../shared/data/tools-mcp");
        boolean verbose = Arrays.asList(args).contains("--verbose");
        var json = new ObjectMapper();
        var specs = new ArrayList<ToolSpec>();
        for (String line : Files.readAllLines(data.resolve("mcp_tools.jsonl"))) {
            JsonNode t = json.readTree(line);
            if (t.get("server").asText().equals("everything")) {
                continue;
            }
            specs.add(spec(json, t, t.get("id").asText()));
        }
        var queries = new ArrayList<String[]>();
        for (String line : Files.readAllLines(Path.of("bench/tools-queries.tsv"))) {
            if (!line.startsWith("#") && !line.isBlank()) {
                queries.add(line.split("\t"));
            }
        }
        System.out.println("catalog: " + specs.size() + " tools; queries: " + queries.size());
        Path dir = Files.createTempDirectory("dossier-tools-bench-");
        try (var dossier = Dossier.open(new RuntimeSettings(StorageSettings.embedded(dir), null, null))) {
            var tools = dossier.tools();
            long t0 = System.nanoTime();
            var summary = tools.put("mcp", specs);
            System.out.printf("put: %d tools, %d tokens, confusion risk %s, %.0f ms (embedding included)%n", summary.tools(), summary.tokensCatalog(),
                    summary.confusionRisk(), (System.nanoTime() - t0) / 1e6);
            var opaque = new ArrayList<ToolSpec>();
            var opaqueNames = new LinkedHashMap<String, String>();
            for (int i = 0; i < specs.size(); i++) {
                String op = String.format("op_%04d", i + 1);
                opaqueNames.put(specs.get(i).name(), op);
                var s = specs.get(i);
                opaque.add(new ToolSpec(op, s.description(), s.inputSchema(), s.parameters()));
            }
            tools.put("mcp-opaque", opaque);
            evaluate("hybrid, readable names", queries, q -> tools.search("mcp", q, 5), Map.of(), verbose);
            evaluate("hybrid, opaque names", queries, q -> tools.search("mcp-opaque", q, 5), opaqueNames, verbose);
            var bm25 = new Bm25Scorer();
            var texts = specs.stream().map(s -> s.name() + " " + s.description()).toList();
            var opaqueTexts = opaque.stream().map(s -> s.name() + " " + s.description()).toList();
            evaluate("BM25 over name and description", queries, q -> bm25Search(bm25, q, specs, texts), Map.of(), false);
            evaluate("BM25, opaque names", queries, q -> bm25Search(bm25, q, opaque, opaqueTexts), opaqueNames, false);
            long[] nanos = new long[queries.size()];
            for (int r = 0; r < 3; r++) {
                for (int i = 0; i < queries.size(); i++) {
                    long s = System.nanoTime();
                    tools.search("mcp", queries.get(i)[0], 5);
                    nanos[i] = System.nanoTime() - s;
                }
            }
            Arrays.sort(nanos);
            System.out.printf("search latency (warm, query embedded each time): p50 %.1f ms, p95 %.1f ms%n", nanos[nanos.length / 2] / 1e6,
                    nanos[(int) Math.ceil(0.95 * nanos.length) - 1] / 1e6);
        }
    }

    private static ToolSearch bm25Search(Bm25Scorer bm25, String query, List<ToolSpec> specs, List<String> texts) {
        var scores = bm25.score(query, texts);
        var ranked = IntStream.range(0, specs.size()).boxed().sorted(Comparator.comparingDouble(i -> -scores.get(i))).limit(5)
                .map(i -> new FoundTool(specs.get(i).name(), specs.get(i).description(), scores.get(i), 0)).toList();
        return new ToolSearch(ranked, ranked, 0, 0, false, "");
    }

    private static void evaluate(String title, List<String[]> queries, java.util.function.Function<String, ToolSearch> search,
                                 Map<String, String> rename, boolean verbose) {
        int at1 = 0;
        int at5 = 0;
        int over = 0;
        long returned = 0;
        long selected = 0;
        long catalog = 0;
        for (String[] q : queries) {
            var expected = Arrays.stream(q[1].split(",")).map(e -> rename.getOrDefault(e.strip(), e.strip())).toList();
            var result = search.apply(q[0]);
            var names = result.ranked().stream().map(FoundTool::name).toList();
            if (!names.isEmpty() && expected.contains(names.get(0))) {
                at1++;
            }
            if (names.stream().anyMatch(expected::contains)) {
                at5++;
            } else if (verbose) {
                System.out.println("  MISS " + q[0] + " -> " + names + " (expected " + expected + ")");
            }
            if (result.tools().stream().anyMatch(t -> expected.contains(t.name()))) {
                over++;
            }
            returned += result.tools().size();
            selected += result.tokensSelected();
            catalog += result.tokensCatalog();
        }
        int n = queries.size();
        System.out.printf("== %s: recall@1 %.3f, recall@5 %.3f; expected tool returned over the threshold %.3f; tools returned per query %.1f; "
                + "tokens selected %.0f of %.0f per query%n", title, (double) at1 / n, (double) at5 / n, (double) over / n, (double) returned / n,
                (double) selected / n, (double) catalog / n);
    }

    private static ToolSpec spec(ObjectMapper json, JsonNode t, String name) throws Exception {
        var properties = new LinkedHashMap<String, Object>();
        var parameters = new ArrayList<String>();
        for (JsonNode p : t.get("properties")) {
            var prop = new LinkedHashMap<String, Object>();
            prop.put("type", p.path("type").asText("string"));
            String d = p.path("description").isTextual() ? p.get("description").asText() : null;
            if (d != null) {
                prop.put("description", d);
            }
            properties.put(p.get("name").asText(), prop);
            parameters.add(p.get("name").asText() + (d == null ? "" : " (" + d + ")"));
        }
        var schema = new LinkedHashMap<String, Object>();
        schema.put("type", "object");
        schema.put("properties", properties);
        schema.put("required", json.convertValue(t.get("required"), List.class));
        return new ToolSpec(name, t.get("description").asText(), json.writeValueAsString(schema), parameters);
    }
}
