package dev.dossier.monitor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dossier.app.Dossier;
import dev.dossier.app.LocalApi;
import dev.dossier.app.RuntimeSettings;
import dev.dossier.auth.Caller;
import dev.dossier.auth.Scope;
import dev.dossier.contract.MonitorEventRequest;
import dev.dossier.contract.SessionCreateRequest;
import dev.dossier.contract.SessionItemRequest;
import dev.dossier.contract.SignalView;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.graph.StorageSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The risk monitor over the real graph through the API: every rule at its threshold, both loops of a conflict halted,
 * acknowledgements, and a restart (the graph directory closed and opened again) that loses no loop, count or signal.
 */
class RiskMonitorIT {

    private static MonitorEventRequest event(String loop, String task, String plan, String kind, List<String> taskFiles, List<String> files,
                                             Long tokens, Integer window) {
        return new MonitorEventRequest(loop, task, plan, "shop", kind, taskFiles, files, tokens, window, null, null);
    }

    @Test
    void everyRuleAtItsThresholdAndNothingIsLostOnRestart() throws Exception {
        Path dataDir = Files.createTempDirectory("dossier-monitor-");
        var settings = new RuntimeSettings(StorageSettings.embedded(dataDir), null, null);
        String escalated;
        try (Dossier dossier = Dossier.open(settings)) {
            var api = new LocalApi(dossier);
            api.reportLoopEvent(event("loop-a", "task-a", "plan-1", "started", List.of("src/A.java", "src/Shared.java"), null, null, null));
            // retries: 3 is observed, the 4th escalates
            for (int i = 1; i <= 3; i++) {
                assertThat(api.reportLoopEvent(event("loop-a", "task-a", "plan-1", "retry", null, null, null, null)).signals()).isEmpty();
            }
            var fourth = api.reportLoopEvent(event("loop-a", "task-a", "plan-1", "retry", null, null, null, null));
            assertThat(fourth.signals()).singleElement().satisfies(s -> {
                assertThat(s.rule()).isEqualTo("retries");
                assertThat(s.level()).isEqualTo("escalate");
                assertThat(s.taskId()).isEqualTo("task-a");
            });
            escalated = fourth.signals().get(0).id();
            assertThat(fourth.loop().retries()).isEqualTo(4);
            // utilization: 70% exactly is no pause, one token more is
            assertThat(api.reportLoopEvent(event("loop-a", "task-a", "plan-1", "usage", null, null, 7_000L, 10_000)).signals()).isEmpty();
            var pause = api.reportLoopEvent(event("loop-a", "task-a", "plan-1", "usage", null, null, 7_001L, 10_000));
            assertThat(pause.signals()).extracting(SignalView::rule, SignalView::level).containsExactly(org.assertj.core.groups.Tuple.tuple("utilization", "pause"));
            assertThat(pause.loop().pressure()).isEqualTo("orange");
            assertThat(pause.loop().utilization()).isEqualTo(0.7001);
            // scope creep: one file outside the task's files
            var creep = api.reportLoopEvent(event("loop-a", "task-a", "plan-1", "files_changed", null, List.of("src/A.java", "build.gradle"), null, null));
            assertThat(creep.signals()).extracting(SignalView::rule, SignalView::level)
                    .containsExactly(org.assertj.core.groups.Tuple.tuple("scope_creep", "warn"));
            assertThat(creep.loop().outside()).containsExactly("build.gradle");
            // two running tasks of one plan on one file: both halted
            api.reportLoopEvent(event("loop-a", "task-a", "plan-1", "files_changed", null, List.of("src/Shared.java"), null, null));
            var conflict = api.reportLoopEvent(event("loop-b", "task-b", "plan-1", "files_changed", List.of("src/**"), List.of("src/Shared.java"), null, null));
            assertThat(conflict.signals()).extracting(SignalView::loopId, SignalView::level)
                    .containsExactly(org.assertj.core.groups.Tuple.tuple("loop-b", "halt"), org.assertj.core.groups.Tuple.tuple("loop-a", "halt"));
            assertThat(api.loop("loop-a").fired()).containsEntry("conflicting_changes", 1);
            // a loop of another plan on the same file is no conflict
            assertThat(api.reportLoopEvent(event("loop-c", "task-c", "plan-2", "files_changed", List.of("src/**"), List.of("src/Shared.java"), null, null))
                    .signals()).isEmpty();

            assertThat(api.acknowledgeSignal(escalated).ackedBy()).isEqualTo("local");
            assertThat(api.signals(0, null)).extracting(SignalView::seq).containsExactly(1L, 2L, 3L, 4L, 5L);
            assertThat(api.signals(3, "shop")).extracting(SignalView::seq).containsExactly(4L, 5L);
        }
        try (Dossier reopened = Dossier.open(settings)) {
            var api = new LocalApi(reopened);
            var loop = api.loop("loop-a");
            assertThat(loop.retries()).isEqualTo(4);
            assertThat(loop.events()).isEqualTo(9);
            assertThat(loop.level()).isEqualTo("escalate");
            assertThat(loop.tokensUsed()).isEqualTo(7_001);
            assertThat(loop.fired()).containsEntry("retries", 1).containsEntry("utilization", 1).containsEntry("scope_creep", 1)
                    .containsEntry("conflicting_changes", 1);
            var signals = api.signals(0, "shop");
            assertThat(signals).hasSize(5);
            assertThat(signals.get(0).acked()).isTrue();
            assertThat(signals.get(0).id()).isEqualTo(escalated);
            // the counts go on where they were: the 5th retry is a repeat
            var fifth = api.reportLoopEvent(event("loop-a", "task-a", "plan-1", "retry", null, null, null, null));
            assertThat(fifth.signals()).singleElement().satisfies(s -> assertThat(s.seq()).isEqualTo(6));
        }
    }

