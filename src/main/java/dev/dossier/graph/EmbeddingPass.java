package dev.dossier.graph;

import dev.dossier.embedding.Embedder;
import dev.dossier.embedding.EmbeddingHash;
import dev.dossier.embedding.Progress;
import dev.dossier.embedding.ProgressListener;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.neo4j.driver.Record;
import org.neo4j.driver.Value;

/**
 * One embedding pass over pages of nodes that need a vector (chunks, or documents' purposes): per page, the vectors of
 * texts embedded before come from the {@code (:EmbeddingCache)} nodes, the rest from the embedder in batches, each
 * batch written with its cache entries in one write transaction (an interrupted pass keeps what it finished). The
 * caller gives the page query and how a node's text is made; this counts and reports progress in its unit.
 */
final class EmbeddingPass {

    /** A node that needs a vector: its id, the hash of model and text, and the text. */
    record Pending(String id, String hash, String text) {
    }

    private final GraphStore graph;
    private final Embedder embedder;
    private final String model;
    private final String write;
    private final String unit;
    private final int batchSize;
    private final ProgressListener progress;
    private final long started = System.nanoTime();
    private long total;
    int seen;
    int pending;
    int embedded;
    int reused;

    /**
     * @param write a statement that sets the vectors of {@code $rows} ({@code id}, {@code hash}, {@code vector}) with {@code $model}
     * @param unit  what progress counts ({@code chunks}, {@code documents})
     * @param total how many need a vector, as counted before the pass (a stale one found on the way adds to it)
     */
    EmbeddingPass(GraphStore graph, Embedder embedder, String write, String unit, int batchSize, ProgressListener progress, long total) {
        this.graph = graph;
        this.embedder = embedder;
        this.model = embedder.modelId();
        this.write = write;
        this.unit = unit;
        this.batchSize = batchSize;
        this.progress = progress;
        this.total = total;
        progress.onProgress(Progress.of(unit, 0, total, 0));
    }

    long millis() {
        return (System.nanoTime() - started) / 1_000_000;
    }

    /**
     * Reads the nodes a page at a time in id order ({@code pageQuery} takes {@code $after} and {@code $page} and returns
     * {@code id}, {@code hash}, {@code has_vector} and what {@code text} reads), so memory does not grow with the graph,
     * and gives every node whose vector is missing or whose hash differs a current one.
     */
    void over(String pageQuery, int pageSize, Function<Record, String> text) {
        String after = "";
        while (true) {
            String from = after;
            var records = graph.read(tx -> tx.run(pageQuery, Map.of("after", from, "page", pageSize)).list());
            if (records.isEmpty()) {
                return;
            }
            var pendingPage = new ArrayList<Pending>();
            for (var r : records) {
                String t = text.apply(r);
                String hash = EmbeddingHash.of(model, t);
                if (!r.get("has_vector").asBoolean() || !hash.equals(r.get("hash").asString(null))) {
                    pendingPage.add(new Pending(r.get("id").asString(), hash, t));
                }
            }
            page(records.size(), pendingPage);
            after = records.get(records.size() - 1).get("id").asString();
        }
    }

    /** Vectors for one page: {@code seen} nodes were read, {@code page} of them need one. */
    private void page(int seen, List<Pending> page) {
        this.seen += seen;
        if (page.isEmpty()) {
            return;
        }
        pending += page.size();
        total = Math.max(total, pending);
        var byHash = new LinkedHashMap<String, List<Pending>>();
        page.forEach(p -> byHash.computeIfAbsent(p.hash(), h -> new ArrayList<>()).add(p));
        var reuseRows = new ArrayList<Map<String, Object>>();
        cached(graph, List.copyOf(byHash.keySet())).forEach((hash, vector) -> {
            for (Pending p : byHash.remove(hash)) {
                reuseRows.add(row(p.id(), p.hash(), vector));
            }
        });
        reused += reuseRows.size();
        for (int i = 0; i < reuseRows.size(); i += batchSize) {
            var rows = reuseRows.subList(i, Math.min(reuseRows.size(), i + batchSize));
            graph.update(tx -> tx.run(write, Map.of("rows", rows, "model", model)).consume());
        }
        long done = pending - page.size() + reuseRows.size();
        var toEmbed = new ArrayList<>(byHash.values());
        for (int i = 0; i < toEmbed.size(); i += batchSize) {
            var batch = toEmbed.subList(i, Math.min(toEmbed.size(), i + batchSize));
            float[][] vectors = embedder.embed(batch.stream().map(g -> g.get(0).text()).toList());
            var cacheRows = new ArrayList<Map<String, Object>>();
            var rows = new ArrayList<Map<String, Object>>();
            for (int j = 0; j < batch.size(); j++) {
                List<Double> vector = list(vectors[j]);
                String hash = batch.get(j).get(0).hash();
                cacheRows.add(Map.of("hash", hash, "vector", vector));
                batch.get(j).forEach(p -> rows.add(row(p.id(), hash, vector)));
            }
            graph.update(tx -> {
                tx.run(Neo4jChunkEmbeddings.CACHE, Map.of("rows", cacheRows, "model", model)).consume();
                tx.run(write, Map.of("rows", rows, "model", model)).consume();
            });
            embedded += batch.size();
            done += rows.size();
            progress.onProgress(Progress.of(unit, done, total, System.nanoTime() - started));
        }
        if (toEmbed.isEmpty()) {
            progress.onProgress(Progress.of(unit, done, total, System.nanoTime() - started));
        }
    }

    /** The cached vectors of these hashes. */
    static Map<String, List<Double>> cached(GraphStore graph, List<String> hashes) {
        var out = new LinkedHashMap<String, List<Double>>();
        if (hashes.isEmpty()) {
            return out;
        }
        graph.read(tx -> tx.run(Neo4jChunkEmbeddings.CACHED, Map.of("hashes", hashes)).list())
                .forEach(r -> out.put(r.get("hash").asString(), r.get("vector").asList(Value::asDouble)));
        return out;
    }

    private static Map<String, Object> row(String id, String hash, List<Double> vector) {
        return Map.of("id", id, "hash", hash, "vector", vector);
    }

    static List<Double> list(float[] v) {
        var out = new ArrayList<Double>(v.length);
        for (float x : v) {
            out.add((double) x);
        }
        return out;
    }
}
