package dev.dossier.assembly;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.app.Dossier;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.review.PatternNote;
import dev.dossier.review.ReviewSubmission;
import dev.dossier.testing.SopFiles;
import dev.dossier.testing.TestDossier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The priority ladder on real parts: SOPs from files, conventions taught by recorded reviews, a plan decision
 * and the summary of a real source file of this repository. The window is swept downwards, and each rung
 * (drop the weaker convention, drop the other, trim the summary to summary, then to stub, then cut SOP content)
 * must be what makes the context fit at some window, in that order, never over budget.
 */
class LadderIT {

    @TempDir
    Path dir;

    /** What one assembly kept. */
    record State(int window, int conventions, Level summary, boolean sopCut, int decisions, int tokens, int available, List<String> ladder) {
        int rank() {
            int summaryRank = summary == null ? 3 : summary == Level.DETAILED ? 0 : summary == Level.SUMMARY ? 1 : 2;
            return (2 - conventions) * 100 + summaryRank * 10 + (sopCut ? 1 : 0);
        }
    }

    private static ReviewRequest request(String content, int window) {
        return new ReviewRequest(List.of(new TaskFile("src/main/java/dev/dossier/source/SourceSync.java", content)), "Review the sync",
                "gpt-4o", window, null, 0, "dossier", "plan-1");
    }

    @Test
    void eachRungIsWhatMakesTheContextFitInOrder() throws Exception {
        Dossier dossier = TestDossier.fresh();
        SopFiles.write(dir, "java-errors.md", SopFiles.sop("applies_to: \"*.java\"\nseverity: error", "Java errors", "exception wrapping", 8));
        SopFiles.write(dir, "java-style.md", SopFiles.sop("applies_to: \"*.java\"\nseverity: warning", "Java style", "naming and layout", 6));
        assertThat(dossier.sync().sync(List.of(dir)).rejected()).isEmpty();
        var reviews = dossier.reviews();
        var strong = new PatternNote("Wrap exceptions with the failing operation", "Rethrow as DossierException naming what failed.", List.of("*.java"), null);
        var weak = new PatternNote("Prefer records for value types", "Immutable carriers are records.", List.of("*.java"), null);
        reviews.record(new ReviewSubmission("dossier", "plan-1", "t1", "ana", true, List.of(), List.of(strong, weak), List.of("Sync is serialised per process")));
        reviews.record(new ReviewSubmission("dossier", "plan-1", "t2", "bo", true, List.of(), List.of(strong), List.of()));
        String content = Files.readString(Path.of("src/main/java/dev/dossier/source/SourceSync.java"));

        var states = new ArrayList<State>();
        // Start just above the window where everything stops fitting (the budget is linear in the window), then step down.
        var roomy = dossier.assembler().assemble(request(content, 40_000));
        int start = 40_000 - (int) ((roomy.budget().available() - roomy.tokens()) / (1 - 0.15)) + 200;
        int cutSeen = 0;
        for (int window = start; window >= 5_000 && cutSeen < 5; window -= 30) {
            var request = request(content, window);
            AssembledContext c;
            try {
                c = dossier.assembler().assemble(request);
            } catch (DossierException e) {
                assertThat(e.code()).isEqualTo(ErrorCode.TASK_TOO_LARGE);
                break;
            }
            assertThat(c.tokens()).isLessThanOrEqualTo(c.budget().available());
            var items = c.items();
            Level summary = items.stream().filter(i -> i.section() == Section.FILE_SUMMARY).map(ContextItem::level).findFirst().orElse(null);
            states.add(new State(window, (int) items.stream().filter(i -> i.section() == Section.CONVENTION).count(), summary,
                    items.stream().anyMatch(i -> i.cutChunk() != null) || c.dropped().stream().anyMatch(d -> d.section() == Section.SOP),
                    (int) items.stream().filter(i -> i.section() == Section.DECISION).count(), c.tokens(), c.budget().available(), c.budget().ladder()));
            cutSeen += states.get(states.size() - 1).sopCut() ? 1 : 0;
        }

        assertThat(cutSeen).as("the sweep reached the SOP-cutting rung").isPositive();
        assertThat(states.get(0)).as("roomy window keeps everything").satisfies(s -> {
            assertThat(s.conventions()).isEqualTo(2);
            assertThat(s.summary()).isEqualTo(Level.DETAILED);
            assertThat(s.sopCut()).isFalse();
            assertThat(s.ladder()).isEmpty();
        });
        for (int i = 1; i < states.size(); i++) {
            assertThat(states.get(i).rank()).as("a smaller window never keeps more than a larger one: %s after %s", states.get(i), states.get(i - 1))
                    .isGreaterThanOrEqualTo(states.get(i - 1).rank());
        }
        assertThat(states).allSatisfy(s -> assertThat(s.decisions()).as("decisions are kept").isEqualTo(1));
        // each rung alone is what made some window fit
        assertThat(states).anySatisfy(s -> {
            assertThat(s.conventions()).isEqualTo(1);
            assertThat(s.summary()).isEqualTo(Level.DETAILED);
            assertThat(s.sopCut()).isFalse();
            assertThat(s.ladder()).hasSize(1).allMatch(r -> r.startsWith("drop convention"));
        });
        assertThat(states).anySatisfy(s -> {
            assertThat(s.conventions()).isZero();
            assertThat(s.summary()).isEqualTo(Level.DETAILED);
            assertThat(s.sopCut()).isFalse();
        });
        assertThat(states).anySatisfy(s -> {
            assertThat(s.summary()).isEqualTo(Level.SUMMARY);
            assertThat(s.sopCut()).isFalse();
            assertThat(s.ladder()).last().asString().endsWith("to summary");
        });
        assertThat(states).anySatisfy(s -> {
            assertThat(s.summary()).isEqualTo(Level.STUB);
            assertThat(s.sopCut()).isFalse();
            assertThat(s.ladder()).last().asString().endsWith("to stub");
        });
        assertThat(states).anySatisfy(s -> {
            assertThat(s.summary()).isEqualTo(Level.STUB);
            assertThat(s.sopCut()).isTrue();
        });
        assertThat(dev.dossier.graph.GraphProbe.count(dossier.graph(), "MATCH (s:FileSummary) RETURN count(s)"))
                .as("the file was summarized once and cached by content hash, for %d assemblies", states.size() + 1).isOne();
        // the weaker convention (one approval) goes before the stronger one (two)
        var firstDrop = states.stream().filter(s -> s.conventions() == 1).findFirst().orElseThrow();
        var weakId = reviews.conventions(new dev.dossier.review.ConventionQuery("dossier", null, null)).stream()
                .filter(c -> c.occurrences() == 1).findFirst().orElseThrow().id();
        assertThat(firstDrop.ladder()).containsExactly("drop convention " + weakId);
    }
}
