package dev.dossier.graph;

import dev.dossier.review.Convention;
import dev.dossier.review.ConventionChange;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.neo4j.driver.TransactionContext;

/**
 * Writes a review's convention changes in a few batched statements (UNWIND) instead of two or three per change, so a
 * review's cost grows with its patterns only. Changes are written in rounds: round k holds the k-th change of each
 * convention, so within one statement every convention appears once and its versions are numbered in order.
 */
final class ConventionWrites {

    private ConventionWrites() {
    }

    static void apply(TransactionContext tx, List<ConventionChange> changes, String reviewId, OffsetDateTime at) {
        var rounds = new ArrayList<List<ConventionChange>>();
        var seen = new HashMap<String, Integer>();
        for (ConventionChange change : changes) {
            int round = seen.merge(change.after().id(), 1, Integer::sum) - 1;
            while (rounds.size() <= round) {
                rounds.add(new ArrayList<>());
            }
            rounds.get(round).add(change);
        }
        for (List<ConventionChange> round : rounds) {
            write(tx, round, reviewId, at);
        }
    }

    private static void write(TransactionContext tx, List<ConventionChange> round, String reviewId, OffsetDateTime at) {
        var created = new ArrayList<Map<String, Object>>();
        var updated = new ArrayList<Map<String, Object>>();
        var relations = new LinkedHashMap<String, List<Map<String, Object>>>();
        var superseded = new ArrayList<Map<String, Object>>();
        for (ConventionChange change : round) {
            Convention c = change.after();
            var row = new HashMap<String, Object>();
            row.put("id", c.id());
            row.put("project", c.project());
            row.put("props", properties(c, at));
            row.put("version", version(change, reviewId, at));
            row.put("pattern", change.pattern());
            (change instanceof ConventionChange.Created ? created : updated).add(row);
            String relation = change instanceof ConventionChange.Superseded ? "RETIRED" : change.taught() ? "TAUGHT" : "CONTESTED";
            relations.computeIfAbsent(relation, r -> new ArrayList<>()).add(row);
            if (change instanceof ConventionChange.Superseded) {
                superseded.add(Map.of("id", c.id(), "successor", c.supersededBy()));
            }
        }
        if (!created.isEmpty()) {
            tx.run("""
                    UNWIND $rows AS row
                    MATCH (p:Project {id: row.project})
                    CREATE (c:Convention)-[:OF_PROJECT]->(p)
                    SET c = row.props
                    CREATE (c)-[:HAS_VERSION]->(v:ConventionVersion)
                    SET v = row.version, v.version = 1, v.convention_id = row.id
                    """, Map.of("rows", created)).consume();
        }
        if (!updated.isEmpty()) {
            tx.run("""
                    UNWIND $rows AS row
                    MATCH (c:Convention {id: row.id})
                    SET c += row.props
                    WITH c, row
                    MATCH (c)-[:HAS_VERSION]->(old:ConventionVersion) WHERE old.valid_to IS NULL
                    SET old.valid_to = $at
                    CREATE (c)-[:HAS_VERSION]->(v:ConventionVersion)
                    SET v = row.version, v.version = old.version + 1, v.convention_id = row.id
                    """, Map.of("rows", updated, "at", at)).consume();
        }
        // Relationship types cannot be parameters; the three names are constants chosen above.
        relations.forEach((relation, rows) -> tx.run("""
                MATCH (r:Review {id: $review})
                UNWIND $rows AS row
                MATCH (c:Convention {id: row.id})
                CREATE (r)-[:%s {pattern: row.pattern, at: $at}]->(c)
                """.formatted(relation), Map.of("review", reviewId, "rows", rows, "at", at)).consume());
        if (!superseded.isEmpty()) {
            tx.run("""
                    UNWIND $rows AS row
                    MATCH (old:Convention {id: row.id}), (successor:Convention {id: row.successor})
                    CREATE (successor)-[:SUPERSEDES {at: $at, review_id: $review}]->(old)
                    """, Map.of("rows", superseded, "at", at, "review", reviewId)).consume();
        }
    }

    private static Map<String, Object> properties(Convention c, OffsetDateTime at) {
        var props = new HashMap<String, Object>();
        props.put("id", c.id());
        props.put("project", c.project());
        props.put("name", c.name());
        props.put("description", c.description());
        props.put("applies_to", c.appliesTo());
        props.put("status", c.status().label());
        props.put("occurrences", c.occurrences());
        props.put("rejections", c.rejections());
        props.put("confidence", c.confidence());
        props.put("created_at", c.createdAt().atOffset(java.time.ZoneOffset.UTC));
        props.put("updated_at", at);
        props.put("superseded_by", c.supersededBy());
        props.put("supersedes", c.supersedes());
        return props;
    }

    private static Map<String, Object> version(ConventionChange change, String reviewId, OffsetDateTime at) {
        Convention c = change.after();
        var version = new HashMap<String, Object>();
        version.put("change", change.kind());
        version.put("review_id", reviewId);
        version.put("status", c.status().label());
        version.put("occurrences", c.occurrences());
        version.put("rejections", c.rejections());
        version.put("confidence", c.confidence());
        version.put("applies_to", c.appliesTo());
        version.put("description", c.description());
        version.put("superseded_by", c.supersededBy());
        version.put("valid_from", at);
        return version;
    }
}
