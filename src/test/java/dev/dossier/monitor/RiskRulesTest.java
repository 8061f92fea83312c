package dev.dossier.monitor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dossier.error.DossierException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The four rules at their thresholds with the packaged monitor.yaml, as a pure function (the graph is tested in RiskMonitorIT). */
class RiskRulesTest {

    private static final Instant T0 = Instant.parse("2026-11-25T10:00:00Z");
    private final RiskRules rules = new RiskRules(MonitorPolicy.load(null));

    private static LoopEvent event(String loop, String task, EventKind kind, List<String> taskFiles, List<String> files, Long tokens, Integer window) {
        return new LoopEvent(loop, task, "plan-1", "shop", kind, taskFiles, files, tokens, window, null, T0);
    }

    /** Applies events to one loop in order, with peers; the signals of every event. */
    private List<Signal.Raised> run(List<LoopEvent> events) {
        LoopState state = null;
        var all = new ArrayList<Signal.Raised>();
        for (var e : events) {
            var ev = rules.evaluate(state, List.of(), e);
            state = ev.loop();
            all.addAll(ev.signals());
        }
        return all;
    }

    @Test
    void threeRetriesAreObservedAndTheFourthEscalates() {
        var events = new ArrayList<LoopEvent>();
        events.add(event("l1", "t1", EventKind.STARTED, List.of("src/A.java"), null, null, null));
        for (int i = 0; i < 3; i++) {
            events.add(event("l1", "t1", EventKind.RETRY, null, null, null, null));
        }
        assertThat(run(events)).isEmpty();
        events.add(event("l1", "t1", EventKind.RETRY, null, null, null, null));
        var signals = run(events);
        assertThat(signals).singleElement().satisfies(s -> {
            assertThat(s.rule()).isEqualTo(Rule.RETRIES);
            assertThat(s.level()).isEqualTo(Level.ESCALATE);
            assertThat(s.evidence()).containsEntry("retries", "4").containsEntry("threshold", "3");
            assertThat(s.reason()).isEqualTo("retry 4 of the task: more than 3 retries");
        });
    }

    @Test
    void seventyPercentExactlyIsNotAPauseAndOneTokenMoreIs() {
        assertThat(run(List.of(event("l1", "t1", EventKind.USAGE, null, null, 7_000L, 10_000)))).isEmpty();
        var above = run(List.of(event("l1", "t1", EventKind.USAGE, null, null, 7_001L, 10_000)));
        assertThat(above).singleElement().satisfies(s -> {
            assertThat(s.rule()).isEqualTo(Rule.UTILIZATION);
            assertThat(s.level()).isEqualTo(Level.PAUSE);
            assertThat(s.suggestedAction()).startsWith("pause and checkpoint");
        });
        // still above at the next report: raised by the repeat; above 85% raised by the threshold at once
        var repeat = run(List.of(event("l1", "t1", EventKind.USAGE, null, null, 7_001L, 10_000), event("l1", "t1", EventKind.USAGE, null, null, 7_500L, null)));
        assertThat(repeat).extracting(Signal.Raised::level).containsExactly(Level.PAUSE, Level.HALT);
        assertThat(run(List.of(event("l1", "t1", EventKind.USAGE, null, null, 8_501L, 10_000)))).extracting(Signal.Raised::level).containsExactly(Level.HALT);
    }

    @Test
    void oneFileOutsideTheTaskIsFlaggedAndTheTasksOwnFilesAreNot() {
        var inScope = run(List.of(event("l1", "t1", EventKind.STARTED, List.of("src/A.java", "src/web/**"), null, null, null),
                event("l1", "t1", EventKind.FILES_CHANGED, null, List.of("src/A.java", "src/web/x/B.css"), null, null)));
        assertThat(inScope).isEmpty();
        var outside = run(List.of(event("l1", "t1", EventKind.STARTED, List.of("src/A.java"), null, null, null),
                event("l1", "t1", EventKind.FILES_CHANGED, null, List.of("src/A.java", "pom.xml"), null, null),
                event("l1", "t1", EventKind.FILES_CHANGED, null, List.of("pom.xml"), null, null),
                event("l1", "t1", EventKind.FILES_CHANGED, null, List.of("README.md"), null, null)));
        // pom.xml once (it is not new the second time), then README.md raised by the repeat
        assertThat(outside).extracting(Signal.Raised::rule).containsOnly(Rule.SCOPE_CREEP);
        assertThat(outside).extracting(Signal.Raised::level).containsExactly(Level.WARN, Level.PAUSE);
        assertThat(outside.get(0).evidence()).containsEntry("files", "pom.xml").containsEntry("task_files", "src/A.java");
    }

