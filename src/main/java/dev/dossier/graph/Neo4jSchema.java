package dev.dossier.graph;

import java.util.List;
import org.neo4j.driver.Driver;

/** Constraints and indexes; every statement is idempotent, so applying at each start is safe. */
final class Neo4jSchema {

    private static final List<String> STATEMENTS = List.of(
            "CREATE CONSTRAINT document_id IF NOT EXISTS FOR (d:Document) REQUIRE d.id IS UNIQUE",
            "CREATE CONSTRAINT chunk_id IF NOT EXISTS FOR (c:Chunk) REQUIRE c.id IS UNIQUE",
            "CREATE INDEX document_source_root IF NOT EXISTS FOR (d:Document) ON (d.source_root)",
            "CREATE INDEX document_category IF NOT EXISTS FOR (d:Document) ON (d.category)",
            "CREATE CONSTRAINT project_id IF NOT EXISTS FOR (p:Project) REQUIRE p.id IS UNIQUE",
            "CREATE CONSTRAINT plan_id IF NOT EXISTS FOR (p:Plan) REQUIRE p.id IS UNIQUE",
            "CREATE CONSTRAINT review_id IF NOT EXISTS FOR (r:Review) REQUIRE r.id IS UNIQUE",
            // recording is idempotent on (project, task_id): the check inside the project-locked transaction looks it up here
            "CREATE INDEX review_task IF NOT EXISTS FOR (r:Review) ON (r.project, r.task_id)",
            "CREATE INDEX review_kind IF NOT EXISTS FOR (k:ReviewKind) ON (k.project, k.kind)",
            "CREATE INDEX sop_citation IF NOT EXISTS FOR (c:SopCitation) ON (c.project, c.kind)",
            "CREATE CONSTRAINT convention_id IF NOT EXISTS FOR (c:Convention) REQUIRE c.id IS UNIQUE",
            "CREATE CONSTRAINT decision_id IF NOT EXISTS FOR (d:Decision) REQUIRE d.id IS UNIQUE",
            "CREATE INDEX convention_project IF NOT EXISTS FOR (c:Convention) ON (c.project)",
            "CREATE CONSTRAINT file_summary_key IF NOT EXISTS FOR (s:FileSummary) REQUIRE s.key IS UNIQUE",
            "CREATE CONSTRAINT knowledge_summary_key IF NOT EXISTS FOR (s:KnowledgeSummary) REQUIRE s.key IS UNIQUE",
            "CREATE CONSTRAINT assembly_id IF NOT EXISTS FOR (a:Assembly) REQUIRE a.id IS UNIQUE",
            "CREATE INDEX assembly_at IF NOT EXISTS FOR (a:Assembly) ON (a.at)",
            "CREATE INDEX decision_plan IF NOT EXISTS FOR (d:Decision) ON (d.plan_id)",
            "CREATE INDEX chunk_embedding_hash IF NOT EXISTS FOR (c:Chunk) ON (c.embedding_hash)",
            // the embedding pass's pruning asks whether a document's purpose still names a cached vector
            "CREATE INDEX document_purpose_hash IF NOT EXISTS FOR (d:Document) ON (d.purpose_hash)",
            "CREATE CONSTRAINT embedding_cache_hash IF NOT EXISTS FOR (e:EmbeddingCache) REQUIRE e.hash IS UNIQUE",
            "CREATE CONSTRAINT token_name IF NOT EXISTS FOR (t:Token) REQUIRE t.name IS UNIQUE",
            "CREATE CONSTRAINT token_id IF NOT EXISTS FOR (t:Token) REQUIRE t.id IS UNIQUE",
            "CREATE CONSTRAINT audit_event_id IF NOT EXISTS FOR (a:AuditEvent) REQUIRE a.id IS UNIQUE",
            "CREATE INDEX audit_event_at IF NOT EXISTS FOR (a:AuditEvent) ON (a.at)",
            // sessions (Neo4jSessionStore): every read and the deletion of removed items go through one of these
            "CREATE CONSTRAINT session_id IF NOT EXISTS FOR (s:Session) REQUIRE s.id IS UNIQUE",
            "CREATE CONSTRAINT session_item_id IF NOT EXISTS FOR (i:SessionItem) REQUIRE i.id IS UNIQUE",
            "CREATE INDEX session_item_seq IF NOT EXISTS FOR (i:SessionItem) ON (i.session_id, i.seq)",
            "CREATE INDEX session_user IF NOT EXISTS FOR (s:Session) ON (s.user, s.project)",
            "CREATE CONSTRAINT library_id IF NOT EXISTS FOR (l:Library) REQUIRE l.id IS UNIQUE",
            "CREATE INDEX session_event_seq IF NOT EXISTS FOR (e:SessionEvent) ON (e.session_id, e.seq)",
            "CREATE INDEX scratchpad_entry_ref IF NOT EXISTS FOR (e:ScratchpadEntry) ON (e.session_id, e.ref)",
            "CREATE CONSTRAINT checkpoint_id IF NOT EXISTS FOR (k:Checkpoint) REQUIRE k.id IS UNIQUE",
            // gate reports (Neo4jGateReports): the latest of a task is read by (project, task_id, seq)
            "CREATE CONSTRAINT gate_report_id IF NOT EXISTS FOR (g:GateReport) REQUIRE g.id IS UNIQUE",
            "CREATE INDEX gate_report_task IF NOT EXISTS FOR (g:GateReport) ON (g.project, g.task_id)",
            "CREATE INDEX gate_task IF NOT EXISTS FOR (t:GateTask) ON (t.project, t.task_id)",
            // risk monitor (Neo4jMonitorStore)
            "CREATE CONSTRAINT monitor_lock_key IF NOT EXISTS FOR (k:MonitorLock) REQUIRE k.key IS UNIQUE",
            "CREATE CONSTRAINT monitor_loop_id IF NOT EXISTS FOR (l:MonitorLoop) REQUIRE l.id IS UNIQUE",
            "CREATE INDEX monitor_loop_plan IF NOT EXISTS FOR (l:MonitorLoop) ON (l.project, l.plan_id)",
            "CREATE CONSTRAINT monitor_signal_id IF NOT EXISTS FOR (s:MonitorSignal) REQUIRE s.id IS UNIQUE",
            "CREATE INDEX monitor_signal_seq IF NOT EXISTS FOR (s:MonitorSignal) ON (s.seq)",
            "CREATE CONSTRAINT monitor_counter_name IF NOT EXISTS FOR (c:MonitorCounter) REQUIRE c.name IS UNIQUE",
            // knowledge bases (Neo4jFactStore): facts by (kb, subject), every node of a KB by kb for a reload
            "CREATE CONSTRAINT knowledge_base_name IF NOT EXISTS FOR (k:KnowledgeBase) REQUIRE k.name IS UNIQUE",
            "CREATE CONSTRAINT kb_entity_key IF NOT EXISTS FOR (e:KbEntity) REQUIRE e.key IS UNIQUE",
            "CREATE CONSTRAINT fact_key IF NOT EXISTS FOR (f:Fact) REQUIRE f.key IS UNIQUE",
            "CREATE CONSTRAINT kb_relation_key IF NOT EXISTS FOR (r:KbRelation) REQUIRE r.key IS UNIQUE",
            "CREATE INDEX kb_entity_kb IF NOT EXISTS FOR (e:KbEntity) ON (e.kb)",
            "CREATE INDEX kb_relation_kb IF NOT EXISTS FOR (r:KbRelation) ON (r.kb)",
            "CREATE INDEX fact_kb IF NOT EXISTS FOR (f:Fact) ON (f.kb)",
            "CREATE INDEX fact_subject IF NOT EXISTS FOR (f:Fact) ON (f.kb, f.subject_id)",
            // quarantine (Neo4jQuarantineStore)
            "CREATE CONSTRAINT quarantine_id IF NOT EXISTS FOR (q:QuarantineItem) REQUIRE q.id IS UNIQUE",
            "CREATE INDEX quarantine_project IF NOT EXISTS FOR (q:QuarantineItem) ON (q.project, q.status)",
            // statements and clashes (Neo4jClashStore)
            "CREATE CONSTRAINT statement_id IF NOT EXISTS FOR (s:Statement) REQUIRE s.id IS UNIQUE",
            "CREATE INDEX statement_project IF NOT EXISTS FOR (s:Statement) ON (s.project, s.status)",
            "CREATE CONSTRAINT clash_id IF NOT EXISTS FOR (c:Clash) REQUIRE c.id IS UNIQUE",
            "CREATE INDEX clash_project IF NOT EXISTS FOR (c:Clash) ON (c.project, c.status)",
            // tool catalogs (Neo4jToolStore)
            "CREATE CONSTRAINT tool_catalog_name IF NOT EXISTS FOR (k:ToolCatalog) REQUIRE k.name IS UNIQUE",
            "CREATE INDEX tool_catalog IF NOT EXISTS FOR (t:Tool) ON (t.catalog)");

