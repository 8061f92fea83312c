package dev.dossier.graph;

import dev.dossier.knowledge.KnowledgeSummaryCache;
import dev.dossier.knowledge.Summaries;
import java.util.Map;
import java.util.Optional;
import org.neo4j.driver.Value;

/**
 * {@link KnowledgeSummaryCache} as {@code (:Document {id})-[:HAS_SUMMARY]->(:KnowledgeSummary {key, detailed, summary,
 * stub, algorithm, source_hash, created})}. The key is unique (constraint in {@link Neo4jSchema}) and written with
 * MERGE, so concurrent puts keep one node. An entry is stored only when its document exists, and
 * {@link Neo4jDocumentStore} deletes a document's summaries in the transaction that rewrites or removes it. An
 * assembly that read a document's old text just before a sync rewrote it can still link an entry under the old key to
 * the new document; that entry is never read for the new text and goes with the document's next rewrite or removal.
 */
public final class Neo4jKnowledgeSummaryCache implements KnowledgeSummaryCache {

    private static final String PUT = """
            MATCH (d:Document {id: $document})
            MERGE (s:KnowledgeSummary {key: $key})
            ON CREATE SET s.detailed = $detailed, s.summary = $summary, s.stub = $stub, s.algorithm = $algorithm,
                          s.source_hash = $source_hash, s.created = datetime()
            MERGE (d)-[:HAS_SUMMARY]->(s)
            """;

    private final GraphStore graph;

    public Neo4jKnowledgeSummaryCache(GraphStore graph) {
        this.graph = graph;
    }

    @Override
    public Optional<Summaries> get(String key) {
        return graph.read(tx -> tx.run("MATCH (s:KnowledgeSummary {key: $key}) RETURN s", Map.of("key", key))
                .list(r -> summaries(r.get("s"))).stream().findFirst());
    }

    @Override
    public void put(String documentId, String key, String sourceHash, Summaries levels) {
        var params = Map.<String, Object>of("document", documentId, "key", key, "detailed", levels.detailed(), "summary", levels.summary(),
                "stub", levels.stub(), "algorithm", levels.version(), "source_hash", sourceHash);
        graph.update(tx -> tx.run(PUT, params).consume());
    }

    private static Summaries summaries(Value v) {
        return new Summaries(v.get("detailed").asString(), v.get("summary").asString(), v.get("stub").asString(), v.get("algorithm").asString());
    }
}
