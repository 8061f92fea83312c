package dev.dossier.graph;

import dev.dossier.embedding.ChunkHit;
import dev.dossier.search.DocumentInfo;
import dev.dossier.search.DocumentText;
import dev.dossier.search.RankedHit;
import dev.dossier.search.SearchIndex;
import dev.dossier.search.SearchPolicy;
import dev.dossier.search.WeightedTerm;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import org.apache.lucene.queryparser.classic.QueryParser;

/**
 * {@link SearchIndex} over the chunk vector index ({@value Neo4jChunkEmbeddings#INDEX}), the document purpose vector
 * index ({@value Neo4jDocumentEmbeddings#INDEX}: one vector per document for its title and summary) and two full-text indexes
 * (Lucene inside Neo4j, English analyzer: lower case, stop words, Porter stems; created in {@link Neo4jSchema}):
 * {@value #CHUNK_TEXT} on a chunk's {@code section} and {@code content}, {@value #DOCUMENT_FIELDS} on a document's
 * {@code title}, {@code aliases}, {@code summary}, {@code synopsis} and {@code options}. Both also index
 * {@code source_type} (chunks carry their document's), so the type filter is a clause of the Lucene query and the
 * index's own cut returns {@code k} hits of that type. The vector indexes of Neo4j 5.26 cannot filter; a typed nearest
 * query asks for more until {@code k} chunks of the type are found or the whole index was seen.
 */
public final class Neo4jSearchIndex implements SearchIndex {

    static final String CHUNK_TEXT = "chunk_text";
    static final String DOCUMENT_FIELDS = "document_fields";

    private static final String NEAREST = """
            CALL db.index.vector.queryNodes($index, $fetch, $vector) YIELD node, score
            WITH node, score WHERE $type IS NULL OR node.source_type = $type
            MATCH (node)-[:CHUNK_OF]->(d:Document)
            RETURN node.id AS id, d.id AS doc, score, coalesce(node.section, '') AS section, node.content AS content
            ORDER BY score DESC, id
            LIMIT $k
            """;
    private static final String NEAREST_PURPOSES = """
            CALL db.index.vector.queryNodes($index, $fetch, $vector) YIELD node, score
            WITH node, score
            WHERE $type IS NULL OR coalesce(node.source_type, CASE WHEN node:Sop THEN 'sop' ELSE 'markdown' END) = $type
            RETURN node.id AS doc, score
            ORDER BY score DESC, doc
            LIMIT $k
            """;
    private static final String CHUNK_MATCHES = """
            CALL db.index.fulltext.queryNodes($index, $query, {limit: $k}) YIELD node, score
            MATCH (node)-[:CHUNK_OF]->(d:Document)
            RETURN node.id AS id, d.id AS doc, score
            ORDER BY score DESC, id
            """;
    private static final String DOCUMENT_MATCHES = """
            CALL db.index.fulltext.queryNodes($index, $query, {limit: $k}) YIELD node, score
            RETURN node.id AS doc, score
            ORDER BY score DESC, doc
            """;
    private static final String CHUNKS = """
            MATCH (c:Chunk)-[:CHUNK_OF]->(d:Document) WHERE d.id IN $ids
            WITH d, c, CASE WHEN c.embedding IS NULL THEN -1.0 ELSE 2 * vector.similarity.cosine(c.embedding, $vector) - 1 END AS cosine
            ORDER BY d.id, cosine DESC, c.id
            WITH d, collect({c: c, cosine: cosine}) AS cs
            UNWIND range(0, size(cs) - 1) AS i
            WITH d, i, cs[i] AS x WHERE i < $per OR x.c.id IN $chunks
            RETURN x.c.id AS id, d.id AS doc, x.cosine AS cosine, coalesce(x.c.section, '') AS section, x.c.content AS content
            ORDER BY doc, i
            """;
    private static final String FREQUENCIES = """
            UNWIND $queries AS q
            CALL (q) {
              CALL db.index.fulltext.queryNodes($index, q.query, {limit: $cap}) YIELD node
              RETURN count(node) AS df
            }
            RETURN q.word AS word, df
            """;

    private final GraphStore graph;

    public Neo4jSearchIndex(GraphStore graph) {
        this.graph = graph;
    }

    @Override
    public <T> T inOneRead(java.util.function.Supplier<T> body) {
        return graph.inOneRead(body);
    }

    @Override
    public List<ChunkHit> nearest(float[] query, int k, String type) {
        return nearest(Neo4jChunkEmbeddings.INDEX, NEAREST, "MATCH (c:Chunk) RETURN count(c) AS n", query, k, type,
                r -> new ChunkHit(r.get("id").asString(), r.get("doc").asString(), 2 * r.get("score").asDouble() - 1, r.get("section").asString(),
                        r.get("content").asString("")));
    }

    @Override
    public List<RankedHit> nearestPurposes(float[] query, int k, String type) {
        return nearest(Neo4jDocumentEmbeddings.INDEX, NEAREST_PURPOSES, "MATCH (d:Document) RETURN count(d) AS n", query, k, type,
                r -> new RankedHit(r.get("doc").asString(), null, 2 * r.get("score").asDouble() - 1));
    }

