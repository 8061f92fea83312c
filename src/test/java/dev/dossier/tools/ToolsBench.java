package dev.dossier.tools;

import com.fasterxml.jackson.core.type.TypeReference;
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
import java.util.function.Function;
import java.util.stream.IntStream;

/**
 * bench/tools.sh and bench/tools-heldout.sh: tool retrieval, recall@1 and @5 of the catalog search (hybrid, calibrated,
 * through {@link Tools#put} and {@link Tools#search} of an opened Dossier: embedded Neo4j, the local ONNX embedder)
 * against BM25 over name and description, with readable names and with opaque names (op_0001: only descriptions and
 * parameters speak); how often the expected tool is over the threshold; tokens selected against the catalog; search
 * latency.
 *
 * <p>Default: ../shared/data/tools-mcp (without the `everything` demo server) with bench/tools-queries.tsv. With
 * {@code --catalog FILE --queries FILE}: a catalog of MCP tools (one {@code {name, description, inputSchema}} per line)
 * and queries (query, expected tools separated by commas, optionally a half such as tune|test, reported apart).
 * {@code --graph DIR} keeps the Dossier's data there instead of a temporary directory, so that a second run re-embeds
 * only the tools whose text changed. {@code --verbose} prints every miss at 5.
 */
public final class ToolsBench {

    private record Query(String text, List<String> expected, String half) {
    }

    public static void main(String[] args) throws Exception {
        var options = Arrays.asList(args);
        boolean verbose = options.contains("--verbose");
        var json = new ObjectMapper();
        List<ToolSpec> specs;
        List<Query> queries;
        String catalogName;
        if (options.contains("--catalog")) {
            specs = mcpTools(json, Path.of(option(options, "--catalog")));
            queries = queries(Path.of(option(options, "--queries")));
            catalogName = "heldout";
        } else {
            specs = referenceServers(json, Path.of(args.length > 0 && !args[0].startsWith("--") ? args[0] : "../shared/data/tools-mcp"));
            queries = queries(Path.of("bench/tools-queries.tsv"));
            catalogName = "mcp";
        }
        var halves = queries.stream().map(Query::half).filter(h -> !h.isEmpty()).distinct().sorted().toList();
        System.out.println("catalog: " + specs.size() + " tools; queries: " + queries.size()
                + (halves.isEmpty() ? "" : " " + halves.stream().map(h -> h + " " + queries.stream().filter(q -> q.half().equals(h)).count()).toList()));
        Path dir = options.contains("--graph") ? Files.createDirectories(Path.of(option(options, "--graph"))) : Files.createTempDirectory("dossier-tools-bench-");
        try (var dossier = Dossier.open(new RuntimeSettings(StorageSettings.embedded(dir), null, null))) {
            var tools = dossier.tools();
            var opaque = new ArrayList<ToolSpec>();
            var opaqueNames = new LinkedHashMap<String, String>();
            for (int i = 0; i < specs.size(); i++) {
                String op = String.format("op_%04d", i + 1);
                opaqueNames.put(specs.get(i).name(), op);
                var s = specs.get(i);
                opaque.add(new ToolSpec(op, s.description(), s.inputSchema(), s.parameters()));
            }
            long t0 = System.nanoTime();
            var summary = tools.put(catalogName, specs);
            System.out.printf("put: %d tools, %d tokens, confusion risk %s, %.0f ms (embedding of changed tools included)%n", summary.tools(),
                    summary.tokensCatalog(), summary.confusionRisk(), (System.nanoTime() - t0) / 1e6);
            t0 = System.nanoTime();
            tools.put(catalogName + "-opaque", opaque);
            System.out.printf("put opaque: %.0f ms%n", (System.nanoTime() - t0) / 1e6);
            long[] firstSight = new long[queries.size()];
            var timed = new int[] {0};
            evaluate("hybrid, readable names", queries, q -> {
                long s = System.nanoTime();
                var r = tools.search(catalogName, q, 5);
                firstSight[timed[0]++] = System.nanoTime() - s;
                return r;
            }, Map.of(), verbose);
            evaluate("hybrid, opaque names", queries, q -> tools.search(catalogName + "-opaque", q, 5), opaqueNames, verbose);
            var bm25 = new Bm25Scorer();
            var texts = specs.stream().map(s -> s.name() + " " + s.description()).toList();
            var opaqueTexts = opaque.stream().map(s -> s.name() + " " + s.description()).toList();
            evaluate("BM25 over name and description", queries, q -> bm25Search(bm25, q, specs, texts), Map.of(), false);
            evaluate("BM25, opaque names", queries, q -> bm25Search(bm25, q, opaque, opaqueTexts), opaqueNames, false);
            long[] nanos = new long[queries.size()];
            for (int r = 0; r < 2; r++) {
                for (int i = 0; i < queries.size(); i++) {
                    long s = System.nanoTime();
                    tools.search(catalogName, queries.get(i).text(), 5);
                    nanos[i] = System.nanoTime() - s;
                }
            }
            System.out.printf("search latency over %d tools, query seen before (its vector cached): %s; query new (embedded in the search): %s%n",
                    specs.size(), percentiles(nanos), percentiles(firstSight));
        }
    }

