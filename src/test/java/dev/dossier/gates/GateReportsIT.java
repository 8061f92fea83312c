package dev.dossier.gates;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dossier.app.LocalApi;
import dev.dossier.auth.Caller;
import dev.dossier.contract.FileInput;
import dev.dossier.contract.GateReportRequest;
import dev.dossier.contract.GateResultView;
import dev.dossier.contract.GateState;
import dev.dossier.contract.ReviewContextRequest;
import dev.dossier.error.DossierException;
import dev.dossier.testing.SopFiles;
import dev.dossier.testing.TestDossier;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Gate reports in the graph and in the review context: the latest report of a task is a short section of its review
 * context, trimmed to one line under budget pressure, never pushing the context over its budget.
 */
class GateReportsIT {

    private static GateResultView gate(String name, boolean required, GateState state, Integer exit, String tail) {
        return new GateResultView(name, required, state, exit, 1200L, tail);
    }

    @Test
    void theLatestReportOfATaskIsASectionOfItsReviewContextWithinBudget() throws Exception {
        var dossier = TestDossier.fresh();
        var sources = Files.createTempDirectory("dossier-gates-sources-");
        SopFiles.javaErrors(sources);
        dossier.ingest(List.of(sources), dev.dossier.embedding.ProgressListener.none());
        var api = new LocalApi(dossier);
        api.recordGateReport(new GateReportRequest("shop", "task-7", true, List.of(gate("build", true, GateState.PASSED, 0, "ok\n"))));
        var latest = api.recordGateReport(new GateReportRequest("shop", "task-7", null, List.of(
                gate("build", true, GateState.PASSED, 0, "ok\n"),
                gate("test", true, GateState.FAILED, 1, "Tests run: 12, Failures: 1\nFAILED: OrderTest.refund expected 10 but was 12\n"),
                gate("lint", false, GateState.TIMED_OUT, null, "[killed after 60 s]\n"))));
        assertThat(latest.passed()).isFalse();
        assertThat(dossier.gateReports().latest("shop", "task-7").orElseThrow().id()).isEqualTo(latest.id());
        assertThat(dossier.gateReports().latest("other", "task-7")).isEmpty();

        var files = List.of(new FileInput("src/A.java", "class A { void f() { try { g(); } catch (Exception e) {} } }"));
        var context = api.reviewContext(new ReviewContextRequest(files, "Review the error handling", "gpt-4o", 32000, null, null, "shop", null,
                "task-7"));
        assertThat(context.context()).contains("## Gate checks of this task", "Gates of task task-7", "FAILED; test failed, lint timed_out (optional)",
                "FAILED: OrderTest.refund expected 10 but was 12");
        assertThat(context.tokens()).isLessThanOrEqualTo(context.budget().available());
        var without = api.reviewContext(new ReviewContextRequest(files, "Review the error handling", "gpt-4o", 32000, null, null, "shop", null));
        assertThat(without.context()).doesNotContain("Gate checks");

        // a budget with just room for the mandatory part: the report trims to its stub or goes, the budget holds
        for (int window = 1500; window <= 3500; window += 250) {
            try {
                var tight = api.reviewContext(new ReviewContextRequest(files, "Review the error handling", "gpt-4o", window, null, 0, "shop", null,
                        "task-7"));
                assertThat(tight.tokens()).as("window %d", window).isLessThanOrEqualTo(tight.budget().available());
            } catch (DossierException e) {
                assertThat(e.code()).isEqualTo(dev.dossier.error.ErrorCode.TASK_TOO_LARGE);
            }
        }
    }

    @Test
    void aReportIsValidatedAndAuthorised() {
        var api = new LocalApi(TestDossier.fresh());
        assertThatThrownBy(() -> api.recordGateReport(new GateReportRequest("shop", "task-1", true, List.of(
                gate("test", true, GateState.FAILED, 1, "")))))
                .isInstanceOf(DossierException.class).satisfies(e -> assertThat(((DossierException) e).details()).containsEntry("field", "/passed"));
        assertThatThrownBy(() -> api.recordGateReport(new GateReportRequest("shop", "task-1", null, List.of(
                gate("bad name!", true, GateState.PASSED, 0, "")))))
                .satisfies(e -> assertThat(((DossierException) e).details()).containsEntry("field", "/gates/0/name"));
        var reader = api.as(new Caller("reader", dev.dossier.auth.Scope.READ, java.util.Set.of("shop")));
        assertThatThrownBy(() -> reader.recordGateReport(new GateReportRequest("shop", "task-1", null, List.of(
                gate("test", true, GateState.PASSED, 0, "")))))
                .satisfies(e -> assertThat(((DossierException) e).code()).isEqualTo(dev.dossier.error.ErrorCode.FORBIDDEN));
        var elsewhere = api.as(new Caller("ops", dev.dossier.auth.Scope.REVIEW, java.util.Set.of("billing")));
        assertThatThrownBy(() -> elsewhere.recordGateReport(new GateReportRequest("shop", "task-1", null, List.of(
                gate("test", true, GateState.PASSED, 0, "")))))
                .isInstanceOf(DossierException.class);
    }
}
