package dev.dossier.validation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dossier.app.Dossier;
import dev.dossier.app.LocalApi;
import dev.dossier.contract.ClashAnswerRequest;
import dev.dossier.contract.GuardValidateRequest;
import dev.dossier.contract.GuardValidateView;
import dev.dossier.contract.QuarantineDecisionRequest;
import dev.dossier.contract.SessionCreateRequest;
import dev.dossier.contract.SessionItemRequest;
import dev.dossier.contract.StatementRequest;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.graph.GraphProbe;
import dev.dossier.testing.TestDossier;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Quality validation (seed 000, scenarios 1-7), clashes (seed 001, scenarios 16-20; seed 000 scenario 7) and guarded
 * session writes through the API an edge calls, over the embedded Neo4j, the real ONNX model and a small landmarks
 * knowledge base ({@code src/test/resources/facts-landmarks}). The seeds' decimals are illustrative; their decisions
 * are what is checked.
 */
class GuardsIT {

    static final Path LANDMARKS = Path.of("src/test/resources/facts-landmarks");

    private static Dossier dossier;
    private static LocalApi api;

    @BeforeAll
    static void open() {
        dossier = TestDossier.shared();
        api = new LocalApi(dossier);
    }

    @BeforeEach
    void reset() {
        GraphProbe.reset(dossier.graph());
        dossier.facts().load(LANDMARKS, "landmarks", LANDMARKS.resolve("relations.yaml"));
    }

    private static GuardValidateView validate(String content, String query, Instant at, Map<String, String> fields, List<String> required, String kb,
                                              String project) {
        return api.validateContent(new GuardValidateRequest(content, query, at == null ? null : at.toString(), fields, required, null, kb, project, null));
    }

    @Test
    void scenario1AllComputedMetricsButRelevancePassAndRelevanceIsMeasuredNotAssumed() {
        var v = validate("User prefers quality hotels near landmarks", "find hotel", Instant.now(), Map.of("user_id", "u1", "preference", "quality"),
                List.of("user_id", "preference"), null, "travel");

        assertThat(v.metrics().freshness().passed()).isTrue();
        assertThat(v.metrics().completeness().value()).isEqualTo(1.0);
        assertThat(v.metrics().consistency().value()).isEqualTo(1.0);
        assertThat(v.metrics().accuracy().value()).as("no knowledge base: not computed").isNull();
        assertThat(v.metrics().accuracy().reason()).contains("no knowledge base");
        // the calibrated hybrid score of "find hotel" against this text is in the supporting band (0.5-0.7), not the seed's 0.90
        assertThat(v.metrics().relevance().value()).isBetween(0.5, 0.7);
        assertThat(v.decision()).isEqualTo("reject");
        assertThat(v.qualityScore()).isEqualTo(Math.round((v.metrics().relevance().value() + 3) / 4 * 1000) / 1000.0);
    }

    @Test
    void scenario1WithoutAQueryIsAcceptedOnTheMetricsItCanCompute() {
        var v = validate("User prefers quality hotels near landmarks", null, Instant.now(), Map.of("user_id", "u1"), List.of("user_id"), null, "travel");

        assertThat(v.decision()).isEqualTo("accept");
        assertThat(v.metrics().relevance().value()).isNull();
        assertThat(v.metrics().relevance().reason()).isEqualTo("not computed: no query");
        assertThat(v.qualityScore()).isEqualTo(1.0);
    }

    @Test
    void scenario2OnlyFlightBookingTipsReachesTheRelevanceThreshold() {
        var accepted = List.of("Flight booking tips", "Hotel recommendations Paris", "Car rental in London").stream()
                .filter(c -> Boolean.TRUE.equals(validate(c, "Book flight to Paris", null, null, null, null, "travel").metrics().relevance().passed()))
                .toList();

        assertThat(accepted).containsExactly("Flight booking tips");
    }