    /**
     * The {@code k} nodes of a vector index nearest to {@code query}, of {@code type} when one is given. Neo4j 5.26's
     * vector index cannot filter, so a typed query asks it for 4x, 16x, ... more nodes until {@code k} of the type come
     * back or all {@code countQuery} nodes were seen. The index reports cosine as (1 + cos) / 2; {@code row} converts.
     */
    private <T> List<T> nearest(String index, String cypher, String countQuery, float[] query, int k, String type,
                                java.util.function.Function<org.neo4j.driver.Record, T> row) {
        if (k < 1) {
            throw new IllegalArgumentException("k must be >= 1, got " + k);
        }
        var params = new HashMap<String, Object>();
        params.put("index", index);
        params.put("k", k);
        params.put("vector", Neo4jChunkEmbeddings.list(query));
        params.put("type", type);
        long total = type == null ? k : graph.read(tx -> tx.run(countQuery).single().get("n").asLong());
        int fetch = type == null ? k : (int) Math.min(Math.max(k * 4L, 50), Math.max(k, total));
        while (true) {
            params.put("fetch", fetch);
            List<T> hits = graph.read(tx -> tx.run(cypher, params).list(row::apply));
            if (hits.size() >= k || fetch >= total) {
                return hits;
            }
            fetch = (int) Math.min(total, fetch * 4L);
        }
    }

    @Override
    public List<RankedHit> chunkText(List<WeightedTerm> terms, SearchPolicy.FieldBoosts boosts, int k, String type) {
        String query = query(terms, type, Map.of("section", boosts.section(), "content", boosts.content()));
        if (query == null) {
            return List.of();
        }
        return graph.read(tx -> tx.run(CHUNK_MATCHES, Map.of("index", CHUNK_TEXT, "query", query, "k", k))
                .list(r -> new RankedHit(r.get("doc").asString(), r.get("id").asString(), r.get("score").asDouble())));
    }

    @Override
    public List<RankedHit> documentFields(List<WeightedTerm> terms, SearchPolicy.FieldBoosts boosts, int k, String type) {
        var fields = new java.util.LinkedHashMap<String, Double>();
        fields.put("title", boosts.name());
        fields.put("aliases", boosts.name());
        fields.put("summary", boosts.summary());
        fields.put("synopsis", boosts.synopsis());
        fields.put("options", boosts.options());
        String query = query(terms, type, fields);
        if (query == null) {
            return List.of();
        }
        return graph.read(tx -> tx.run(DOCUMENT_MATCHES, Map.of("index", DOCUMENT_FIELDS, "query", query, "k", k))
                .list(r -> new RankedHit(r.get("doc").asString(), null, r.get("score").asDouble())));
    }

    /**
     * A Lucene query: {@code +source_type:"man" +(field:(w1^a w2^b)^boost ...)}; every word escaped, so input is never
     * query syntax. Null when no field has a positive boost.
     */
    static String query(List<WeightedTerm> terms, String type, Map<String, Double> fields) {
        var words = new StringJoiner(" ", "(", ")");
        for (WeightedTerm t : terms) {
            words.add(QueryParser.escape(t.word().toLowerCase(java.util.Locale.ROOT)) + (t.weight() == 1 ? "" : "^" + String.format(java.util.Locale.ROOT, "%.4f", t.weight())));
        }
        var any = new StringJoiner(" ", "(", ")");
        fields.forEach((field, boost) -> {
            if (boost > 0) {
                any.add(field + ":" + words + "^" + String.format(java.util.Locale.ROOT, "%.4f", boost));
            }
        });
        if (any.length() == 2 || terms.isEmpty()) {
            return null;
        }
        return type == null ? any.toString() : "+source_type:\"" + QueryParser.escape(type) + "\" +" + any;
    }

    @Override
    public List<ChunkHit> chunks(Collection<String> documentIds, Collection<String> chunkIds, float[] query, int perDocument) {
        var params = Map.<String, Object>of("ids", List.copyOf(documentIds), "chunks", List.copyOf(chunkIds), "vector", Neo4jChunkEmbeddings.list(query),
                "per", perDocument);
        return graph.read(tx -> tx.run(CHUNKS, params).list(r -> new ChunkHit(r.get("id").asString(), r.get("doc").asString(),
                r.get("cosine").asDouble(), r.get("section").asString(), r.get("content").asString(""))));
    }

    @Override
    public Frequencies frequencies(Collection<String> words, int cap) {
        var queries = new ArrayList<Map<String, Object>>();
        for (String w : words) {
            String e = QueryParser.escape(w);
            queries.add(Map.of("word", w, "query", "title:" + e + " aliases:" + e + " summary:" + e));
        }
        var out = new HashMap<String, Integer>();
        long total = graph.read(tx -> {
            tx.run(FREQUENCIES, Map.of("queries", queries, "index", DOCUMENT_FIELDS, "cap", cap))
                    .list().forEach(r -> out.put(r.get("word").asString(), r.get("df").asInt()));
            return tx.run("MATCH (d:Document) RETURN count(d) AS n").single().get("n").asLong();
        });
        return new Frequencies(out, total);
    }

    @Override
    public Map<String, DocumentInfo> documents(Collection<String> ids) {
        var out = new HashMap<String, DocumentInfo>();
        graph.read(tx -> tx.run("""
                MATCH (d:Document) WHERE d.id IN $ids
                RETURN d.id AS id, coalesce(d.title, d.id) AS title, d.file_path AS file_path,
                       coalesce(d.source_type, CASE WHEN d:Sop THEN 'sop' ELSE 'markdown' END) AS type, d.summary AS summary
                """, Map.of("ids", List.copyOf(ids))).list()).forEach(r -> out.put(r.get("id").asString(),
                new DocumentInfo(r.get("id").asString(), r.get("title").asString(), r.get("file_path").asString(null), r.get("type").asString(),
                        r.get("summary").asString(null))));
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
