package dev.dossier.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class SubmissionHashTest {

    private static final PatternNote WRAP = new PatternNote("Wrap errors with context", "fmt.Errorf(\"op: %w\", err)", List.of("*.go"), null);
    private static final PatternNote LOG = new PatternNote("Log at the boundary", null, List.of("*.go", "cmd/**"), null);
    private static final ReviewSubmission BASE = new ReviewSubmission("shop", "plan-1", "t-1", "ana", true, List.of("a.go", "b.go"),
            List.of(WRAP, LOG), List.of("Errors carry the operation", "No retries in handlers"));

    @Test
    void theSameContentHasTheSameHashHoweverTheRecordIsBuilt() {
        var copy = new ReviewSubmission("shop", "plan-1", "t-1", "ana", true, List.of("a.go", "b.go"),
                List.of(new PatternNote("Wrap errors with context", "fmt.Errorf(\"op: %w\", err)", List.of("*.go"), null),
                        new PatternNote("Log at the boundary", null, List.of("*.go", "cmd/**"), null)),
                List.of("Errors carry the operation", "No retries in handlers"));
        assertThat(SubmissionHash.of(copy)).isEqualTo(SubmissionHash.of(BASE)).matches("[0-9a-f]{64}");
    }

    static Stream<Arguments> variants() {
        return Stream.of(
                Arguments.of("project", with(BASE, "billing", BASE.planId(), BASE.taskId(), BASE.reviewer(), BASE.approved())),
                Arguments.of("plan id", with(BASE, BASE.project(), "plan-2", BASE.taskId(), BASE.reviewer(), BASE.approved())),
                Arguments.of("no plan", with(BASE, BASE.project(), null, BASE.taskId(), BASE.reviewer(), BASE.approved())),
                Arguments.of("task id", with(BASE, BASE.project(), BASE.planId(), "t-2", BASE.reviewer(), BASE.approved())),
                Arguments.of("reviewer", with(BASE, BASE.project(), BASE.planId(), BASE.taskId(), "bo", BASE.approved())),
                Arguments.of("approved", with(BASE, BASE.project(), BASE.planId(), BASE.taskId(), BASE.reviewer(), false)),
                Arguments.of("files reordered", files(List.of("b.go", "a.go"))),
                Arguments.of("a file dropped", files(List.of("a.go"))),
                Arguments.of("a file renamed", files(List.of("a.go", "c.go"))),
                Arguments.of("patterns reordered", patterns(List.of(LOG, WRAP))),
                Arguments.of("a pattern dropped", patterns(List.of(WRAP))),
                Arguments.of("pattern name", patterns(List.of(new PatternNote("Always wrap errors with context", WRAP.description(), WRAP.appliesTo(), null), LOG))),
                Arguments.of("pattern description", patterns(List.of(new PatternNote(WRAP.name(), "wrap them", WRAP.appliesTo(), null), LOG))),
                Arguments.of("description null vs empty", patterns(List.of(WRAP, new PatternNote(LOG.name(), "", LOG.appliesTo(), null)))),
                Arguments.of("pattern scope", patterns(List.of(new PatternNote(WRAP.name(), WRAP.description(), List.of("**/*.go"), null), LOG))),
                Arguments.of("pattern scope reordered", patterns(List.of(WRAP, new PatternNote(LOG.name(), null, List.of("cmd/**", "*.go"), null)))),
                Arguments.of("supersedes", patterns(List.of(new PatternNote(WRAP.name(), WRAP.description(), WRAP.appliesTo(), "c-1"), LOG))),
                Arguments.of("decisions reordered", decisions(List.of("No retries in handlers", "Errors carry the operation"))),
                Arguments.of("a decision reworded", decisions(List.of("Errors carry the operation.", "No retries in handlers"))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void everyFieldAndListOrderCounts(String change, ReviewSubmission variant) {
        assertThat(SubmissionHash.of(variant)).isNotEqualTo(SubmissionHash.of(BASE));
    }

    @Test
    void valuesCannotBeShiftedAcrossFieldOrListBoundaries() {
        // length-prefixed values and counted lists: no separator inside a value can imitate another split
        assertThat(SubmissionHash.of(files(List.of("a.go;b.go")))).isNotEqualTo(SubmissionHash.of(files(List.of("a.go", "b.go"))));
        var fileThenNoDecision = new ReviewSubmission("p", null, "t", "r", true, List.of("x"), List.of(), List.of());
        var noFileThenDecision = new ReviewSubmission("p", null, "t", "r", true, List.of(), List.of(), List.of("x"));
        assertThat(SubmissionHash.of(fileThenNoDecision)).isNotEqualTo(SubmissionHash.of(noFileThenDecision));
        var nullPlan = new ReviewSubmission("p", null, "t", "r", true, List.of(), List.of(), List.of());
        var dashPlan = new ReviewSubmission("p", "-", "t", "r", true, List.of(), List.of(), List.of());
        assertThat(SubmissionHash.of(nullPlan)).isNotEqualTo(SubmissionHash.of(dashPlan));
    }

    private static ReviewSubmission with(ReviewSubmission r, String project, String plan, String task, String reviewer, boolean approved) {
        return new ReviewSubmission(project, plan, task, reviewer, approved, r.files(), r.patterns(), r.decisions());
    }

    private static ReviewSubmission files(List<String> files) {
        return new ReviewSubmission(BASE.project(), BASE.planId(), BASE.taskId(), BASE.reviewer(), BASE.approved(), files, BASE.patterns(), BASE.decisions());
    }

    private static ReviewSubmission patterns(List<PatternNote> patterns) {
        return new ReviewSubmission(BASE.project(), BASE.planId(), BASE.taskId(), BASE.reviewer(), BASE.approved(), BASE.files(), patterns, BASE.decisions());
    }

    private static ReviewSubmission decisions(List<String> decisions) {
        return new ReviewSubmission(BASE.project(), BASE.planId(), BASE.taskId(), BASE.reviewer(), BASE.approved(), BASE.files(), BASE.patterns(), decisions);
    }
}
