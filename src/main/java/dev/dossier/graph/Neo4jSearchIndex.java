package dev.dossier.graph;

import dev.dossier.embedding.ChunkHit;
import dev.dossier.search.DocumentInfo;
import dev.dossier.search.DocumentText;
import dev.dossier.search.SearchIndex;
import java.time.Instant;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** {@link SearchIndex} over the chunk vector index and the documents' metadata. */
public final class Neo4jSearchIndex implements SearchIndex {

    private final GraphStore graph;
    private final Neo4jChunkEmbeddings embeddings;

    public Neo4jSearchIndex(GraphStore graph, Neo4jChunkEmbeddings embeddings) {
        this.graph = graph;
        this.embeddings = embeddings;
    }

    @Override
    public List<ChunkHit> nearest(float[] query, int k) {
        return embeddings.nearest(query, k, Optional.empty());
    }

    @Override
    public Map<String, DocumentInfo> documents(Collection<String> ids) {
        var out = new HashMap<String, DocumentInfo>();
        graph.read(tx -> tx.run("""
                MATCH (d:Document) WHERE d.id IN $ids
                RETURN d.id AS id, coalesce(d.title, d.id) AS title, d.file_path AS file_path,
                       coalesce(d.source_type, CASE WHEN d:Sop THEN 'sop' ELSE 'markdown' END) AS type
                """, Map.of("ids", List.copyOf(ids))).list()).forEach(r -> out.put(r.get("id").asString(),
                new DocumentInfo(r.get("id").asString(), r.get("title").asString(), r.get("file_path").asString(null), r.get("type").asString())));
        return out;
    }

    @Override
    public Map<String, DocumentText> texts(Collection<String> ids) {
        var out = new HashMap<String, DocumentText>();
        graph.read(tx -> tx.run("""
                MATCH (c:Chunk)-[:CHUNK_OF]->(d:Document) WHERE d.id IN $ids
                WITH d, c ORDER BY d.id, c.chunk_index
                RETURN d.id AS id, d.modified AS modified, collect(c.content) AS parts
                """, Map.of("ids", List.copyOf(ids))).list()).forEach(r -> out.put(r.get("id").asString(),
                new DocumentText(String.join("\n\n", r.get("parts").asList(org.neo4j.driver.Values.ofString())), instant(r.get("modified").asString(null)))));
        return out;
    }

    /** A stored {@code modified} property, or null when absent or unreadable (recency is then left out). */
    private static Instant instant(String iso) {
        if (iso == null) {
            return null;
        }
        try {
            return Instant.parse(iso);
        } catch (java.time.format.DateTimeParseException e) {
            return null;
        }
    }
}
