package dev.dossier.graph;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dossier.budget.Severity;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.source.DocumentStore;
import dev.dossier.source.DocumentWrite;
import dev.dossier.source.Sop;
import dev.dossier.source.SopChunk;
import dev.dossier.source.StoredFile;
import dev.dossier.source.ManPageFiles;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.neo4j.driver.Record;
import org.neo4j.driver.Values;

/**
 * {@link DocumentStore} on Neo4j: {@code (:Chunk)-[:CHUNK_OF]->(:Document)}, one transaction per document or group of documents;
 * a rewrite or removal also deletes the document's {@code (:KnowledgeSummary)} nodes ({@link Neo4jKnowledgeSummaryCache});
 * between documents {@code (:ManPage)-[:SEE_ALSO]->(:ManPage)} and
 * {@code (:AttackPattern)-[:SUBTECHNIQUE_OF]->(:AttackPattern)}.
 */
public final class Neo4jDocumentStore implements DocumentStore {

    /** Labels a document may carry besides Document; never concatenated from user input. */
    enum DocLabel { Sop, Knowledge, ManPage, AttackPattern }

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The document, its chunks and its cached knowledge summaries (a rewrite or removal invalidates them). */
    private static final String DELETE = """
            UNWIND $ids AS id
            MATCH (d:Document {id: id})
            OPTIONAL MATCH (d)-[:HAS_SUMMARY]->(s:KnowledgeSummary)
            DETACH DELETE s
            WITH DISTINCT d
            OPTIONAL MATCH (c:Chunk)-[:CHUNK_OF]->(d)
            DETACH DELETE c, d
            RETURN count(DISTINCT d) AS removed
            """;
    /** Documents with their chunks; the labels are spliced in from {@link DocLabel} names. */
    private static final String CREATE_DOCS = """
            UNWIND $docs AS doc
            CREATE (d:Document {id: doc.id})
            SET d += doc.props
            WITH d, doc
            UNWIND doc.chunks AS chunk
            CREATE (c:Chunk {id: chunk.id})-[:CHUNK_OF]->(d)
            SET c += chunk.props, c.source_type = coalesce(d.source_type, CASE WHEN d:Sop THEN 'sop' ELSE 'markdown' END)
            """;
    private static final String LINK = """
            UNWIND $pairs AS pair
            MATCH (a:Document {id: pair.from}), (b:Document {id: pair.to})
            MERGE (a)-[r:%s]->(b)
            RETURN count(r) AS linked
            """;
    private static final String LINK_SUBTECHNIQUES = """
            MATCH (d:Document:AttackPattern) WHERE d.parent_technique IS NOT NULL
            MATCH (p:Document:AttackPattern {technique_id: d.parent_technique})
            WHERE p <> d AND NOT (d)-[:SUBTECHNIQUE_OF]->(p)
            CREATE (d)-[:SUBTECHNIQUE_OF]->(p)
            RETURN count(*) AS linked
            """;
    private static final String SOP_FIELDS = """
            RETURN d.id AS id, d.title AS title, d.file_path AS file_path, d.severity AS severity,
                   d.applies_to AS applies_to, d.summary AS summary, coalesce(d.requirements, []) AS requirements,
                   d.chunk_count AS chunk_count, d.attributes AS attributes
            """;

    private final GraphStore graph;

    public Neo4jDocumentStore(GraphStore graph) {
        this.graph = graph;
    }

    @Override
    public List<StoredFile> files() {
        // A document written before source_type or modified existed reports no hash, so that the next sync rewrites it once.
        return graph.read(tx -> tx.run("""
                MATCH (d:Document)
                RETURN d.id AS id, d.source_root AS root, d.file_path AS path,
                       CASE WHEN d.source_type IS NULL OR d.modified IS NULL THEN null ELSE d.file_hash END AS hash
                ORDER BY id
                """).list(r -> new StoredFile(r.get("id").asString(), r.get("root").asString(null), r.get("path").asString(null),
                r.get("hash").asString(null))));
    }

    @Override
    public void replace(DocumentWrite document) {
        replaceAll(List.of(document));
    }

    /** One transaction: the old versions go, then each group of documents with the same labels is created with its chunks. */
    @Override
    public void replaceAll(List<DocumentWrite> documents) {
        if (documents.isEmpty()) {
            return;
        }
        var byLabels = new java.util.LinkedHashMap<String, List<Map<String, Object>>>();
        for (DocumentWrite d : documents) {
            // Labels cannot be parameters in Cypher; they come from a closed enum, never from input.
            String labels = d.labels().stream().map(l -> ":" + DocLabel.valueOf(l).name()).collect(Collectors.joining());
            var chunks = d.chunks().stream().map(c -> Map.of("id", c.id(), "props", c.properties())).toList();
            byLabels.computeIfAbsent(labels, k -> new ArrayList<>()).add(Map.of("id", d.id(), "props", d.properties(), "chunks", chunks));
        }
        var ids = documents.stream().map(DocumentWrite::id).toList();
        graph.update(tx -> {
            tx.run(DELETE, Map.of("ids", ids)).consume();
            byLabels.forEach((labels, docs) -> tx.run(CREATE_DOCS.replace("(d:Document ", "(d:Document" + labels + " "), Map.of("docs", docs))
                    .consume());
            tx.run(REVISE, Map.of("revision", java.util.UUID.randomUUID().toString())).consume();
        });
    }

