package dev.dossier.review;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dossier.app.Dossier;
import dev.dossier.assembly.ReviewRequest;
import dev.dossier.assembly.Section;
import dev.dossier.assembly.TaskFile;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.graph.GraphProbe;
import dev.dossier.graph.Neo4jReviewStore;
import dev.dossier.testing.TestDossier;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The convention lifecycle, decisions and their use in reviewer context, on the real embedded Neo4j. */
class ReviewsIT {

    private Dossier dossier;
    private Reviews reviews;

    @BeforeEach
    void fresh() {
        dossier = TestDossier.fresh();
        reviews = dossier.reviews();
    }

    private static ReviewSubmission review(boolean approved, String task, PatternNote... patterns) {
        return new ReviewSubmission("shop", "plan-1", task, "ana", approved, List.of("src/x.go"), List.of(patterns), List.of());
    }

    private static PatternNote go(String name) {
        return new PatternNote(name, "Errors returned upward carry what was being done: fmt.Errorf(\"open config: %w\", err).", List.of("*.go"), null);
    }

    private long count(String cypher) {
        return GraphProbe.count(dossier.graph(), cypher);
    }

    @Test
    void approvalTeachesAConventionWithProvenanceInTheGraph() {
        var outcome = reviews.record(review(true, "t1", go("Wrap errors with context")));
        var c = outcome.conventions().get(0);
        assertThat(c.change()).isEqualTo("created");
        assertThat(c.status()).isEqualTo(ConventionStatus.ACTIVE);
        assertThat(count("MATCH (:Review {id: '" + outcome.reviewId() + "'})-[:TAUGHT]->(c:Convention {status: 'active', occurrences: 1}) RETURN count(c)"))
                .isOne();
        assertThat(count("MATCH (:Convention)-[:OF_PROJECT]->(p:Project {id: 'shop'}) RETURN count(p)")).isOne();
        assertThat(count("MATCH (:Review)-[:IN_PLAN]->(p:Plan {id: 'plan-1'}) RETURN count(p)")).isOne();

        var detail = reviews.convention(c.id());
        assertThat(detail.history()).singleElement().satisfies(v -> {
            assertThat(v.change()).isEqualTo("created");
            assertThat(v.validTo()).isNull();
        });
        assertThat(detail.provenance()).singleElement().satisfies(p -> {
            assertThat(p.role()).isEqualTo("taught");
            assertThat(p.taskId()).isEqualTo("t1");
            assertThat(p.reviewer()).isEqualTo("ana");
            assertThat(p.reviewId()).isEqualTo(outcome.reviewId());
        });
    }

    @Test
    void nearDuplicateReinforcesAndHistoryKeepsEveryState() {
        String id = reviews.record(review(true, "t1", go("Wrap errors with context"))).conventions().get(0).id();
        var second = reviews.record(review(true, "t2", go("Always wrap errors with context"))).conventions().get(0);
        assertThat(second.id()).isEqualTo(id);
        assertThat(second.occurrences()).isEqualTo(2);
        assertThat(second.confidence()).isGreaterThan(2.0 / 3);
        assertThat(count("MATCH (c:Convention) RETURN count(c)")).isOne();

        var history = reviews.convention(id).history();
        assertThat(history).extracting(ConventionVersion::change).containsExactly("created", "reinforced");
        assertThat(history.get(0).validTo()).isEqualTo(history.get(1).validFrom());
        assertThat(history.get(1).validTo()).isNull();
        assertThat(reviews.convention(id).provenance()).extracting(Provenance::taskId).containsExactly("t1", "t2");
    }

    @Test
    void sharedWordsDoNotMergeDifferentConventions() {
        reviews.record(review(true, "t1", go("Wrap errors with context")));
        reviews.record(review(true, "t2", go("Log errors with context")));
        reviews.record(review(true, "t3", go("Wrap database calls in transactions")));
        assertThat(reviews.conventions(new ConventionQuery("shop", null, null))).extracting(Convention::occurrences).containsExactly(1, 1, 1);
    }

    @Test
    void rejectionsDemoteBelowTheThresholdToDeprecated() {
        String id = reviews.record(review(true, "t1", go("Wrap errors with context"))).conventions().get(0).id();
        var demoted = reviews.record(review(false, "t2", go("Wrap errors with context"))).conventions().get(0);
        assertThat(demoted.change()).isEqualTo("demoted");
        assertThat(demoted.confidence()).isLessThan(2.0 / 3);
        assertThat(demoted.status()).isEqualTo(ConventionStatus.ACTIVE);
        var deprecated = reviews.record(review(false, "t3", go("wrap errors with context"))).conventions().get(0);
        assertThat(deprecated.status()).isEqualTo(ConventionStatus.DEPRECATED);
        assertThat(deprecated.confidence()).isLessThan(reviews.policy().deprecateBelow());

        var detail = reviews.convention(id);
        assertThat(detail.history()).extracting(v -> v.status().label()).containsExactly("active", "active", "deprecated");
        assertThat(detail.provenance()).extracting(Provenance::role).containsExactly("taught", "contested", "contested");
        assertThat(reviews.conventions(new ConventionQuery("shop", null, ConventionStatus.ACTIVE))).isEmpty();
        assertThat(reviews.conventions(new ConventionQuery("shop", null, ConventionStatus.DEPRECATED))).extracting(Convention::id).containsExactly(id);
        assertThat(count("MATCH (c:Convention) RETURN count(c)")).as("nothing is deleted").isOne();
    }