    @Test
    void scenario3FreshWithinTheHourStaleAfterADay() {
        Instant now = Instant.now();
        var fresh = validate("User location", null, now.minus(Duration.ofMinutes(30)), null, null, null, "travel");
        var stale = validate("Preference", null, now.minus(Duration.ofHours(24)), null, null, null, "travel");
        var future = validate("Preference", null, now.plus(Duration.ofHours(2)), null, null, null, "travel");

        assertThat(fresh.metrics().freshness().passed()).isTrue();
        assertThat(fresh.decision()).isEqualTo("accept");
        assertThat(stale.metrics().freshness().passed()).isFalse();
        assertThat(stale.metrics().freshness().value()).isLessThan(0.1);
        assertThat(stale.decision()).isEqualTo("reject");
        assertThat(future.metrics().freshness().reason()).contains("in the future");
    }

    @Test
    void scenario4ASupportedClaimIsAccurate() {
        var v = validate("The Eiffel Tower is located in Paris, France", null, null, null, null, "landmarks", "travel");

        assertThat(v.claims()).extracting(c -> c.verdict()).containsOnly("supported");
        assertThat(v.metrics().accuracy().value()).isGreaterThanOrEqualTo(0.9);
        assertThat(v.decision()).isEqualTo("accept");
    }

    @Test
    void scenario5AContradictedClaimIsBlockedWithTheCorrectFactAndCountedAsPoisoning() {
        long blockedBefore = api.guardMetrics().poisoning().blocked();

        var v = validate("The Eiffel Tower is in London", null, null, null, null, "landmarks", "travel");

        assertThat(v.decision()).isEqualTo("block");
        assertThat(v.reason()).startsWith("factual inaccuracy");
        assertThat(v.metrics().accuracy().value()).isEqualTo(0.0);
        assertThat(v.claims().get(0).correctFact()).contains("Paris");
        assertThat(api.guardMetrics().poisoning().blocked()).isEqualTo(blockedBefore + 1);
    }

    @Test
    void scenario6CompletenessIsPresentOverRequired() {
        var required = List.of("user_id", "preference", "timestamp");
        var complete = validate("quality hotels", null, null, Map.of("user_id", "user_123", "preference", "quality hotels", "timestamp",
                "2025-11-16T10:00:00"), required, null, "travel");
        var incomplete = validate("quality hotels", null, null, Map.of("user_id", "user_123", "preference", "quality hotels"), required, null, "travel");

        assertThat(complete.metrics().completeness().value()).isEqualTo(1.0);
        assertThat(complete.decision()).isEqualTo("accept");
        assertThat(incomplete.metrics().completeness().value()).isEqualTo(0.667);
        assertThat(incomplete.metrics().completeness().reason()).contains("missing: timestamp");
        assertThat(incomplete.decision()).isEqualTo("reject");
    }

    @Test
    void scenario7AContradictoryPreferenceFailsConsistencyAndValidationWritesNothing() {
        api.addStatement(new StatementRequest("travel", "User prefers budget hotels", null, "2025-11-15T10:00:00Z", null));

        var v = validate("User prefers luxury 5-star hotels", null, null, null, null, null, "travel");

        assertThat(v.metrics().consistency().value()).isEqualTo(0.0);
        assertThat(v.metrics().consistency().reason()).startsWith("Contradictory preference detected").contains("User prefers budget hotels");
        assertThat(v.clashes()).extracting(c -> c.type()).containsExactly("contradictory_preferences");
        assertThat(v.decision()).isEqualTo("reject");
        assertThat(GraphProbe.count(dossier.graph(), "MATCH (c:Clash) RETURN count(c)")).isZero();
        assertThat(validate("User prefers window seats", null, null, null, null, null, "travel").metrics().consistency().passed())
                .as("another topic is no clash").isTrue();
    }