    @Test
    void twoRunningTasksOfOnePlanOnOneFileHaltBoth() {
        var a = rules.evaluate(null, List.of(), event("la", "task-a", EventKind.FILES_CHANGED, List.of("src/Shared.java"), List.of("src/Shared.java"), null, null));
        assertThat(a.signals()).isEmpty();
        var b = rules.evaluate(null, List.of(a.loop()), event("lb", "task-b", EventKind.FILES_CHANGED, List.of("src/**"),
                List.of("src/Shared.java", "src/B.java"), null, null));
        assertThat(b.signals()).extracting(Signal.Raised::loopId).containsExactly("lb", "la");
        assertThat(b.signals()).extracting(Signal.Raised::level).containsOnly(Level.HALT);
        assertThat(b.signals()).allSatisfy(s -> assertThat(s.evidence()).containsEntry("files", "src/Shared.java"));
        assertThat(b.peers()).singleElement().satisfies(p -> assertThat(p.level()).isEqualTo(Level.HALT));
        // a finished loop, another plan's loop or the same task's other loop is no conflict
        var finished = rules.evaluate(a.loop(), List.of(), event("la", "task-a", EventKind.FINISHED, null, null, null, null)).loop();
        assertThat(rules.evaluate(null, List.of(finished), event("lb", "task-b", EventKind.FILES_CHANGED, null, List.of("src/Shared.java"), null, null))
                .signals()).isEmpty();
        assertThat(rules.evaluate(null, List.of(a.loop()), event("la2", "task-a", EventKind.FILES_CHANGED, null, List.of("src/Shared.java"), null, null))
                .signals()).isEmpty();
    }

    @Test
    void metricsReportUtilizationRateRemainingAndTheSemspecBand() {
        LoopState s = null;
        for (long tokens : new long[]{1_000, 2_000, 3_000}) {
            s = rules.evaluate(s, List.of(), event("l1", "t1", EventKind.ITERATION, null, null, tokens, 10_000)).loop();
        }
        var bands = dev.dossier.session.SessionPolicy.packaged().requirePressure("semspec");
        var m = LoopMetrics.of(s, bands);
        assertThat(s.iterations()).isEqualTo(3);
        assertThat(s.tokensPerIteration()).isEqualTo(1_000.0);
        assertThat(m.utilization()).isEqualTo(0.30);
        assertThat(m.iterationsRemaining()).isEqualTo(7);
        assertThat(m.pressure()).isEqualTo("green");
        assertThat(LoopMetrics.of(rules.evaluate(s, List.of(), event("l1", "t1", EventKind.USAGE, null, null, 6_500L, null)).loop(), bands).pressure())
                .isEqualTo("orange");
    }

    @Test
    void rulesArePolicyDataOverridablePerProject(@TempDir Path dir) throws Exception {
        String packaged = new String(MonitorPolicy.class.getResourceAsStream("/dossier/monitor.yaml").readAllBytes());
        Files.writeString(dir.resolve("monitor.yaml"), packaged.replace("# projects:\n#   legacy-monolith:\n#     retries:", "projects:\n  legacy:\n    retries:"));
        var policy = MonitorPolicy.load(dir);
        assertThat(policy.rule(Rule.RETRIES, "legacy").above()).isEqualTo(5);
        assertThat(policy.rule(Rule.RETRIES, "shop").above()).isEqualTo(3);
        Files.writeString(dir.resolve("monitor.yaml"), packaged.replace("on_repeat: halt", "on_repeat: log"));
        assertThatThrownBy(() -> MonitorPolicy.load(dir)).isInstanceOf(DossierException.class).hasMessageContaining("monitor.yaml")
                .hasMessageContaining("utilization").hasMessageContaining("must not be weaker than enters");
        Files.writeString(dir.resolve("monitor.yaml"), packaged.replace("enters: warn", "enters: shout"));
        assertThatThrownBy(() -> MonitorPolicy.load(dir)).hasMessageContaining("rules.scope_creep: enters must be observe, log, warn");
    }
}
