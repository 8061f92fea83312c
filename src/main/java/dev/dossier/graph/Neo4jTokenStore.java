package dev.dossier.graph;

import dev.dossier.auth.Scope;
import dev.dossier.auth.StoredToken;
import dev.dossier.auth.TokenStore;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.neo4j.driver.Record;
import org.neo4j.driver.Values;

/** Tokens as {@code (:Token {id, name, hash, projects, scope, created})}: the hash only, never the token. */
final class Neo4jTokenStore implements TokenStore {

    private final GraphStore graph;

    Neo4jTokenStore(GraphStore graph) {
        this.graph = graph;
    }

    @Override
    public boolean create(StoredToken t) {
        return graph.write(tx -> {
            if (tx.run("MATCH (t:Token {name: $name}) RETURN t.id", Map.of("name", t.name())).hasNext()) {
                return false;
            }
            tx.run("CREATE (t:Token {id: $id, name: $name, hash: $hash, projects: $projects, scope: $scope, created: $created})",
                    Map.of("id", t.id(), "name", t.name(), "hash", t.hash(), "projects", t.projects(), "scope", t.scope().label(),
                            "created", t.created().toString())).consume();
            return true;
        });
    }

    @Override
    public List<StoredToken> list() {
        return graph.read(tx -> tx.run("MATCH (t:Token) RETURN t ORDER BY t.name").list(Neo4jTokenStore::token));
    }

    @Override
    public boolean revoke(String name) {
        return graph.write(tx -> tx.run("MATCH (t:Token {name: $name}) DELETE t RETURN count(*) AS n", Map.of("name", name))
                .single().get("n").asLong() > 0);
    }

    private static StoredToken token(Record r) {
        var t = r.get("t");
        return new StoredToken(t.get("id").asString(), t.get("name").asString(), t.get("hash").asString(), t.get("projects").asList(Values.ofString()),
                Scope.of(t.get("scope").asString(), "scope"), Instant.parse(t.get("created").asString()));
    }
}