    @Test
    void scenarios16And17ANewerPreferenceSupersedesTheOlderWhichStaysInHistory() {
        var old = api.addStatement(new StatementRequest("travel", "User prefers budget hotels (< $50/night)", null, "2025-11-15T10:00:00Z", null));

        var recent = api.addStatement(new StatementRequest("travel", "User prefers luxury 5-star hotels", null, "2025-11-16T10:00:00Z", null));

        assertThat(recent.clashes()).hasSize(1);
        var clash = recent.clashes().get(0);
        assertThat(clash.type()).isEqualTo("contradictory_preferences");
        assertThat(clash.strategy()).isEqualTo("prefer_recent");
        assertThat(clash.status()).isEqualTo("resolved");
        assertThat(clash.automatic()).isTrue();
        assertThat(clash.resolvedBy()).isEqualTo("system");
        assertThat(clash.reason()).contains("2025-11-16T10:00:00Z is after 2025-11-15T10:00:00Z");
        assertThat(api.statements("travel", null, false, null)).extracting(s -> s.text()).containsExactly("User prefers luxury 5-star hotels");
        var history = api.statements("travel", null, true, null);
        assertThat(history).filteredOn(s -> s.id().equals(old.statement().id())).singleElement().satisfies(s -> {
            assertThat(s.status()).isEqualTo("superseded");
            assertThat(s.validTo()).isEqualTo("2025-11-16T10:00:00Z");
        });
        assertThat(GraphProbe.count(dossier.graph(), "MATCH (:Clash)-[:EXISTING]->(:Statement {status: 'superseded'}) RETURN count(*)")).isEqualTo(1);
    }

    @Test
    void anOlderStatementArrivingLateLosesToTheStoredNewerOne() {
        api.addStatement(new StatementRequest("travel", "User prefers luxury hotels", null, "2025-11-16T10:00:00Z", null));

        var late = api.addStatement(new StatementRequest("travel", "User prefers budget hotels", null, "2025-11-14T10:00:00Z", null));

        assertThat(late.statement().status()).isEqualTo("superseded");
        assertThat(api.statements("travel", null, false, null)).extracting(s -> s.text()).containsExactly("User prefers luxury hotels");
    }

    @Test
    void scenarios18And19SimultaneousFactsAskTheUserAndTheAnswerIsRecorded() {
        api.addStatement(new StatementRequest("travel", "User location: New York", null, "2025-11-16T10:00:00Z", null));
        var london = api.addStatement(new StatementRequest("travel", "User location: London", null, "2025-11-16T10:00:00Z", null));

        var clash = london.clashes().get(0);
        assertThat(clash.type()).isEqualTo("conflicting_facts");
        assertThat(clash.strategy()).isEqualTo("ask_user");
        assertThat(clash.status()).isEqualTo("pending");
        assertThat(clash.options()).hasSize(3);
        assertThat(london.statement().status()).isEqualTo("pending");
        assertThat(api.clashes("travel", "pending", null)).extracting(c -> c.id()).containsExactly(clash.id());

        var answered = api.answerClash(clash.id(), new ClashAnswerRequest("new", "the user moved"));

        assertThat(answered.status()).isEqualTo("resolved");
        assertThat(answered.automatic()).isFalse();
        assertThat(answered.resolvedBy()).isEqualTo(dev.dossier.auth.Caller.OPERATOR.name());
        assertThat(answered.note()).isEqualTo("the user moved");
        assertThat(api.statements("travel", null, false, null)).extracting(s -> s.text()).containsExactly("User location: London");
        assertThatThrownBy(() -> api.answerClash(clash.id(), new ClashAnswerRequest("existing", "again"))).isInstanceOf(DossierException.class)
                .extracting(e -> ((DossierException) e).code()).isEqualTo(ErrorCode.CONFLICT);
    }