    private static String percentiles(long[] nanos) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        return String.format("p50 %.1f ms, p95 %.1f ms", sorted[sorted.length / 2] / 1e6, sorted[(int) Math.ceil(0.95 * sorted.length) - 1] / 1e6);
    }

    private static String option(List<String> options, String name) {
        int i = options.indexOf(name);
        if (i < 0 || i + 1 >= options.size()) {
            throw new IllegalArgumentException(name + " needs a value");
        }
        return options.get(i + 1);
    }

    private static ToolSearch bm25Search(Bm25Scorer bm25, String query, List<ToolSpec> specs, List<String> texts) {
        var scores = bm25.score(query, texts);
        var ranked = IntStream.range(0, specs.size()).boxed().sorted(Comparator.comparingDouble(i -> -scores.get(i))).limit(5)
                .map(i -> new FoundTool(specs.get(i).name(), specs.get(i).description(), scores.get(i), 0)).toList();
        return new ToolSearch(ranked, ranked, 0, 0, false, "");
    }

    private static void evaluate(String title, List<Query> queries, Function<String, ToolSearch> search, Map<String, String> rename, boolean verbose) {
        var byHalf = new LinkedHashMap<String, int[]>();
        int[] all = new int[3];
        long returned = 0;
        long selected = 0;
        long catalog = 0;
        for (Query q : queries) {
            var expected = q.expected().stream().map(e -> rename.getOrDefault(e, e)).toList();
            var result = search.apply(q.text());
            var names = result.ranked().stream().map(FoundTool::name).toList();
            int[] half = byHalf.computeIfAbsent(q.half(), h -> new int[3]);
            if (!names.isEmpty() && expected.contains(names.get(0))) {
                all[0]++;
                half[0]++;
            }
            if (names.stream().anyMatch(expected::contains)) {
                all[1]++;
                half[1]++;
            } else if (verbose) {
                System.out.println("  MISS " + q.text() + " -> " + names + " (expected " + expected + ")");
            }
            if (result.tools().stream().anyMatch(t -> expected.contains(t.name()))) {
                all[2]++;
                half[2]++;
            }
            returned += result.tools().size();
            selected += result.tokensSelected();
            catalog += result.tokensCatalog();
        }
        int n = queries.size();
        System.out.printf("== %s: recall@1 %.3f, recall@5 %.3f; expected tool returned over the threshold %.3f; tools returned per query %.1f; "
                + "tokens selected %.0f of %.0f per query%n", title, (double) all[0] / n, (double) all[1] / n, (double) all[2] / n, (double) returned / n,
                (double) selected / n, (double) catalog / n);
        if (byHalf.size() > 1) {
            byHalf.forEach((h, c) -> {
                long m = queries.stream().filter(q -> q.half().equals(h)).count();
                System.out.printf("   %s half (%d): recall@1 %.3f, recall@5 %.3f, over the threshold %.3f%n", h, m, (double) c[0] / m, (double) c[1] / m,
                        (double) c[2] / m);
            });
        }
    }

    private static List<Query> queries(Path file) throws Exception {
        var out = new ArrayList<Query>();
        for (String line : Files.readAllLines(file)) {
            if (!line.startsWith("#") && !line.isBlank()) {
                String[] f = line.split("\t");
                out.add(new Query(f[0], Arrays.stream(f[1].split(",")).map(String::strip).toList(), f.length > 2 ? f[2].strip() : ""));
            }
        }
        return out;
    }

    /** Tools in MCP's format, converted as {@code PUT /v1/tools/{catalog}} converts them. */
    private static List<ToolSpec> mcpTools(ObjectMapper json, Path file) throws Exception {
        var out = new ArrayList<ToolSpec>();
        for (String line : Files.readAllLines(file)) {
            JsonNode t = json.readTree(line);
            Map<String, Object> schema = t.has("inputSchema") ? json.convertValue(t.get("inputSchema"), new TypeReference<>() {
            }) : Map.of("type", "object");
            out.add(new ToolSpec(t.get("name").asText(), t.get("description").asText(), json.writeValueAsString(schema), ToolSpec.parameters(schema)));
        }
        return out;
    }

    /** ../shared/data/tools-mcp's own format (properties as a list), without the `everything` demo server. */
    private static List<ToolSpec> referenceServers(ObjectMapper json, Path data) throws Exception {
        var out = new ArrayList<ToolSpec>();
        for (String line : Files.readAllLines(data.resolve("mcp_tools.jsonl"))) {
            JsonNode t = json.readTree(line);
            if (t.get("server").asText().equals("everything")) {
                continue;
            }
            var properties = new LinkedHashMap<String, Object>();
            for (JsonNode p : t.get("properties")) {
                var prop = new LinkedHashMap<String, Object>();
                prop.put("type", p.path("type").asText("string"));
                if (p.path("description").isTextual()) {
                    prop.put("description", p.get("description").asText());
                }
                properties.put(p.get("name").asText(), prop);
            }
            var schema = new LinkedHashMap<String, Object>();
            schema.put("type", "object");
            schema.put("properties", properties);
            schema.put("required", json.convertValue(t.get("required"), List.class));
            out.add(new ToolSpec(t.get("id").asText(), t.get("description").asText(), json.writeValueAsString(schema), ToolSpec.parameters(schema)));
        }
        return out;
    }
}
