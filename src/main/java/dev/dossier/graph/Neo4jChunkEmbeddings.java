package dev.dossier.graph;

import static org.neo4j.driver.Values.parameters;

import dev.dossier.embedding.ChunkHit;
import dev.dossier.embedding.ChunkText;
import dev.dossier.embedding.EmbedReport;
import dev.dossier.embedding.Embedder;
import dev.dossier.embedding.EmbeddingHash;
import dev.dossier.embedding.Progress;
import dev.dossier.embedding.ProgressListener;
import dev.dossier.embedding.StoredVectors;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.neo4j.driver.Value;

/**
 * Chunk vectors in the graph: {@code (:Chunk).embedding} (vector index {@value #INDEX}, cosine) with
 * {@code embedding_hash} = {@link EmbeddingHash} of the model id and the chunk's {@link ChunkText}, and a
 * cache {@code (:EmbeddingCache {hash, model, vector})} that outlives chunk nodes. Re-ingesting a document
 * deletes and recreates its chunk nodes (Neo4jDocumentStore.replace), so without the cache every edit of a
 * file would re-embed all its chunks; with it only chunks whose text changed are embedded again. The cache also holds
 * documents' purpose vectors ({@link Neo4jDocumentEmbeddings}); pruning keeps what a chunk or a document still names.
 */
public final class Neo4jChunkEmbeddings implements StoredVectors {

    static final String INDEX = "chunk_embedding";

    /** One page of chunks in id order after {@code $after} (keyset paging: the chunk id constraint's index gives the order). */
    private static final String CHUNKS = """
            MATCH (c:Chunk) WHERE c.id > $after
            WITH c ORDER BY c.id LIMIT $page
            MATCH (c)-[:CHUNK_OF]->(d:Document)
            RETURN c.id AS id, d.title AS title, c.section AS section, c.content AS content, c.embedding_hash AS hash,
                   c.embedding IS NOT NULL AS has_vector
            ORDER BY id
            """;
    /** Chunks read per page: their texts are all an embedding pass holds at once. */
    private static final int PAGE = 2_000;
    static final String CACHED = """
            UNWIND $hashes AS h
            MATCH (e:EmbeddingCache {hash: h})
            RETURN e.hash AS hash, e.vector AS vector
            """;
    static final String CACHE = """
            UNWIND $rows AS row
            MERGE (e:EmbeddingCache {hash: row.hash})
            SET e.model = $model
            WITH e, row
            CALL db.create.setNodeVectorProperty(e, 'vector', row.vector)
            """;
    private static final String WRITE = """
            UNWIND $rows AS row
            MATCH (c:Chunk {id: row.id})
            SET c.embedding_hash = row.hash, c.embedding_model = $model
            WITH c, row
            CALL db.create.setNodeVectorProperty(c, 'embedding', row.vector)
            """;
    private static final String PRUNE = """
            MATCH (e:EmbeddingCache)
            WHERE NOT EXISTS { MATCH (:Chunk {embedding_hash: e.hash}) } AND NOT EXISTS { MATCH (:Document {purpose_hash: e.hash}) }
            DETACH DELETE e
            RETURN count(*) AS pruned
            """;
    private static final String NEAREST = """
            CALL db.index.vector.queryNodes($index, $fetch, $vector) YIELD node, score
            MATCH (node)-[:CHUNK_OF]->(d:Document)
            WHERE $label IS NULL OR $label IN labels(d)
            RETURN node.id AS id, d.id AS doc, score, coalesce(node.section, '') AS section, node.content AS content
            ORDER BY score DESC, id
            LIMIT $k
            """;

    private final GraphStore graph;
    private final int batchSize;

    public Neo4jChunkEmbeddings(GraphStore graph, int batchSize) {
        if (batchSize < 1) {
            throw new IllegalArgumentException("batchSize must be >= 1, got " + batchSize);
        }
        this.graph = graph;
        this.batchSize = batchSize;
    }

    private record Pending(String id, String hash, String text) {
    }

    /**
     * Gives every chunk whose vector is missing or stale (its hash differs) a current vector: from the cache
     * when its text was embedded before, otherwise from {@code embedder}, {@code batchSize} texts at a time
     * with one write transaction per batch (an interrupted pass keeps what it finished). Chunks are read a page at
     * a time in id order, so memory does not grow with the library; a text embedded for one page is found in the
     * cache by the next. Then drops cached vectors no chunk and no document's purpose uses. Progress counts the chunks that need a vector
     * (those without one, counted first; a stale one found on the way adds to the total).
     */
    public EmbedReport embedPending(Embedder embedder, ProgressListener progress) {
        long start = System.nanoTime();
        String model = embedder.modelId();
        long total = graph.read(tx -> tx.run("MATCH (c:Chunk) WHERE c.embedding IS NULL RETURN count(c) AS n").single().get("n").asLong());
        var pass = new Pass(embedder, model, progress, total);
        progress.onProgress(Progress.of("chunks", 0, total, 0));
        String after = "";
        while (true) {
            String from = after;
            var records = graph.read(tx -> tx.run(CHUNKS, Map.of("after", from, "page", PAGE)).list());
            if (records.isEmpty()) {
                break;
            }
            var pending = new ArrayList<Pending>();
            for (var r : records) {
                String text = ChunkText.of(r.get("title").asString(null), r.get("section").asString(null), r.get("content").asString(null));
                String hash = EmbeddingHash.of(model, text);
                if (!r.get("has_vector").asBoolean() || !hash.equals(r.get("hash").asString(null))) {
                    pending.add(new Pending(r.get("id").asString(), hash, text));
                }
            }
            pass.chunks += records.size();
            pass.page(pending);
            after = records.get(records.size() - 1).get("id").asString();
        }
        int pruned = graph.write(tx -> tx.run(PRUNE).single().get("pruned").asInt());
        return new EmbedReport(model, pass.chunks, pass.embedded, pass.reused, pass.chunks - pass.pending, pruned,
                (System.nanoTime() - start) / 1_000_000);
    }