    @Test
    void writesAreAuthorisedAndReadsStayInTheirProject() {
        var dossier = dev.dossier.testing.TestDossier.fresh();
        var api = new LocalApi(dossier);
        api.reportLoopEvent(event("loop-x", "task-x", null, "retry", null, null, null, null));
        var reader = api.as(new Caller("reader", Scope.READ, Set.of("shop")));
        assertThatThrownBy(() -> reader.reportLoopEvent(event("loop-x", "task-x", null, "retry", null, null, null, null)))
                .satisfies(e -> assertThat(((DossierException) e).code()).isEqualTo(ErrorCode.FORBIDDEN));
        assertThat(reader.loop("loop-x").retries()).isEqualTo(1);
        var other = api.as(new Caller("other", Scope.REVIEW, Set.of("billing")));
        assertThatThrownBy(() -> other.loop("loop-x")).satisfies(e -> assertThat(((DossierException) e).code()).isEqualTo(ErrorCode.NOT_FOUND));
        assertThatThrownBy(() -> other.reportLoopEvent(event("loop-x", "task-x", null, "retry", null, null, null, null)))
                .satisfies(e -> assertThat(((DossierException) e).code()).isEqualTo(ErrorCode.NOT_FOUND));
        assertThat(other.signals(0, null)).isEmpty();
        // the same loop id in another project is a conflict
        assertThatThrownBy(() -> api.reportLoopEvent(new MonitorEventRequest("loop-x", "task-x", null, "billing", "retry", null, null, null, null, null, null)))
                .satisfies(e -> assertThat(((DossierException) e).code()).isEqualTo(ErrorCode.CONFLICT));
        // hostile fields: named by JSON pointer
        assertThatThrownBy(() -> api.reportLoopEvent(event("loop-x", "task-x", null, "explode", null, null, null, null)))
                .satisfies(e -> assertThat(((DossierException) e).details()).containsEntry("field", "/kind"));
        assertThatThrownBy(() -> api.reportLoopEvent(event("loop-x", "task-x", null, "started", List.of("src/[a"), null, null, null)))
                .satisfies(e -> assertThat(((DossierException) e).details()).containsEntry("field", "/task_files/0"));
        assertThatThrownBy(() -> api.reportLoopEvent(event("loop x", "task-x", null, "retry", null, null, null, null)))
                .satisfies(e -> assertThat(((DossierException) e).details()).containsEntry("field", "/loop_id"));
    }

    @Test
    void aLoopThatNamesASessionReportsItsUsage() {
        var api = new LocalApi(dev.dossier.testing.TestDossier.fresh());
        var session = api.createSession(new SessionCreateRequest("shop", null, 1_000, null, null, false, null));
        api.addSessionItem(session.id(), new SessionItemRequest("tool_results", "tool", "row ".repeat(800), null, null, null));
        var usage = api.sessionUsage(session.id());
        var r = api.reportLoopEvent(new MonitorEventRequest("loop-s", "task-s", null, "shop", "usage", null, null, null, null, session.id(), null));
        assertThat(r.loop().tokensUsed()).isEqualTo(usage.tokens());
        assertThat(r.loop().window()).isEqualTo(1_000);
        assertThat(r.loop().sessionId()).isEqualTo(session.id());
        assertThat(usage.tokens()).isGreaterThan(700);
        assertThat(r.signals()).extracting(SignalView::rule).containsExactly("utilization");
        // pause and checkpoint: the session is checkpointed, the loop goes on in the fresh one, which continues the old
        assertThat(r.signals()).extracting(SignalView::level).containsExactly("pause");
        assertThat(r.checkpoint()).isNotNull();
        var fresh = api.session(r.checkpoint().sessionId());
        assertThat(fresh.parentId()).isEqualTo(session.id());
        assertThat(r.checkpoint().continuation().remainingCriteria()).containsExactly("continue task task-s (loop loop-s)");
        assertThat(fresh.usage().tokens()).isLessThan(usage.tokens());
        // the repeat halts; no second checkpoint
        var again = api.reportLoopEvent(new MonitorEventRequest("loop-s", "task-s", null, "shop", "usage", null, null, null, null, session.id(), null));
        assertThat(again.signals()).extracting(SignalView::level).containsExactly("halt");
        assertThat(again.checkpoint()).isNull();
        // below the threshold nothing is checkpointed
        var small = api.createSession(new SessionCreateRequest("shop", null, 1_000, null, null, false, null));
        var calm = api.reportLoopEvent(new MonitorEventRequest("loop-t", "task-t", null, "shop", "usage", null, null, null, null, small.id(), null));
        assertThat(calm.signals()).isEmpty();
        assertThat(calm.checkpoint()).isNull();
    }
}
