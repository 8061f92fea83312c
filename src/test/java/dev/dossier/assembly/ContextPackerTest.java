package dev.dossier.assembly;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dossier.budget.Budget;
import dev.dossier.budget.BudgetMode;
import dev.dossier.budget.ReviewPolicy;
import dev.dossier.budget.Severity;
import dev.dossier.compress.TextCutter;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.model.JtokkitCounter;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The packer on synthetic candidates: tiers, roll-over, must-fit, metadata overflow and every ladder rung. */
class ContextPackerTest {

    private static final JtokkitCounter COUNTER = JtokkitCounter.cl100k();
    private final ContextPacker packer = new ContextPacker(COUNTER);

    private static ReviewPolicy policy(BudgetMode mode) {
        return new ReviewPolicy(mode == BudgetMode.MUST_FIT ? "must-fit" : "severity-shares", mode, 0, 0, 0, 0,
                Map.of(Severity.ERROR, 0.5, Severity.WARNING, 0.35, Severity.INFO, 0.15), 20);
    }

    private static Budget budget(int available) {
        return new Budget(available, 0, 0, 0, 0, 0, available);
    }

    private ContextPacker.Packed pack(List<SopCandidate> sops, List<ExtraCandidate> extras, int available, BudgetMode mode) {
        var packed = packer.pack(sops, extras, budget(available), policy(mode));
        assertThat(packed.tokens()).isEqualTo(COUNTER.count(packed.text())).isLessThanOrEqualTo(available);
        return packed;
    }

