package dev.dossier.graph;

import static org.neo4j.driver.Values.parameters;

import dev.dossier.embedding.ChunkHit;
import dev.dossier.embedding.ChunkText;
import dev.dossier.embedding.EmbedReport;
import dev.dossier.embedding.Embedder;
import dev.dossier.embedding.EmbeddingHash;
import dev.dossier.embedding.ProgressListener;
import dev.dossier.embedding.StoredVectors;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

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

    /**
     * Gives every chunk whose vector is missing or stale (its hash differs) a current vector: from the cache
     * when its text was embedded before, otherwise from {@code embedder}, {@code batchSize} texts at a time
     * with one write transaction per batch (an interrupted pass keeps what it finished). Chunks are read a page at
     * a time in id order, so memory does not grow with the library; a text embedded for one page is found in the
     * cache by the next. Then drops cached vectors no chunk and no document's purpose uses. Progress counts the chunks that need a vector
     * (those without one, counted first; a stale one found on the way adds to the total).
     */
    public EmbedReport embedPending(Embedder embedder, ProgressListener progress) {
        long total = graph.read(tx -> tx.run("MATCH (c:Chunk) WHERE c.embedding IS NULL RETURN count(c) AS n").single().get("n").asLong());
        var pass = new EmbeddingPass(graph, embedder, WRITE, "chunks", batchSize, progress, total);
        pass.over(CHUNKS, PAGE, r -> ChunkText.of(r.get("title").asString(null), r.get("section").asString(null), r.get("content").asString(null)));
        int pruned = graph.write(tx -> tx.run(PRUNE).single().get("pruned").asInt());
        return new EmbedReport(embedder.modelId(), pass.seen, pass.embedded, pass.reused, pass.seen - pass.pending, pruned, pass.millis());
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
        return EmbeddingPass.cached(graph, hashes);
    }

    static List<Double> list(float[] v) {
        return EmbeddingPass.list(v);
    }
}
