package dev.dossier.graph;

import dev.dossier.embedding.Embedder;
import dev.dossier.embedding.EmbeddingHash;
import dev.dossier.embedding.Progress;
import dev.dossier.embedding.ProgressListener;
import dev.dossier.embedding.PurposeReport;
import dev.dossier.embedding.PurposeText;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.neo4j.driver.Value;

/**
 * One vector per document for its purpose text ({@link PurposeText}: title and summary, a man page's NAME line):
 * {@code (:Document).purpose_embedding} (vector index {@value #INDEX}, cosine, created in {@link Neo4jSchema}) with
 * {@code purpose_hash} = {@link EmbeddingHash} of the model id and the text (ADR 0003, "Search retrieval"). Vectors
 * are kept in the same {@code (:EmbeddingCache)} nodes as chunk vectors ({@link Neo4jChunkEmbeddings}), so a document
 * rewritten with the same title and summary (ingestion recreates its node) takes its vector from the cache; the chunk
 * pass's pruning keeps cache nodes a document's {@code purpose_hash} names.
 */
public final class Neo4jDocumentEmbeddings {

    static final String INDEX = "document_purpose";

    /** One page of documents in id order after {@code $after} (keyset paging on the document id constraint's index). */
    private static final String DOCUMENTS = """
            MATCH (d:Document) WHERE d.id > $after
            WITH d ORDER BY d.id LIMIT $page
            RETURN d.id AS id, coalesce(d.title, d.id) AS title, d.summary AS summary, d.purpose_hash AS hash,
                   d.purpose_embedding IS NOT NULL AS has_vector
            ORDER BY id
            """;
    private static final int PAGE = 2_000;
    private static final String WRITE = """
            UNWIND $rows AS row
            MATCH (d:Document {id: row.id})
            SET d.purpose_hash = row.hash, d.purpose_model = $model
            WITH d, row
            CALL db.create.setNodeVectorProperty(d, 'purpose_embedding', row.vector)
            """;

    private final GraphStore graph;
    private final int batchSize;

    public Neo4jDocumentEmbeddings(GraphStore graph, int batchSize) {
        if (batchSize < 1) {
            throw new IllegalArgumentException("batchSize must be >= 1, got " + batchSize);
        }
        this.graph = graph;
        this.batchSize = batchSize;
    }

    private record Pending(String id, String hash, String text) {
    }

    /**
     * Gives every document whose purpose vector is missing or stale (its hash differs) a current one: from the cache
     * when the text was embedded before, otherwise from {@code embedder}, {@code batchSize} texts at a time with one
     * write transaction per batch. Progress is reported in "documents".
     */
    public PurposeReport embedPending(Embedder embedder, ProgressListener progress) {
        long start = System.nanoTime();
        String model = embedder.modelId();
        long total = graph.read(tx -> tx.run("MATCH (d:Document) WHERE d.purpose_embedding IS NULL RETURN count(d) AS n").single().get("n").asLong());
        progress.onProgress(Progress.of("documents", 0, total, 0));
        int documents = 0;
        int embedded = 0;
        int reused = 0;
        int pendingCount = 0;
        long done = 0;
        String after = "";
        while (true) {
            String from = after;
            var records = graph.read(tx -> tx.run(DOCUMENTS, Map.of("after", from, "page", PAGE)).list());
            if (records.isEmpty()) {
                break;
            }
            var byHash = new LinkedHashMap<String, List<Pending>>();
            for (var r : records) {
                String text = PurposeText.of(r.get("title").asString(null), r.get("summary").asString(null));
                String hash = EmbeddingHash.of(model, text);
                if (!r.get("has_vector").asBoolean() || !hash.equals(r.get("hash").asString(null))) {
                    byHash.computeIfAbsent(hash, h -> new ArrayList<>()).add(new Pending(r.get("id").asString(), hash, text));
                    pendingCount++;
                }
            }
            documents += records.size();
            total = Math.max(total, pendingCount);
            after = records.get(records.size() - 1).get("id").asString();
            var reuseRows = new ArrayList<Map<String, Object>>();
            cached(List.copyOf(byHash.keySet())).forEach((hash, vector) -> {
                for (Pending p : byHash.remove(hash)) {
                    reuseRows.add(Map.of("id", p.id(), "hash", hash, "vector", vector));
                }
            });
            for (int i = 0; i < reuseRows.size(); i += batchSize) {
                var rows = reuseRows.subList(i, Math.min(reuseRows.size(), i + batchSize));
                graph.update(tx -> tx.run(WRITE, Map.of("rows", rows, "model", model)).consume());
            }
            reused += reuseRows.size();
            done += reuseRows.size();
            var toEmbed = new ArrayList<>(byHash.values());
            for (int i = 0; i < toEmbed.size(); i += batchSize) {
                var batch = toEmbed.subList(i, Math.min(toEmbed.size(), i + batchSize));
                float[][] vectors = embedder.embed(batch.stream().map(g -> g.get(0).text()).toList());
                var cacheRows = new ArrayList<Map<String, Object>>();
                var rows = new ArrayList<Map<String, Object>>();
                for (int j = 0; j < batch.size(); j++) {
                    List<Double> vector = Neo4jChunkEmbeddings.list(vectors[j]);
                    String hash = batch.get(j).get(0).hash();
                    cacheRows.add(Map.of("hash", hash, "vector", vector));
                    batch.get(j).forEach(p -> rows.add(Map.of("id", p.id(), "hash", hash, "vector", vector)));
                }
                graph.update(tx -> {
                    tx.run(Neo4jChunkEmbeddings.CACHE, Map.of("rows", cacheRows, "model", model)).consume();
                    tx.run(WRITE, Map.of("rows", rows, "model", model)).consume();
                });
                embedded += batch.size();
                done += rows.size();
                progress.onProgress(Progress.of("documents", done, total, System.nanoTime() - start));
            }
        }
        return new PurposeReport(documents, embedded, reused, documents - pendingCount, (System.nanoTime() - start) / 1_000_000);
    }

    private Map<String, List<Double>> cached(List<String> hashes) {
        var out = new LinkedHashMap<String, List<Double>>();
        if (hashes.isEmpty()) {
            return out;
        }
        graph.read(tx -> tx.run(Neo4jChunkEmbeddings.CACHED, Map.of("hashes", hashes)).list())
                .forEach(r -> out.put(r.get("hash").asString(), r.get("vector").asList(Value::asDouble)));
        return out;
    }
}