    @Test
    void supersedingKeepsBothWithALinkAndTheHistory() {
        String old = reviews.record(review(true, "t1", go("Wrap errors with context"))).conventions().get(0).id();
        var outcome = reviews.record(review(true, "t2", new PatternNote("Return typed errors", "Use errors.As with typed errors.", List.of("*.go"), old)));
        String successor = outcome.conventions().get(0).id();
        assertThat(outcome.conventions()).extracting(ReviewOutcome.PatternResult::change).containsExactly("created", "superseded");
        assertThat(count("MATCH (:Convention {id: '" + successor + "'})-[:SUPERSEDES]->(:Convention {id: '" + old + "', status: 'superseded'}) RETURN count(*)"))
                .isOne();
        var oldDetail = reviews.convention(old);
        assertThat(oldDetail.convention().supersededBy()).isEqualTo(successor);
        assertThat(oldDetail.history()).extracting(ConventionVersion::change).containsExactly("created", "superseded");
        assertThat(oldDetail.provenance()).extracting(Provenance::role).containsExactly("taught", "retired");
        assertThat(reviews.conventions(new ConventionQuery("shop", "cmd/main.go", null))).hasSize(2);
        assertThat(reviews.conventions(new ConventionQuery("shop", "cmd/main.go", ConventionStatus.ACTIVE))).extracting(Convention::id).containsExactly(successor);
    }

    @Test
    void queriesFilterByProjectFileAndStatus() {
        reviews.record(review(true, "t1", go("Wrap errors with context")));
        reviews.record(new ReviewSubmission("other", null, "t9", "bo", true, List.of(), List.of(new PatternNote("Use tabs", null, List.of("*.py"), null)),
                List.of()));
        assertThat(reviews.conventions(new ConventionQuery(null, null, null))).hasSize(2);
        assertThat(reviews.conventions(new ConventionQuery("shop", null, null))).extracting(Convention::name).containsExactly("Wrap errors with context");
        assertThat(reviews.conventions(new ConventionQuery(null, "deep/dir/x.py", null))).extracting(Convention::name).containsExactly("Use tabs");
        assertThat(reviews.conventions(new ConventionQuery(null, "README.md", null))).isEmpty();
        assertThatThrownBy(() -> reviews.convention("missing")).isInstanceOf(DossierException.class)
                .satisfies(e -> assertThat(((DossierException) e).code()).isEqualTo(ErrorCode.NOT_FOUND));
    }

    @Test
    void parallelApprovalsOfOnePatternCountEveryOne() throws Exception {
        int n = 12;
        var pool = Executors.newFixedThreadPool(6);
        var start = new CountDownLatch(1);
        var futures = new ArrayList<Future<ReviewOutcome>>();
        for (int i = 0; i < n; i++) {
            String task = "t" + i;
            String wording = i % 2 == 0 ? "Wrap errors with context" : "Always wrap errors with context";
            Callable<ReviewOutcome> call = () -> {
                start.await();
                return reviews.record(review(true, task, go(wording)));
            };
            futures.add(pool.submit(call));
        }
        start.countDown();
        for (var f : futures) {
            f.get();
        }
        pool.shutdown();
        var conventions = reviews.conventions(new ConventionQuery("shop", null, null));
        assertThat(conventions).singleElement().satisfies(c -> {
            assertThat(c.occurrences()).isEqualTo(n);
            assertThat(c.confidence()).isEqualTo(reviews.policy().confidence(n, 0));
        });
        assertThat(count("MATCH (:Review)-[t:TAUGHT]->(:Convention) RETURN count(t)")).isEqualTo(n);
        assertThat(reviews.convention(conventions.get(0).id()).history()).hasSize(n)
                .extracting(ConventionVersion::occurrences).containsExactlyElementsOf(java.util.stream.IntStream.rangeClosed(1, n).boxed().toList());
    }