    @Override
    public boolean remove(String id) {
        return graph.write(tx -> {
            long removed = tx.run(DELETE, Map.of("ids", List.of(id))).single().get("removed").asLong();
            if (removed > 0) {
                tx.run(REVISE, Map.of("revision", java.util.UUID.randomUUID().toString())).consume();
            }
            return removed;
        }) > 0;
    }

    /** A new random revision of the library, in the transaction of the write (random: a reset graph cannot repeat one). */
    private static final String REVISE = "MERGE (l:Library {id: 'documents'}) SET l.revision = $revision";

    /** The library's revision with the SOP count (a count-store lookup), so even a deletion outside this store shows. */
    @Override
    public String revision() {
        return graph.read(tx -> {
            var r = tx.run("""
                    OPTIONAL MATCH (l:Library {id: 'documents'})
                    CALL () { MATCH (d:Sop) RETURN count(d) AS sops }
                    RETURN coalesce(l.revision, '') + ':' + sops AS revision
                    """).single();
            return r.get("revision").asString();
        });
    }

    /**
     * {@code SEE_ALSO}: each reference {@code name(section)} of a man page's {@code see_also} names the
     * document {@code man.name.section}, or the page that has it among its {@code aliases}. Worked out here
     * rather than in Cypher so that aliases need no list scan per reference. {@code SUBTECHNIQUE_OF}: by
     * {@code technique_id}.
     */
    @Override
    public int linkDocuments() {
        return graph.write(tx -> {
            var pages = tx.run("""
                    MATCH (d:Document:ManPage)
                    RETURN d.id AS id, coalesce(d.aliases, []) AS aliases, coalesce(d.see_also, []) AS see_also
                    """).list(r -> new Page(r.get("id").asString(), r.get("aliases").asList(Values.ofString()),
                    r.get("see_also").asList(Values.ofString())));
            var byId = new HashMap<String, String>();
            pages.forEach(p -> byId.put(p.id(), p.id()));
            pages.forEach(p -> p.aliases().forEach(a -> ManPageFiles.idOfRef(a).ifPresent(aliasId -> byId.putIfAbsent(aliasId, p.id()))));
            var pairs = new ArrayList<Map<String, Object>>();
            for (Page p : pages) {
                var targets = new LinkedHashSet<String>();
                for (String ref : p.seeAlso()) {
                    ManPageFiles.idOfRef(ref).map(byId::get).filter(t -> !t.equals(p.id())).ifPresent(targets::add);
                }
                targets.forEach(t -> pairs.add(Map.of("from", p.id(), "to", t)));
            }
            long before = tx.run("MATCH ()-[r:SEE_ALSO|SUBTECHNIQUE_OF]->() RETURN count(r) AS n").single().get("n").asLong();
            tx.run(LINK.formatted("SEE_ALSO"), Map.of("pairs", pairs)).consume();
            tx.run(LINK_SUBTECHNIQUES).consume();
            long after = tx.run("MATCH ()-[r:SEE_ALSO|SUBTECHNIQUE_OF]->() RETURN count(r) AS n").single().get("n").asLong();
            return (int) (after - before);
        });
    }

    private record Page(String id, List<String> aliases, List<String> seeAlso) {
    }

    @Override
    public List<Sop> sops() {
        return graph.read(tx -> tx.run("MATCH (d:Document:Sop)\n" + SOP_FIELDS + "ORDER BY id").list(Neo4jDocumentStore::sop));
    }

    @Override
    public long sopCount() {
        return graph.read(tx -> tx.run("MATCH (d:Document:Sop) RETURN count(d) AS n").single().get("n").asLong());
    }

    @Override
    public Optional<Sop> sop(String id) {
        return graph.read(tx -> tx.run("MATCH (d:Document:Sop {id: $id})\n" + SOP_FIELDS, Map.of("id", id))
                .list(Neo4jDocumentStore::sop).stream().findFirst());
    }

    @Override
    public List<SopChunk> chunks(Collection<String> sopIds) {
        return graph.read(tx -> tx.run("""
                MATCH (c:Chunk)-[:CHUNK_OF]->(d:Document:Sop)
                WHERE d.id IN $ids
                RETURN c.id AS id, d.id AS sop, c.chunk_index AS idx, c.chunk_count AS cnt, c.section AS section, c.content AS content
                ORDER BY sop, idx
                """, Map.of("ids", List.copyOf(sopIds))).list(r -> new SopChunk(r.get("id").asString(), r.get("sop").asString(),
                r.get("idx").asInt(), r.get("cnt").asInt(), r.get("section").asString(""), r.get("content").asString())));
    }

    private static Sop sop(Record r) {
        return new Sop(r.get("id").asString(), r.get("title").asString(), r.get("file_path").asString(),
                Severity.of(r.get("severity").asString()), r.get("applies_to").asList(Values.ofString()),
                r.get("summary").asString(""), r.get("requirements").asList(Values.ofString()), r.get("chunk_count").asInt(0),
                attributes(r.get("attributes").asString(null)));
    }

    private static Map<String, Object> attributes(String json) {
        if (json == null) {
            return Map.of();
        }
        try {
            return JSON.readValue(json, new TypeReference<Map<String, Object>>() { });
        } catch (JsonProcessingException e) {
            throw new DossierException(ErrorCode.STORAGE, "stored attributes are not valid JSON: " + e.getOriginalMessage());
        }
    }
}