    private static ContextItem item(ContextPacker.Packed p, String id) {
        return p.items().stream().filter(i -> i.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void everythingFitsInFull() {
        var p = pack(List.of(Candidates.sop("e", Severity.ERROR, 2, 50, 0.5), Candidates.sop("i", Severity.INFO, 1, 50, 0.5)), List.of(), 5000,
                BudgetMode.SEVERITY_SHARES);
        assertThat(p.items()).extracting(ContextItem::level).containsOnly(Level.FULL);
        assertThat(p.dropped()).isEmpty();
        assertThat(p.text()).contains("## SOP [ERROR] Title of e", "Summary of e.", "1. Requirement one of e", "Section 2 (e, part 2/2)");
        assertThat(p.text().indexOf("Title of e")).as("error before info").isLessThan(p.text().indexOf("Title of i"));
    }

    @Test
    void tiersFollowSharesAndRollOverUnusedShares() {
        // error has little content; its unused share rolls over to warning, which has a lot.
        var e = Candidates.sop("e", Severity.ERROR, 1, 30, 0.5);
        var w = Candidates.sop("w", Severity.WARNING, 20, 100, 0.5);
        var i = Candidates.sop("i", Severity.INFO, 20, 100, 0.5);
        var p = pack(List.of(e, w, i), List.of(), 2500, BudgetMode.SEVERITY_SHARES);
        var tiers = p.budget().tiers();
        assertThat(tiers.get("error").allocated()).isEqualTo(tiers.get("error").demand());
        assertThat(tiers.get("warning").allocated()).as("warning gets more than its 35%% thanks to roll-over")
                .isGreaterThan((int) (0.35 * (2500 - p.budget().metadata())));
        assertThat(tiers.get("warning").allocated() * 0.15).isCloseTo(tiers.get("info").allocated() * 0.35, org.assertj.core.data.Percentage.withPercentage(5));
        assertThat(item(p, "e").level()).isEqualTo(Level.FULL);
        assertThat(item(p, "w").level()).isEqualTo(Level.PARTIAL);
        assertThat(p.dropped()).isNotEmpty().allSatisfy(d -> assertThat(d.reason()).isNotBlank());
    }

    @Test
    void withinATierTheMostRelevantChunksGoFirst() {
        var low = Candidates.sop("low", Severity.WARNING, 3, 100, 0.1);
        var high = Candidates.sop("high", Severity.WARNING, 3, 100, 0.9);
        var p = pack(List.of(low, high), List.of(), 550, BudgetMode.SEVERITY_SHARES);
        assertThat(item(p, "high").chunks()).isNotEmpty();
        assertThat(item(p, "high").chunks().size()).isGreaterThan(item(p, "low").chunks().size());
    }

    @Test
    void onlyOneChunkIsCutAndItCarriesTheMarker() {
        var p = pack(List.of(Candidates.sop("w", Severity.WARNING, 5, 200, 0.5)), List.of(), 900, BudgetMode.SEVERITY_SHARES);
        assertThat(p.items()).filteredOn(i -> i.cutChunk() != null).hasSizeLessThanOrEqualTo(1);
        if (item(p, "w").cutChunk() != null) {
            assertThat(p.text()).contains(TextCutter.MARKER).containsOnlyOnce(TextCutter.MARKER);
        }
        assertThat(p.text()).contains(TextCutter.MARKER);
    }

    @Test
    void infoMetadataShrinksToStubsWhenMetadataAloneDoesNotFit() {
        var sops = new java.util.ArrayList<SopCandidate>();
        sops.add(Candidates.sop("e", Severity.ERROR, 1, 50, 0.5));
        for (int k = 0; k < 30; k++) {
            sops.add(Candidates.sop("info" + k, Severity.INFO, 1, 50, 0.5));
        }
        var full = packer.pack(sops, List.of(), budget(100_000), policy(BudgetMode.SEVERITY_SHARES));
        int stubbedBudget = full.budget().metadata() - 100;
        var p = pack(sops, List.of(), stubbedBudget, BudgetMode.SEVERITY_SHARES);
        assertThat(p.budget().ladder()).contains("info SOP metadata shrunk to stubs");
        assertThat(item(p, "info3").level()).isEqualTo(Level.STUB);
        assertThat(item(p, "e").level()).isNotEqualTo(Level.STUB);
    }

    @Test
    void twoThousandMatchedSopsDegradeInfoFirstErrorLastInsteadOfFailing() {
        var sops = new java.util.ArrayList<SopCandidate>();
        for (int k = 0; k < 2000; k++) {
            Severity s = k % 10 == 0 ? Severity.ERROR : k % 3 == 0 ? Severity.WARNING : Severity.INFO;
            sops.add(Candidates.sop("sop" + k, s, 2, 80, (k % 97) / 100.0));
        }
        var p = pack(sops, List.of(), 20_000, BudgetMode.SEVERITY_SHARES);
        assertThat(p.tokens()).isLessThanOrEqualTo(20_000);
        assertThat(p.budget().ladder()).anyMatch(l -> l.endsWith("SOPs left out: not even their one-line stubs fitted (listed as dropped)"));
        var in = p.items().stream().filter(i -> i.section() == Section.SOP).toList();
        var out = p.dropped().stream().filter(d -> d.section() == Section.SOP && d.id().startsWith("sop") && !d.id().contains("#")).toList();
        assertThat(in.size() + out.size()).isEqualTo(2000);
        // every error SOP is still there; a warning is left out only once every info SOP is
        assertThat(in).filteredOn(i -> "error".equals(i.severity())).hasSize(200);
        boolean warningOut = out.stream().anyMatch(d -> d.reason().contains("(warning"));
        if (warningOut) {
            assertThat(in).noneMatch(i -> "info".equals(i.severity()));
        }
        // within a severity the least relevant go first
        double lowestKeptInfo = in.stream().filter(i -> "info".equals(i.severity())).mapToDouble(ContextItem::relevance).min().orElse(1);
        assertThat(out).filteredOn(d -> d.reason().contains("(info")).allMatch(d -> relevance(d) <= lowestKeptInfo);
        // must-fit still refuses
        assertThatThrownBy(() -> packer.pack(sops, List.of(), budget(20_000), policy(BudgetMode.MUST_FIT)))
                .isInstanceOfSatisfying(DossierException.class, ex -> assertThat(ex.code()).isEqualTo(ErrorCode.TASK_TOO_LARGE));
    }

    private static double relevance(dev.dossier.assembly.DroppedItem d) {
        var m = java.util.regex.Pattern.compile("relevance ([0-9.]+)").matcher(d.reason());
        assertThat(m.find()).isTrue();
        return Double.parseDouble(m.group(1));
    }

    @Test
    void metadataThatCannotFitEvenAsStubsLeavesSopsOutLeastRelevantFirst() {
        var sops = List.of(Candidates.sop("e1", Severity.ERROR, 1, 50, 0.9), Candidates.sop("e2", Severity.ERROR, 1, 50, 0.5));
        int onlyOne = 0;
        for (int b = 200; b >= 1; b--) {
            ContextPacker.Packed p;
            try {
                p = pack(sops, List.of(), b, BudgetMode.SEVERITY_SHARES);
            } catch (DossierException e) {
                assertThat(e.code()).isEqualTo(ErrorCode.TASK_TOO_LARGE);
                continue;
            }
            assertThat(p.tokens()).isLessThanOrEqualTo(b);
            if (p.items().size() == 1) {
                onlyOne++;
                assertThat(p.items()).extracting(ContextItem::id).containsExactly("e1");
                assertThat(p.dropped()).extracting(dev.dossier.assembly.DroppedItem::id).contains("e2");
            }
        }
        assertThat(onlyOne).isPositive();
    }

    @Test
    void onlyAHeaderThatCannotFitIsTaskTooLarge() {
        var sops = List.of(Candidates.sop("e1", Severity.ERROR, 1, 50, 0.5), Candidates.sop("e2", Severity.ERROR, 1, 50, 0.5));
        assertThatThrownBy(() -> packer.pack(sops, List.of(), budget(5), policy(BudgetMode.SEVERITY_SHARES)))
                .isInstanceOfSatisfying(DossierException.class, ex -> {
                    assertThat(ex.code()).isEqualTo(ErrorCode.TASK_TOO_LARGE);
                    assertThat(ex.getMessage()).contains("task too large, decompose", "the budget is 5");
                    assertThat(ex.details()).containsKeys("available", "needed");
                });
    }

    @Test
    void mustFitIncludesEverythingOrRefuses() {
        var sops = List.of(Candidates.sop("e", Severity.ERROR, 3, 100, 0.5), Candidates.sop("i", Severity.INFO, 3, 100, 0.5));
        var ok = pack(sops, List.of(), 5000, BudgetMode.MUST_FIT);
        assertThat(ok.items()).extracting(ContextItem::level).containsOnly(Level.FULL);
        assertThatThrownBy(() -> packer.pack(sops, List.of(), budget(600), policy(BudgetMode.MUST_FIT)))
                .isInstanceOfSatisfying(DossierException.class, ex -> assertThat(ex.getMessage()).contains("applicable SOPs in full need"));
    }

    @Test
    void aBudgetOfZeroOrLessIsTaskTooLarge() {
        assertThatThrownBy(() -> packer.pack(List.of(), List.of(), new Budget(8000, 2000, 5000, 6000, 1000, 1200, -7200),
                policy(BudgetMode.SEVERITY_SHARES))).isInstanceOfSatisfying(DossierException.class,
                ex -> assertThat(ex.getMessage()).contains("-7200", "window 8000"));
    }

    // --- the priority ladder: each rung is the one that makes the context fit ---

    private final SopCandidate sop = Candidates.sop("e", Severity.ERROR, 2, 100, 0.5);
    private final List<ExtraCandidate> extras = List.of(
            Candidates.decision("d1", "use Postgres"),
            Candidates.summary("src/A.java", 300, 60),
            Candidates.summary("src/B.java", 300, 60),
            Candidates.convention("weak", 0.2, 0.5, 100),
            Candidates.convention("strong", 0.9, 0.9, 100));

    private int need(List<SopCandidate> s, List<ExtraCandidate> x) {
        return packer.pack(s, x, budget(1_000_000), policy(BudgetMode.SEVERITY_SHARES)).tokens();
    }

    @Test
    void roomyBudgetKeepsEverything() {
        // Pieces are counted one by one, which over-counts by about a token per piece at the joins: allow for it.
        var p = pack(List.of(sop), extras, need(List.of(sop), extras) + 20, BudgetMode.SEVERITY_SHARES);
        assertThat(p.budget().ladder()).isEmpty();
        assertThat(p.items()).hasSize(6);
    }

    @Test
    void firstRungDropsTheWeakestConvention() {
        int available = need(List.of(sop), extras) - 20;
        var p = pack(List.of(sop), extras, available, BudgetMode.SEVERITY_SHARES);
        assertThat(p.budget().ladder()).containsExactly("drop convention weak");
        assertThat(p.dropped()).extracting(DroppedItem::id).containsExactly("weak");
        assertThat(item(p, "strong").confidence()).isEqualTo(0.9);
        assertThat(item(p, "e").level()).isEqualTo(Level.FULL);
    }

    @Test
    void secondRungTrimsSummariesAfterAllConventionsAreGone() {
        var noConventions = extras.subList(0, 3);
        int available = need(List.of(sop), noConventions) - 20;
        var p = pack(List.of(sop), extras, available, BudgetMode.SEVERITY_SHARES);
        assertThat(p.budget().ladder()).startsWith("drop convention weak", "drop convention strong")
                .contains("trim file summary src/A.java to summary");
        assertThat(item(p, "src/A.java").level()).isEqualTo(Level.SUMMARY);
        assertThat(item(p, "e").level()).isEqualTo(Level.FULL);
        assertThat(item(p, "d1").level()).isEqualTo(Level.FULL);
    }

    @Test
    void thirdRungTrimsSummariesToStubs() {
        var summariesAtSummary = List.of(extras.get(0),
                new ExtraCandidate("src/A.java", Section.FILE_SUMMARY, extras.get(1).levels().subList(1, 3), 0.5, 1, List.of()),
                new ExtraCandidate("src/B.java", Section.FILE_SUMMARY, extras.get(2).levels().subList(1, 3), 0.5, 1, List.of()));
        int available = need(List.of(sop), summariesAtSummary) - 10;
        var p = pack(List.of(sop), extras, available, BudgetMode.SEVERITY_SHARES);
        assertThat(p.budget().ladder()).contains("trim file summary src/A.java to stub");
        assertThat(item(p, "src/A.java").level()).isEqualTo(Level.STUB);
        assertThat(item(p, "e").level()).as("SOPs keep").isEqualTo(Level.FULL);
    }

    @Test
    void finallySopContentIsCutWhileDecisionsAndStubsStay() {
        int available = need(List.of(sop), List.of(extras.get(0))) - 60;
        var p = pack(List.of(sop), extras, available, BudgetMode.SEVERITY_SHARES);
        assertThat(item(p, "d1").level()).isEqualTo(Level.FULL);
        assertThat(item(p, "e").level()).isIn(Level.PARTIAL, Level.METADATA);
    }

    @Test
    void packingIsDeterministic() {
        var a = pack(List.of(sop, Candidates.sop("w", Severity.WARNING, 4, 120, 0.3)), extras, 1200, BudgetMode.SEVERITY_SHARES);
        var b = pack(List.of(Candidates.sop("w", Severity.WARNING, 4, 120, 0.3), sop), List.of(extras.get(4), extras.get(3), extras.get(2),
                extras.get(1), extras.get(0)), 1200, BudgetMode.SEVERITY_SHARES);
        assertThat(b.text()).isEqualTo(a.text());
        assertThat(b.items()).isEqualTo(a.items());
    }
}