    @Test
    void aFailureInTheMiddleOfAReviewLeavesNothingWritten() {
        reviews.record(review(true, "t0", go("Wrap errors with context")));
        long nodes = count("MATCH (n) RETURN count(n)");
        long rels = count("MATCH ()-[r]->() RETURN count(r)");
        // The id source repeats itself for the two decisions: the second CREATE violates the Decision id constraint,
        // after the review, the convention change and the first decision were written in the same transaction.
        var calls = new AtomicInteger();
        var failing = new Reviews(new Neo4jReviewStore(dossier.graph()), dossier.policies().conventions(), Clock.systemUTC(),
                () -> calls.incrementAndGet() >= 2 ? "same-id" : UUID.randomUUID().toString());
        var submission = new ReviewSubmission("shop", "plan-1", "t1", "ana", true, List.of(), List.of(go("Wrap errors with context")),
                List.of("Use pgx for Postgres", "Keep handlers thin"));
        assertThatThrownBy(() -> failing.record(submission)).isInstanceOf(DossierException.class)
                .satisfies(e -> assertThat(((DossierException) e).code()).isEqualTo(ErrorCode.STORAGE))
                .hasMessageContaining("nothing was written");
        assertThat(count("MATCH (n) RETURN count(n)")).isEqualTo(nodes);
        assertThat(count("MATCH ()-[r]->() RETURN count(r)")).isEqualTo(rels);
        assertThat(reviews.conventions(new ConventionQuery("shop", null, null))).singleElement().satisfies(c -> assertThat(c.occurrences()).isOne());
    }

    @Test
    void aPlanBelongsToOneProject() {
        reviews.record(review(true, "t1", go("Wrap errors with context")));
        long nodes = count("MATCH (n) RETURN count(n)");
        var foreign = new ReviewSubmission("other", "plan-1", "t2", "bo", true, List.of(), List.of(), List.of("x"));
        assertThatThrownBy(() -> reviews.record(foreign)).isInstanceOf(DossierException.class)
                .satisfies(e -> assertThat(((DossierException) e).code()).isEqualTo(ErrorCode.CONFLICT));
        assertThat(count("MATCH (n) RETURN count(n)")).isEqualTo(nodes);
    }

    @Test
    void decisionsAreLinkedToThePlanAndReachItsReviewContexts() {
        reviews.record(new ReviewSubmission("shop", "plan-1", "t1", "ana", true, List.of(), List.of(go("Wrap errors with context")),
                List.of("Store money as integer cents", "Retry payment calls at most twice")));
        reviews.record(new ReviewSubmission("shop", "plan-2", "t5", "ana", true, List.of(), List.of(), List.of("Unrelated plan decision")));
        assertThat(reviews.decisions("plan-1")).extracting(Decision::text).containsExactly("Store money as integer cents", "Retry payment calls at most twice");
        assertThat(count("MATCH (:Decision)-[:OF_PLAN]->(:Plan {id: 'plan-1'}) RETURN count(*)")).isEqualTo(2);
        assertThatThrownBy(() -> reviews.decisions("nope")).isInstanceOf(DossierException.class)
                .satisfies(e -> assertThat(((DossierException) e).code()).isEqualTo(ErrorCode.NOT_FOUND));

        var context = dossier.assembler().assemble(new ReviewRequest(List.of(new TaskFile("cmd/server/main.go", "package main\nfunc main() {}\n")),
                "Review error handling", "gpt-4o", 32000, null, 0, "shop", "plan-1"));
        assertThat(context.items()).filteredOn(i -> i.section() == Section.DECISION).hasSize(2);
        assertThat(context.items()).filteredOn(i -> i.section() == Section.CONVENTION).singleElement().satisfies(i -> {
            assertThat(i.confidence()).isEqualTo(2.0 / 3);
            assertThat(i.provenance()).hasSize(1);
        });
        assertThat(context.context()).contains("Store money as integer cents").contains("Wrap errors with context").doesNotContain("Unrelated plan decision");

        var noProject = dossier.assembler().assemble(new ReviewRequest(List.of(new TaskFile("cmd/server/main.go", null)), null, "gpt-4o", 32000, null, 0));
        assertThat(noProject.items()).noneMatch(i -> i.section() == Section.CONVENTION || i.section() == Section.DECISION);
        var pyTask = dossier.assembler().assemble(new ReviewRequest(List.of(new TaskFile("app.py", null)), null, "gpt-4o", 32000, null, 0, "shop", null));
        assertThat(pyTask.items()).noneMatch(i -> i.section() == Section.CONVENTION);
        assertThat(GraphProbe.count(dossier.graph(), "MATCH (c:Convention) RETURN count(c)", Map.of())).isOne();
    }
    @Test
    void theSameReviewAgainIsAReplayThatCountsNothingTwice() {
        var submission = new ReviewSubmission("shop", "plan-1", "t-replay", "ana", true, List.of("src/x.go"),
                List.of(go("Wrap errors with context"), go("Log at the boundary")), List.of("Errors carry the operation"));
        var first = reviews.record(submission);
        var again = reviews.record(submission);

        assertThat(first.created()).isTrue();
        assertThat(again.created()).isFalse();
        assertThat(again.reviewId()).isEqualTo(first.reviewId());
        assertThat(again.conventions()).isEqualTo(first.conventions());
        assertThat(again.decisions()).extracting(Decision::id).isEqualTo(first.decisions().stream().map(Decision::id).toList());
        assertThat(count("MATCH (r:Review) RETURN count(r)")).isOne();
        assertThat(count("MATCH (c:Convention) WHERE c.occurrences = 1 RETURN count(c)")).isEqualTo(2);
        assertThat(count("MATCH (v:ConventionVersion) RETURN count(v)")).isEqualTo(2);
        assertThat(count("MATCH (d:Decision) RETURN count(d)")).isOne();
        assertThat(count("MATCH (p:Project {id: 'shop'}) RETURN p.reviews")).isOne();
    }