    private final Driver driver;
    private final int dimensions;

    Neo4jSchema(Driver driver, int dimensions) {
        this.driver = driver;
        this.dimensions = dimensions;
    }

    /**
     * The vector index of documents' purpose texts (ADR 0003, "Search retrieval": title and summary, a man page's NAME
     * line), {@link Neo4jDocumentEmbeddings}; the dimension is the embedder's.
     */
    static String purposeIndex(int dimensions) {
        return "CREATE VECTOR INDEX " + Neo4jDocumentEmbeddings.INDEX + " IF NOT EXISTS FOR (d:Document) ON d.purpose_embedding OPTIONS {indexConfig: {"
                + "`vector.dimensions`: " + dimensions + ", `vector.similarity_function`: 'cosine'}}";
    }

    void apply() {
        try (var session = driver.session()) {
            for (String statement : STATEMENTS) {
                session.run(statement).consume();
            }
            // Chunk vectors (ADR 0003): the dimension is the embedder's; another model needs a new index.
            session.run("CREATE VECTOR INDEX " + Neo4jChunkEmbeddings.INDEX + " IF NOT EXISTS FOR (c:Chunk) ON c.embedding OPTIONS {indexConfig: {"
                    + "`vector.dimensions`: " + dimensions + ", `vector.similarity_function`: 'cosine'}}").consume();
            session.run(purposeIndex(dimensions)).consume();
            // Full-text retrieval (ADR 0003, "Search retrieval"): chunks carry their document's source_type so that the
            // type filter is a clause of the Lucene query. Chunks written before that get it once, in batches.
            session.run("""
                    MATCH (c:Chunk) WHERE c.source_type IS NULL
                    CALL (c) {
                      MATCH (c)-[:CHUNK_OF]->(d:Document)
                      SET c.source_type = coalesce(d.source_type, CASE WHEN d:Sop THEN 'sop' ELSE 'markdown' END)
                    } IN TRANSACTIONS OF 5000 ROWS
                    """).consume();
            session.run("CREATE FULLTEXT INDEX " + Neo4jSearchIndex.CHUNK_TEXT + " IF NOT EXISTS FOR (c:Chunk) ON EACH [c.section, c.content, c.source_type]"
                    + " OPTIONS {indexConfig: {`fulltext.analyzer`: 'english'}}").consume();
            session.run("CREATE FULLTEXT INDEX " + Neo4jSearchIndex.DOCUMENT_FIELDS + " IF NOT EXISTS FOR (d:Document)"
                    + " ON EACH [d.title, d.aliases, d.summary, d.synopsis, d.options, d.source_type]"
                    + " OPTIONS {indexConfig: {`fulltext.analyzer`: 'english'}}").consume();
            session.run("CALL db.awaitIndexes(60)").consume();
        }
    }
}
