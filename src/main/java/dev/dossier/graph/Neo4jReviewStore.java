package dev.dossier.graph;

import static org.neo4j.driver.Values.parameters;

import dev.dossier.assembly.Citation;
import dev.dossier.assembly.Citations;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.review.Convention;
import dev.dossier.review.ConventionChange;
import dev.dossier.review.ConventionDetail;
import dev.dossier.review.ConventionLedger;
import dev.dossier.review.ConventionStatus;
import dev.dossier.review.ConventionVersion;
import dev.dossier.review.Decision;
import dev.dossier.review.Provenance;
import dev.dossier.review.ReviewOutcome;
import dev.dossier.review.ReviewStore;
import dev.dossier.review.ReviewSubmission;
import dev.dossier.review.SubmissionHash;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.neo4j.driver.Record;
import org.neo4j.driver.TransactionContext;
import org.neo4j.driver.Value;
import org.neo4j.driver.Values;

/**
 * {@link ReviewStore} on Neo4j.
 *
 * <pre>
 * (:Review)-[:OF_PROJECT]->(:Project)          (:Review)-[:IN_PLAN]->(:Plan)
 * (:Review)-[:TAUGHT|CONTESTED|RETIRED {pattern, at}]->(:Convention)-[:OF_PROJECT]->(:Project)
 * (:Convention)-[:HAS_VERSION]->(:ConventionVersion {version, change, review_id, ..., valid_from, valid_to})
 * (:Convention)-[:SUPERSEDES {at, review_id}]->(:Convention)
 * (:Decision)-[:DECIDED_IN]->(:Review)         (:Decision)-[:OF_PLAN]->(:Plan)
 * </pre>
 *
 * A review is one write transaction that starts by taking the write lock of its project node, so the
 * ledger always decides on the latest state and concurrent reviews of a project are serialised; the
 * driver retries transactions that fail transiently (deadlocks), from the start.
 */
public final class Neo4jReviewStore implements ReviewStore {

    private static final String CONVENTION_FIELDS = """
            c.id AS id, c.project AS project, c.name AS name, c.description AS description, c.applies_to AS applies_to,
            c.status AS status, c.occurrences AS occurrences, c.rejections AS rejections, c.confidence AS confidence,
            c.created_at AS created_at, c.updated_at AS updated_at, c.superseded_by AS superseded_by, coalesce(c.supersedes, []) AS supersedes
            """;

    private final GraphStore graph;

    public Neo4jReviewStore(GraphStore graph) {
        this.graph = graph;
    }

    @Override
    public Citations citations(String project, java.util.Collection<String> kinds) {
        return graph.read(tx -> {
            var bySop = new HashMap<String, Citation>();
            int reviews = 0;
            for (var r : tx.run("""
                    MATCH (k:ReviewKind {project: $project}) WHERE k.kind IN $kinds
                    OPTIONAL MATCH (c:SopCitation {project: $project, kind: k.kind})
                    RETURN k.kind AS kind, k.reviews AS reviews, c.sop AS sop, c.reviews AS cited
                    """, Map.of("project", project, "kinds", List.copyOf(kinds))).list()) {
                reviews = Math.max(reviews, r.get("reviews").asInt());
                if (!r.get("sop").isNull()) {
                    var c = new Citation(r.get("cited").asInt(), r.get("reviews").asInt(), r.get("kind").asString());
                    bySop.merge(r.get("sop").asString(), c, (a, b) -> a.cited() >= b.cited() ? a : b);
                }
            }
            return new Citations(reviews, bySop);
        });
    }

    @Override
    public ReviewOutcome record(ReviewSubmission review, ConventionLedger ledger, Supplier<String> ids, Instant now) {
        return graph.write(tx -> write(tx, review, ledger, ids, now));
    }

