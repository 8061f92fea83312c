package dev.dossier.review;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dossier.error.DossierException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class ConventionLedgerTest {

    private static final ConventionPolicy POLICY = new ConventionPolicy(0.75, 1, 1, 0.45);
    private static final Instant T0 = Instant.parse("2026-11-01T10:00:00Z");

    private final AtomicInteger next = new AtomicInteger();
    private final ConventionLedger ledger = new ConventionLedger(POLICY, () -> "c" + next.incrementAndGet());
    private final List<Convention> state = new ArrayList<>();

    private ConventionLedger.Plan apply(boolean approved, PatternNote... patterns) {
        var plan = ledger.plan(new ReviewSubmission("p", null, "t", "ana", approved, List.of(), List.of(patterns), List.of()), state, T0);
        for (ConventionChange c : plan.changes()) {
            state.removeIf(x -> x.id().equals(c.after().id()));
            state.add(c.after());
        }
        return plan;
    }

    private static PatternNote go(String name) {
        return new PatternNote(name, null, List.of("*.go"), null);
    }

    @Test
    void approvalCreatesThenNearDuplicateReinforces() {
        var first = apply(true, go("Wrap errors with context"));
        assertThat(first.results()).singleElement().satisfies(r -> {
            assertThat(r.change()).isEqualTo("created");
            assertThat(r.occurrences()).isEqualTo(1);
            assertThat(r.confidence()).isEqualTo(2.0 / 3);
            assertThat(r.status()).isEqualTo(ConventionStatus.ACTIVE);
        });
        var second = apply(true, new PatternNote("Always wrap errors with context", null, List.of("**/*.go"), null));
        assertThat(second.results()).singleElement().satisfies(r -> {
            assertThat(r.change()).isEqualTo("reinforced");
            assertThat(r.id()).isEqualTo("c1");
            assertThat(r.occurrences()).isEqualTo(2);
            assertThat(r.confidence()).isEqualTo(0.75);
        });
        assertThat(state).singleElement().satisfies(c -> assertThat(c.appliesTo()).containsExactly("*.go"));
    }

    @Test
    void sameWordsDifferentConventionStayApart() {
        apply(true, go("Wrap errors with context"));
        var plan = apply(true, go("Log errors with context"));
        assertThat(plan.results().get(0).change()).isEqualTo("created");
        assertThat(state).hasSize(2);
    }

    @Test
    void sameWordingForDisjointFilesIsAnotherConvention() {
        apply(true, go("Wrap errors with context"));
        var plan = apply(true, new PatternNote("Wrap errors with context", null, List.of("*.py"), null));
        assertThat(plan.results().get(0).change()).isEqualTo("created");
    }

    @Test
    void rejectionsDemoteThenDeprecateAndApprovalsRevive() {
        apply(true, go("Wrap errors with context"));
        assertThat(apply(false, go("wrap errors with context")).results().get(0)).satisfies(r -> {
            assertThat(r.change()).isEqualTo("demoted");
            assertThat(r.confidence()).isEqualTo(0.5);
            assertThat(r.status()).isEqualTo(ConventionStatus.ACTIVE);
        });
        assertThat(apply(false, go("Wrap errors with context")).results().get(0)).satisfies(r -> {
            assertThat(r.confidence()).isEqualTo(0.4);
            assertThat(r.status()).isEqualTo(ConventionStatus.DEPRECATED);
        });
        assertThat(apply(true, go("Wrap errors with context")).results().get(0)).satisfies(r -> {
            assertThat(r.change()).isEqualTo("reinforced");
            assertThat(r.confidence()).isEqualTo(0.5);
            assertThat(r.status()).isEqualTo(ConventionStatus.ACTIVE);
        });
    }

    @Test
    void rejectionOfAnUnknownPatternIsReportedUnmatched() {
        var plan = apply(false, new PatternNote("Use tabs", null, List.of(), null));
        assertThat(plan.changes()).isEmpty();
        assertThat(plan.results()).singleElement().satisfies(r -> {
            assertThat(r.change()).isEqualTo("unmatched");
            assertThat(r.id()).isNull();
        });
    }

    @Test
    void oneReviewCountsOncePerConvention() {
        var plan = apply(true, go("Wrap errors with context"), go("Always wrap errors with context"));
        assertThat(plan.changes()).hasSize(1);
        assertThat(plan.results()).extracting(ReviewOutcome.PatternResult::change).containsExactly("created", "unchanged");
        assertThat(state).singleElement().satisfies(c -> assertThat(c.occurrences()).isEqualTo(1));
    }

    @Test
    void supersedesRetiresTheOlderConventionWithALink() {
        apply(true, go("Wrap errors with context"));
        var plan = apply(true, new PatternNote("Return typed errors", null, List.of("*.go"), "c1"));
        assertThat(plan.results()).extracting(ReviewOutcome.PatternResult::change).containsExactly("created", "superseded");
        var old = state.stream().filter(c -> c.id().equals("c1")).findFirst().orElseThrow();
        var successor = state.stream().filter(c -> c.id().equals("c2")).findFirst().orElseThrow();
        assertThat(old.status()).isEqualTo(ConventionStatus.SUPERSEDED);
        assertThat(old.supersededBy()).isEqualTo("c2");
        assertThat(successor.supersedes()).containsExactly("c1");
        // a superseded convention is no longer reinforced: the same wording now teaches a new one
        assertThat(apply(true, go("Wrap errors with context")).results().get(0).change()).isEqualTo("created");
    }

    @Test
    void supersedesMustNameAnExistingLiveConventionOfTheProject() {
        apply(true, go("Wrap errors with context"));
        assertThatThrownBy(() -> apply(true, new PatternNote("Return typed errors", null, List.of("*.go"), "nope")))
                .isInstanceOf(DossierException.class).hasMessageContaining("patterns[0].supersedes").hasMessageContaining("does not exist");
        assertThatThrownBy(() -> apply(true, new PatternNote("Always wrap errors with context", null, List.of("*.go"), "c1")))
                .isInstanceOf(DossierException.class).hasMessageContaining("this very pattern matches");
        state.add(new Convention("foreign", "q", "Use tabs", null, List.of("*.go"), ConventionStatus.ACTIVE, 1, 0, 0.67, T0, T0, null, List.of()));
        assertThatThrownBy(() -> apply(true, new PatternNote("Return typed errors", null, List.of("*.go"), "foreign")))
                .isInstanceOf(DossierException.class).hasMessageContaining("of project 'q'");
    }
}
