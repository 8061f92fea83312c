package dev.dossier.graph;

import java.util.List;
import org.neo4j.driver.Driver;

/** Constraints and indexes; every statement is idempotent, so applying at each start is safe. */
final class Neo4jSchema {

    private static final List<String> STATEMENTS = List.of(
            "CREATE CONSTRAINT document_id IF NOT EXISTS FOR (d:Document) REQUIRE d.id IS UNIQUE",
            "CREATE CONSTRAINT chunk_id IF NOT EXISTS FOR (c:Chunk) REQUIRE c.id IS UNIQUE",
            "CREATE INDEX document_source_root IF NOT EXISTS FOR (d:Document) ON (d.source_root)",
            "CREATE INDEX document_category IF NOT EXISTS FOR (d:Document) ON (d.category)");

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
