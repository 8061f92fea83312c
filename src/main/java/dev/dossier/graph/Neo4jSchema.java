package dev.dossier.graph;

import dev.dossier.embedding.BgeSmallEmbedder;
import java.util.List;
import org.neo4j.driver.Driver;

/** Constraints and indexes; every statement is idempotent, so applying at each start is safe. */
final class Neo4jSchema {

    private static final List<String> STATEMENTS = List.of(
            "CREATE CONSTRAINT document_id IF NOT EXISTS FOR (d:Document) REQUIRE d.id IS UNIQUE",
            "CREATE CONSTRAINT chunk_id IF NOT EXISTS FOR (c:Chunk) REQUIRE c.id IS UNIQUE",
            "CREATE INDEX document_source_root IF NOT EXISTS FOR (d:Document) ON (d.source_root)",
            "CREATE INDEX document_category IF NOT EXISTS FOR (d:Document) ON (d.category)",
            // Chunk vectors (ADR 0003): the dimension is the built-in model's; another model needs a new index.
            "CREATE VECTOR INDEX " + Neo4jChunkEmbeddings.INDEX + " IF NOT EXISTS FOR (c:Chunk) ON c.embedding OPTIONS {indexConfig: {"
                    + "`vector.dimensions`: " + BgeSmallEmbedder.DIMENSIONS + ", `vector.similarity_function`: 'cosine'}}",
            "CREATE INDEX chunk_embedding_hash IF NOT EXISTS FOR (c:Chunk) ON (c.embedding_hash)",
            "CREATE CONSTRAINT embedding_cache_hash IF NOT EXISTS FOR (e:EmbeddingCache) REQUIRE e.hash IS UNIQUE");

    private final Driver driver;

    Neo4jSchema(Driver driver) {
        this.driver = driver;
    }

    void apply() {
        try (var session = driver.session()) {
            for (String statement : STATEMENTS) {
                session.run(statement).consume();
            }
            session.run("CALL db.awaitIndexes(60)").consume();
        }
    }
}