    private ReviewOutcome write(TransactionContext tx, ReviewSubmission review, ConventionLedger ledger, Supplier<String> ids, Instant now) {
        var at = time(now);
        String hash = SubmissionHash.of(review);
        // the project's write lock first: the replay check, the ledger and the writes all see the latest state
        tx.run("""
                MERGE (p:Project {id: $project}) ON CREATE SET p.created_at = $at, p.reviews = 0
                SET p.locked_at = $at
                """, Map.of("project", review.project(), "at", at)).consume();
        var earlier = tx.run("""
                MATCH (r:Review {project: $project, task_id: $task})
                RETURN r.id AS id, r.content_hash AS hash ORDER BY r.recorded_at, r.id LIMIT 1
                """, Map.of("project", review.project(), "task", review.taskId())).list();
        if (!earlier.isEmpty()) {
            String id = earlier.get(0).get("id").asString();
            if (hash.equals(earlier.get(0).get("hash").asString(null))) {
                return replay(tx, id);
            }
            throw new DossierException(ErrorCode.CONFLICT, "a different review of task '" + review.taskId() + "' in project '" + review.project()
                    + "' was recorded before (review " + id + "); a task is reviewed once: send the same review again, or use a new task_id",
                    Map.of("field", "task_id", "review_id", id));
        }
        tx.run("MATCH (p:Project {id: $project}) SET p.reviews = coalesce(p.reviews, 0) + 1", Map.of("project", review.project())).consume();
        if (review.planId() != null) {
            String owner = tx.run("""
                    MERGE (pl:Plan {id: $plan}) ON CREATE SET pl.project = $project, pl.created_at = $at
                    RETURN pl.project AS project
                    """, Map.of("plan", review.planId(), "project", review.project(), "at", at)).single().get("project").asString();
            if (!owner.equals(review.project())) {
                throw new DossierException(ErrorCode.CONFLICT, "plan '" + review.planId() + "' belongs to project '" + owner
                        + "', not '" + review.project() + "'; use another plan id", Map.of("field", "plan_id"));
            }
        }
        var supersedes = review.patterns().stream().map(p -> p.supersedes()).filter(s -> s != null).toList();
        List<Convention> existing = tx.run("MATCH (c:Convention) WHERE c.project = $project OR c.id IN $ids RETURN " + CONVENTION_FIELDS,
                Map.of("project", review.project(), "ids", supersedes)).list(Neo4jReviewStore::convention);
        ConventionLedger.Plan plan = ledger.plan(review, existing, now);

        String reviewId = ids.get();
        var props = new HashMap<String, Object>();
        props.put("id", reviewId);
        props.put("project", review.project());
        props.put("plan_id", review.planId());
        props.put("task_id", review.taskId());
        props.put("reviewer", review.reviewer());
        props.put("approved", review.approved());
        props.put("files", review.files());
        props.put("recorded_at", at);
        props.put("content_hash", hash);
        props.put("sop_ids", review.sopIds());
        props.putAll(ReviewResults.properties(plan.results()));
        tx.run("""
                MATCH (p:Project {id: $project})
                CREATE (r:Review)-[:OF_PROJECT]->(p)
                SET r = $props
                WITH r
                OPTIONAL MATCH (pl:Plan {id: $plan})
                FOREACH (x IN CASE WHEN pl IS NULL THEN [] ELSE [pl] END | CREATE (r)-[:IN_PLAN]->(x))
                """, Map.of("project", review.project(), "props", props, "plan", review.planId() == null ? "" : review.planId())).consume();

        ConventionWrites.apply(tx, plan.changes(), reviewId, at);
        tx.run("""
                UNWIND $kinds AS kind
                MERGE (k:ReviewKind {project: $project, kind: kind}) ON CREATE SET k.reviews = 0
                SET k.reviews = k.reviews + 1
                WITH kind
                UNWIND $sops AS sop
                MERGE (c:SopCitation {project: $project, kind: kind, sop: sop}) ON CREATE SET c.reviews = 0
                SET c.reviews = c.reviews + 1
                """, Map.of("project", review.project(), "kinds", Citation.kinds(review.files()), "sops", review.sopIds())).consume();

        var decisions = new ArrayList<Decision>();
        var rows = new ArrayList<Map<String, Object>>();
        for (int i = 0; i < review.decisions().size(); i++) {
            var d = new Decision(ids.get(), review.project(), review.planId(), review.decisions().get(i), reviewId, review.taskId(),
                    review.reviewer(), now);
            var dp = new HashMap<String, Object>();
            dp.put("id", d.id());
            dp.put("project", d.project());
            dp.put("plan_id", d.planId());
            dp.put("text", d.text());
            dp.put("review_id", reviewId);
            dp.put("task_id", d.taskId());
            dp.put("reviewer", d.reviewer());
            dp.put("recorded_at", at);
            dp.put("seq", i);
            rows.add(dp);
            decisions.add(d);
        }
        if (!rows.isEmpty()) {
            // one statement for all decisions; the plan link is made only when the review named a plan
            tx.run("""
                    MATCH (r:Review {id: $review})-[:OF_PROJECT]->(:Project)
                    OPTIONAL MATCH (r)-[:IN_PLAN]->(pl:Plan)
                    UNWIND $rows AS props
                    CREATE (d:Decision)-[:DECIDED_IN]->(r)
                    SET d = props
                    FOREACH (x IN CASE WHEN pl IS NULL THEN [] ELSE [pl] END | CREATE (d)-[:OF_PLAN]->(x))
                    """, Map.of("review", reviewId, "rows", rows)).consume();
        }
        return new ReviewOutcome(reviewId, plan.results(), decisions, true);
    }

    /** The outcome recorded with review {@code id}, read back: its per-pattern results and its decisions. */
    private static ReviewOutcome replay(TransactionContext tx, String id) {
        var review = tx.run("MATCH (r:Review {id: $id}) RETURN properties(r) AS props", Map.of("id", id)).single().get("props").asMap();
        var decisions = tx.run("MATCH (d:Decision)-[:DECIDED_IN]->(:Review {id: $id}) RETURN d ORDER BY d.seq", Map.of("id", id))
                .list(r -> decision(r.get("d")));
        return new ReviewOutcome(id, ReviewResults.read(review), decisions, false);
    }