    /** The counts and progress of one embedding pass. */
    private final class Pass {
        final Embedder embedder;
        final String model;
        final ProgressListener progress;
        final long started = System.nanoTime();
        long total;
        int chunks;
        int pending;
        int embedded;
        int reused;

        Pass(Embedder embedder, String model, ProgressListener progress, long total) {
            this.embedder = embedder;
            this.model = model;
            this.progress = progress;
            this.total = total;
        }

        /** Vectors for one page's pending chunks: cached ones first, then the new texts in batches. */
        void page(List<Pending> page) {
            if (page.isEmpty()) {
                return;
            }
            pending += page.size();
            total = Math.max(total, pending);
            var byHash = new LinkedHashMap<String, List<Pending>>();
            page.forEach(p -> byHash.computeIfAbsent(p.hash(), h -> new ArrayList<>()).add(p));
            var reuseRows = new ArrayList<Map<String, Object>>();
            cached(List.copyOf(byHash.keySet())).forEach((hash, vector) -> {
                for (Pending p : byHash.remove(hash)) {
                    reuseRows.add(row(p.id(), p.hash(), vector));
                }
            });
            reused += reuseRows.size();
            for (int i = 0; i < reuseRows.size(); i += batchSize) {
                write(WRITE, reuseRows.subList(i, Math.min(reuseRows.size(), i + batchSize)), model);
            }
            long done = pending - page.size() + reuseRows.size();
            var toEmbed = new ArrayList<>(byHash.values());
            for (int i = 0; i < toEmbed.size(); i += batchSize) {
                var batch = toEmbed.subList(i, Math.min(toEmbed.size(), i + batchSize));
                float[][] vectors = embedder.embed(batch.stream().map(g -> g.get(0).text()).toList());
                var cacheRows = new ArrayList<Map<String, Object>>();
                var chunkRows = new ArrayList<Map<String, Object>>();
                for (int j = 0; j < batch.size(); j++) {
                    List<Double> vector = list(vectors[j]);
                    String hash = batch.get(j).get(0).hash();
                    cacheRows.add(Map.of("hash", hash, "vector", vector));
                    batch.get(j).forEach(p -> chunkRows.add(row(p.id(), hash, vector)));
                }
                graph.update(tx -> {
                    tx.run(CACHE, Map.of("rows", cacheRows, "model", model)).consume();
                    tx.run(WRITE, Map.of("rows", chunkRows, "model", model)).consume();
                });
                embedded += batch.size();
                done += chunkRows.size();
                progress.onProgress(Progress.of("chunks", done, total, System.nanoTime() - started));
            }
            if (toEmbed.isEmpty()) {
                progress.onProgress(Progress.of("chunks", done, total, System.nanoTime() - started));
            }
        }
    }

    /**
     * The {@code k} chunks nearest to {@code query} by cosine (approximate, from the vector index), optionally
     * only those whose document carries {@code documentLabel} (e.g. {@code Sop}). Best first.
     */
    public List<ChunkHit> nearest(float[] query, int k, Optional<String> documentLabel) {
        if (k < 1) {
            throw new IllegalArgumentException("k must be >= 1, got " + k);
        }
        // The index returns the k nearest before the label filter applies: fetch more when filtering.
        int fetch = documentLabel.isPresent() ? Math.max(k * 4, 50) : k;
        var params = parameters("index", INDEX, "fetch", fetch, "k", k, "vector", list(query), "label", documentLabel.orElse(null));
        // The index reports cosine as (1 + cos) / 2.
        return graph.read(tx -> tx.run(NEAREST, params).list(r -> new ChunkHit(r.get("id").asString(), r.get("doc").asString(),
                2 * r.get("score").asDouble() - 1, r.get("section").asString(), r.get("content").asString(""))));
    }

    /** The vectors kept for these hashes (every ingested chunk's text has one once embedded). */
    @Override
    public Map<String, float[]> find(Collection<String> hashes) {
        var out = new HashMap<String, float[]>();
        cached(List.copyOf(hashes)).forEach((hash, vector) -> {
            var v = new float[vector.size()];
            for (int i = 0; i < v.length; i++) {
                v[i] = vector.get(i).floatValue();
            }
            out.put(hash, v);
        });
        return out;
    }

    private Map<String, List<Double>> cached(List<String> hashes) {
        var out = new LinkedHashMap<String, List<Double>>();
        if (hashes.isEmpty()) {
            return out;
        }
        graph.read(tx -> tx.run(CACHED, Map.of("hashes", hashes)).list())
                .forEach(r -> out.put(r.get("hash").asString(), r.get("vector").asList(Value::asDouble)));
        return out;
    }

    private void write(String cypher, List<Map<String, Object>> rows, String model) {
        graph.update(tx -> tx.run(cypher, Map.of("rows", rows, "model", model)).consume());
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