    @Test
    void answeringNewToSimultaneousFactsEndsTheOldOneExactlyWhenTheNewOneStarts() {
        var newYork = api.addStatement(new StatementRequest("travel", "User location: New York", null, "2025-11-16T10:00:00Z", null));
        var london = api.addStatement(new StatementRequest("travel", "User location: London", null, "2025-11-16T10:00:00Z", null));

        var answered = api.answerClash(london.clashes().get(0).id(), new ClashAnswerRequest("new", "the user moved"));

        // not the time of the answer: the old statement held until the new one began, with no overlap
        assertThat(answered.resolution()).contains("valid_to 2025-11-16T10:00:00Z");
        assertThat(api.statements("travel", null, true, null)).filteredOn(s -> s.id().equals(newYork.statement().id())).singleElement()
                .satisfies(s -> {
                    assertThat(s.status()).isEqualTo("superseded");
                    assertThat(s.validTo()).isEqualTo(london.statement().validFrom()).isEqualTo("2025-11-16T10:00:00Z");
                });
    }

    @Test
    void aDuplicateIsKeptInHistoryOnlyAndEqualTimestampPreferencesFallBackToAskUser() {
        api.addStatement(new StatementRequest("travel", "window seat", "preference.seat", "2025-11-16T10:00:00Z", null));
        var again = api.addStatement(new StatementRequest("travel", "Window seat", "preference.seat", "2025-11-17T10:00:00Z", null));
        var aisle = api.addStatement(new StatementRequest("travel", "aisle seat", "preference.seat", "2025-11-16T10:00:00Z", null));

        assertThat(again.clashes().get(0).type()).isEqualTo("duplicates");
        assertThat(again.statement().status()).isEqualTo("discarded");
        assertThat(aisle.clashes().get(0).strategy()).isEqualTo("ask_user");
        assertThat(aisle.clashes().get(0).reason()).startsWith("prefer_recent cannot choose");
    }

    @Test
    void scenario20ClashMetricsCountTypesStrategiesAndWhoResolved() {
        var before = api.guardMetrics().clashes();
        api.addStatement(new StatementRequest("travel", "User prefers budget hotels", null, "2025-11-15T10:00:00Z", null));
        api.addStatement(new StatementRequest("travel", "User prefers luxury hotels", null, "2025-11-16T10:00:00Z", null));
        api.addStatement(new StatementRequest("travel", "User location: Paris", null, "2025-11-16T10:00:00Z", null));
        var pending = api.addStatement(new StatementRequest("travel", "User location: Rome", null, "2025-11-16T10:00:00Z", null));
        api.answerClash(pending.clashes().get(0).id(), new ClashAnswerRequest("both", "two homes"));

        var after = api.guardMetrics().clashes();

        assertThat(after.detected() - before.detected()).isEqualTo(2);
        assertThat(after.byType().get("contradictory_preferences") - before.byType().get("contradictory_preferences")).isEqualTo(1);
        assertThat(after.byStrategy().get("prefer_recent") - before.byStrategy().get("prefer_recent")).isEqualTo(1);
        assertThat(after.byStrategy().get("ask_user") - before.byStrategy().get("ask_user")).isEqualTo(1);
        assertThat(after.automatic() - before.automatic()).isEqualTo(1);
        assertThat(after.byUser() - before.byUser()).isEqualTo(1);
        assertThat(api.statements("travel", null, false, null)).filteredOn(s -> s.text().startsWith("User location"))
                .allSatisfy(s -> assertThat(s.qualifier()).startsWith("held together with"));
    }

    @Test
    void aGuardedSessionRefusesABlockedItemHoldsAnUndecidedOneAndApprovalDeliversIt() {
        var s = api.createSession(new SessionCreateRequest("travel", "gpt-4o", 8192, null, null, null, null, null, "landmarks"));
        assertThat(s.guarded()).isTrue();

        assertThatThrownBy(() -> api.addSessionItem(s.id(), new SessionItemRequest("facts", "tool", "The Eiffel Tower is in London", null, null, null)))
                .isInstanceOf(DossierException.class).satisfies(e -> {
                    assertThat(((DossierException) e).code()).isEqualTo(ErrorCode.CONTENT_BLOCKED);
                    assertThat(e.getMessage()).contains("factual inaccuracy");
                });
        assertThat(api.sessionContext(s.id()).context()).doesNotContain("London");

        // Milan is no value the KB knows for a landmark it knows: suspicious, held for a person
        var held = api.addSessionItem(s.id(), new SessionItemRequest("facts", "tool", "The Colosseum is located in the city of Milan", null, null, null));
        assertThat(held.item()).isNull();
        assertThat(held.guard().decision()).isEqualTo("quarantine");
        assertThat(api.sessionContext(s.id()).context()).doesNotContain("Milan");
        var q = api.quarantine("travel", "pending", null).get(0);
        assertThat(q.destination()).isEqualTo("session:" + s.id());

        api.approveQuarantine(q.id(), new QuarantineDecisionRequest("checked: the test says so"));

        assertThat(api.sessionContext(s.id()).context()).contains("Milan");
    }