    @Test
    void anotherBodyForARecordedTaskIsAConflictAndWritesNothing() {
        reviews.record(review(true, "t-once", go("Wrap errors with context")));
        long nodes = count("MATCH (n) RETURN count(n)");
        assertThatThrownBy(() -> reviews.record(review(false, "t-once", go("Wrap errors with context"))))
                .isInstanceOfSatisfying(DossierException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.CONFLICT);
                    assertThat(e.details()).containsEntry("field", "task_id");
                    assertThat(e.getMessage()).contains("t-once", "new task_id");
                });
        assertThat(count("MATCH (n) RETURN count(n)")).isEqualTo(nodes);
        assertThat(count("MATCH (c:Convention) RETURN c.rejections")).isZero();
    }

    @Test
    void theSameTaskIdInAnotherProjectIsAnotherReview() {
        var shop = reviews.record(review(true, "t-shared", go("Wrap errors with context")));
        var other = reviews.record(new ReviewSubmission("billing", null, "t-shared", "ana", true, List.of(), List.of(go("Wrap errors with context")),
                List.of()));
        assertThat(other.created()).isTrue();
        assertThat(other.reviewId()).isNotEqualTo(shop.reviewId());
        assertThat(count("MATCH (r:Review {task_id: 't-shared'}) RETURN count(r)")).isEqualTo(2);
    }

    @Test
    void concurrentIdenticalSubmissionsLeaveOneReview() throws Exception {
        var submission = review(true, "t-race", go("Wrap errors with context"));
        var pool = Executors.newFixedThreadPool(4);
        var start = new CountDownLatch(1);
        try {
            var futures = new ArrayList<Future<ReviewOutcome>>();
            for (int i = 0; i < 4; i++) {
                futures.add(pool.submit(() -> {
                    start.await();
                    return reviews.record(submission);
                }));
            }
            start.countDown();
            var outcomes = new ArrayList<ReviewOutcome>();
            for (var f : futures) {
                outcomes.add(f.get());
            }
            assertThat(outcomes).filteredOn(ReviewOutcome::created).hasSize(1);
            assertThat(outcomes).extracting(ReviewOutcome::reviewId).containsOnly(outcomes.get(0).reviewId());
        } finally {
            pool.shutdownNow();
        }
        assertThat(count("MATCH (r:Review) RETURN count(r)")).isOne();
        assertThat(count("MATCH (c:Convention) RETURN c.occurrences")).isOne();
    }

    @Test
    void aReviewOfManyPatternsMatchesNearDuplicatesAsBefore() {
        var patterns = new ArrayList<PatternNote>();
        for (int i = 0; i < 100; i++) {
            patterns.add(new PatternNote("Rule number " + i + " keeps selector " + i + " specific", null, List.of("*.css"), null));
        }
        var first = reviews.record(new ReviewSubmission("web", null, "big-1", "ana", true, List.of(), patterns, List.of()));
        assertThat(first.conventions()).extracting(ReviewOutcome.PatternResult::change).containsOnly("created");
        var reworded = patterns.stream().map(p -> new PatternNote("Always " + p.name(), null, p.appliesTo(), null)).toList();
        var second = reviews.record(new ReviewSubmission("web", null, "big-2", "ana", true, List.of(), reworded, List.of()));
        assertThat(second.conventions()).extracting(ReviewOutcome.PatternResult::change).containsOnly("reinforced");
        assertThat(second.conventions()).extracting(ReviewOutcome.PatternResult::id)
                .isEqualTo(first.conventions().stream().map(ReviewOutcome.PatternResult::id).toList());
        assertThat(count("MATCH (c:Convention {project: 'web', occurrences: 2}) RETURN count(c)")).isEqualTo(100);
        assertThat(count("MATCH (:Convention {project: 'web'})-[:HAS_VERSION]->(v:ConventionVersion) RETURN count(v)")).isEqualTo(200);
    }

}
