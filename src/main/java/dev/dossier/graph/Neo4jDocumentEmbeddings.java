package dev.dossier.graph;

import dev.dossier.embedding.Embedder;
import dev.dossier.embedding.ProgressListener;
import dev.dossier.embedding.PurposeReport;
import dev.dossier.embedding.PurposeText;
import java.util.Map;

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

    /**
     * Gives every document whose purpose vector is missing or stale (its hash differs) a current one: from the cache
     * when the text was embedded before, otherwise from {@code embedder}, {@code batchSize} texts at a time with one
     * write transaction per batch ({@link EmbeddingPass}). Progress is reported in "documents".
     */
    public PurposeReport embedPending(Embedder embedder, ProgressListener progress) {
        long total = graph.read(tx -> tx.run("MATCH (d:Document) WHERE d.purpose_embedding IS NULL RETURN count(d) AS n").single().get("n").asLong());
        var pass = new EmbeddingPass(graph, embedder, WRITE, "documents", batchSize, progress, total);
        pass.over(DOCUMENTS, PAGE, r -> PurposeText.of(r.get("title").asString(null), r.get("summary").asString(null)));
        return new PurposeReport(pass.seen, pass.embedded, pass.reused, pass.seen - pass.pending, pass.millis());
    }
}