    @Test
    void approvingAnItemWhoseSessionWasDeletedIsRefusedAndLeavesItPendingForAPerson() {
        var s = api.createSession(new SessionCreateRequest("travel", "gpt-4o", 8192, null, null, null, null, null, "landmarks"));
        var held = api.addSessionItem(s.id(), new SessionItemRequest("facts", "tool", "The Colosseum is located in the city of Milan", null, null, null));
        String id = held.guard().quarantineId();
        api.deleteSession(s.id());

        assertThatThrownBy(() -> api.approveQuarantine(id, new QuarantineDecisionRequest("looks right"))).isInstanceOf(DossierException.class)
                .satisfies(e -> {
                    assertThat(((DossierException) e).code()).isEqualTo(ErrorCode.CONFLICT);
                    assertThat(e.getMessage()).contains("session:" + s.id(), "reject it");
                });
        assertThat(api.quarantine("travel", null, null)).singleElement().satisfies(q -> assertThat(q.status()).as("not recorded as approved")
                .isEqualTo("pending"));
        assertThat(api.rejectQuarantine(id, new QuarantineDecisionRequest("its session is gone")).status()).isEqualTo("rejected");
    }

    @Test
    void aGuardedSessionSupersedesAnOlderPreferenceAndTakesItOutOfTheContext() {
        var s = api.createSession(new SessionCreateRequest("travel", "gpt-4o", 8192, null, null, null, null, true, null));
        api.addSessionItem(s.id(), new SessionItemRequest("user_preferences", "user", "User prefers budget hotels", "2025-11-15T10:00:00Z", null, null));

        var r = api.addSessionItem(s.id(), new SessionItemRequest("user_preferences", "user", "User prefers luxury 5-star hotels", "2025-11-16T10:00:00Z",
                null, null));

        assertThat(r.guard().clashes()).extracting(c -> c.strategy()).containsExactly("prefer_recent");
        assertThat(r.guard().removedItems()).hasSize(1);
        var text = api.sessionContext(s.id()).context();
        assertThat(text).contains("luxury").doesNotContain("budget");
        assertThat(api.statements("travel", s.id(), true, null)).extracting(x -> x.status()).containsExactlyInAnyOrder("active", "superseded");
    }

    @Test
    void aStatementWaitingInQuarantineGoesToTheProjectsFactsWhenApprovedAndNowhereWhenRejected() {
        var held = api.addStatement(new StatementRequest("travel", "The Colosseum is located in the city of Milan", null, null, "landmarks"));
        assertThat(held.statement()).isNull();
        assertThat(held.quarantineId()).isNotNull();
        assertThat(api.statements("travel", null, true, null)).isEmpty();

        api.approveQuarantine(held.quarantineId(), new QuarantineDecisionRequest("a temporary exhibition"));
        var other = api.addStatement(new StatementRequest("travel", "The Eiffel Tower stands in the city of Lyon", null, null, "landmarks"));

        assertThat(api.statements("travel", null, true, null)).extracting(x -> x.text()).containsExactly("The Colosseum is located in the city of Milan");
        assertThat(other.quarantineId()).isNotNull();
        api.rejectQuarantine(other.quarantineId(), new QuarantineDecisionRequest("wrong"));
        assertThat(api.statements("travel", null, true, null)).hasSize(1);
    }
}