    @Override
    public List<Convention> conventions(String project, ConventionStatus status) {
        return graph.read(tx -> tx.run("""
                MATCH (c:Convention)
                WHERE ($project IS NULL OR c.project = $project) AND ($status IS NULL OR c.status = $status)
                RETURN\s""" + CONVENTION_FIELDS + """
                ORDER BY project, created_at, id
                """, parameters("project", project, "status", status == null ? null : status.label())).list(Neo4jReviewStore::convention));
    }

    @Override
    public Optional<ConventionDetail> convention(String id) {
        return graph.read(tx -> {
            var found = tx.run("MATCH (c:Convention {id: $id}) RETURN " + CONVENTION_FIELDS, Map.of("id", id)).list(Neo4jReviewStore::convention);
            if (found.isEmpty()) {
                return Optional.empty();
            }
            var history = tx.run("""
                    MATCH (:Convention {id: $id})-[:HAS_VERSION]->(v:ConventionVersion)
                    RETURN v ORDER BY v.version
                    """, Map.of("id", id)).list(r -> version(r.get("v")));
            var provenance = tx.run("""
                    MATCH (r:Review)-[rel:TAUGHT|CONTESTED|RETIRED]->(:Convention {id: $id})
                    RETURN r, type(rel) AS role, rel.pattern AS pattern, rel.at AS at
                    ORDER BY at, r.id
                    """, Map.of("id", id)).list(Neo4jReviewStore::provenance);
            return Optional.of(new ConventionDetail(found.get(0), history, provenance));
        });
    }

    @Override
    public Map<String, List<String>> teachingReviews(java.util.Collection<String> conventionIds) {
        var out = new HashMap<String, List<String>>();
        graph.read(tx -> tx.run("""
                MATCH (r:Review)-[t:TAUGHT]->(c:Convention) WHERE c.id IN $ids
                WITH c, r, t ORDER BY t.at, r.id
                RETURN c.id AS id, collect(r.id) AS reviews
                """, Map.of("ids", List.copyOf(conventionIds))).list()).forEach(r -> out.put(r.get("id").asString(), r.get("reviews").asList(Values.ofString())));
        return out;
    }

    @Override
    public Optional<String> planProject(String planId) {
        return graph.read(tx -> tx.run("MATCH (pl:Plan {id: $id}) RETURN pl.project AS project", Map.of("id", planId)).list(r -> r.get("project").asString())
                .stream().findFirst());
    }

    @Override
    public List<Decision> decisions(String planId) {
        return graph.read(tx -> tx.run("""
                MATCH (d:Decision)-[:OF_PLAN]->(:Plan {id: $id})
                RETURN d ORDER BY d.recorded_at, d.review_id, d.seq
                """, Map.of("id", planId)).list(r -> decision(r.get("d"))));
    }

    private static Decision decision(Value d) {
        return new Decision(d.get("id").asString(), d.get("project").asString(), d.get("plan_id").asString(null), d.get("text").asString(),
                d.get("review_id").asString(), d.get("task_id").asString(null), d.get("reviewer").asString(null), instant(d.get("recorded_at")));
    }

    private static Convention convention(Record r) {
        return new Convention(r.get("id").asString(), r.get("project").asString(), r.get("name").asString(), r.get("description").asString(null),
                r.get("applies_to").asList(Values.ofString()), status(r.get("status").asString()), r.get("occurrences").asInt(),
                r.get("rejections").asInt(), r.get("confidence").asDouble(), instant(r.get("created_at")), instant(r.get("updated_at")),
                r.get("superseded_by").asString(null), r.get("supersedes").asList(Values.ofString()));
    }

    private static ConventionVersion version(Value v) {
        return new ConventionVersion(v.get("version").asInt(), v.get("change").asString(), v.get("review_id").asString(),
                status(v.get("status").asString()), v.get("occurrences").asInt(), v.get("rejections").asInt(), v.get("confidence").asDouble(),
                v.get("applies_to").asList(Values.ofString()), v.get("description").asString(null), v.get("superseded_by").asString(null),
                instant(v.get("valid_from")), v.get("valid_to").isNull() ? null : instant(v.get("valid_to")));
    }

    private static Provenance provenance(Record rec) {
        Value r = rec.get("r");
        return new Provenance(r.get("id").asString(), r.get("project").asString(), r.get("plan_id").asString(null), r.get("task_id").asString(null),
                r.get("reviewer").asString(null), r.get("approved").asBoolean(), rec.get("role").asString().toLowerCase(Locale.ROOT),
                rec.get("pattern").asString(null), instant(rec.get("at")));
    }

    private static ConventionStatus status(String label) {
        return ConventionStatus.valueOf(label.toUpperCase(Locale.ROOT));
    }

    private static OffsetDateTime time(Instant instant) {
        return instant.atOffset(ZoneOffset.UTC);
    }

    private static Instant instant(Value v) {
        return v.asZonedDateTime().toInstant();
    }
}
