package dev.dossier.knowledge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dossier.assembly.Level;
import dev.dossier.compress.TextCutter;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.model.ModelRegistry;
import dev.dossier.model.TokenCounter;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Knowledge assembly on real documents with gpt-4o (o200k): levels, overflow strategies, budgets, history. */
class KnowledgeAssemblerTest {

    static final Instant NOW = Instant.parse("2025-03-01T00:00:00Z");
    static final ModelRegistry MODELS = ModelRegistry.load(null);
    static final KnowledgePolicies POLICIES = KnowledgePolicies.packaged();
    static final InMemorySummaryProvider SUMMARIES = new InMemorySummaryProvider(new KnowledgeSummarizer());
    /** output 8000 + system 2000 in both packaged policies. */
    static final int RESERVES = 10_000;
    private static final TokenCounter O200K = Docs.O200K;

    private final KnowledgeAssembler assembler = new KnowledgeAssembler(MODELS, POLICIES, SUMMARIES, Clock.fixed(NOW, ZoneOffset.UTC));

    static KnowledgeCandidate npm(double alignment) {
        return new KnowledgeCandidate("npm-install", "npm install", "docs/npm-install.md", "man", Docs.npmInstall(), NOW, alignment, null);
    }

    static KnowledgeCandidate semver(double alignment) {
        return new KnowledgeCandidate("semver", "node-semver", "docs/semver.md", "markdown", Docs.semver(), NOW.minus(Duration.ofDays(7)),
                alignment, null);
    }

    static KnowledgeCandidate sop(String name, double alignment) {
        return new KnowledgeCandidate(name, name, "sources/sops/" + name + ".md", "sop", Docs.sop(name), null, alignment, null);
    }

    private KnowledgeContext assemble(String query, List<HistoryTurn> history, int window, String policy, String overflow,
                                      List<KnowledgeCandidate> candidates) {
        var r = assembler.assemble(new KnowledgeRequest(query, history, "gpt-4o", window, policy, overflow), candidates);
        assertThat(r.tokens()).isEqualTo(O200K.count(r.context())).isLessThanOrEqualTo(r.budget().available());
        assertThat(r.budget().available()).isEqualTo(window - RESERVES);
        assertThat(r.budget().used()).isEqualTo(r.tokens());
        var ids = new ArrayList<String>();
        r.items().forEach(i -> ids.add(i.id()));
        r.dropped().forEach(d -> ids.add(d.id()));
        assertThat(ids).as("every candidate is either included or dropped").containsExactlyInAnyOrderElementsOf(
                candidates.stream().map(KnowledgeCandidate::id).toList());
        assertThat(r.dropped()).allSatisfy(d -> assertThat(d.reason()).isNotBlank());
        assertThat(r.context()).endsWith("## Query\n\n" + query.strip() + "\n");
        return r;
    }

    private static KnowledgeItem item(KnowledgeContext r, String id) {
        return r.items().stream().filter(i -> i.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void eachLevelIsChosenWhenItIsTheRichestThatFits() {
        String q = "How do I install a package from a git repository?";
        assertThat(item(assemble(q, List.of(), RESERVES + 9000, "cag", null, List.of(npm(1.0))), "npm-install").level()).isEqualTo(Level.FULL);
        assertThat(item(assemble(q, List.of(), RESERVES + 2300, "cag", null, List.of(npm(1.0))), "npm-install").level()).isEqualTo(Level.DETAILED);
        assertThat(item(assemble(q, List.of(), RESERVES + 700, "cag", null, List.of(npm(1.0))), "npm-install").level()).isEqualTo(Level.SUMMARY);
        var stub = assemble(q, List.of(), RESERVES + 200, "cag", null, List.of(npm(1.0)));
        assertThat(item(stub, "npm-install").level()).isEqualTo(Level.STUB);
        assertThat(stub.context()).contains("### npm install\n`npm-install` · stub · score", "man · docs/npm-install.md · modified 2025-03-01");
    }

    @Test
    void eachItemCitesItsSourceAndTheQueryComesLast() {
        var r = assemble("caret ranges and prerelease tags", List.of(), RESERVES + 30_000, "tiers", null,
                List.of(semver(0.9), npm(1.0), sop("css-conventions", 0.5)));
        assertThat(r.items()).extracting(KnowledgeItem::level).containsOnly(Level.FULL);
        assertThat(r.dropped()).isEmpty();
        assertThat(r.context()).contains("### npm install\n`npm-install` · docs/npm-install.md · man · full · score",
                "### node-semver\n`semver` · docs/semver.md · markdown · full · score");
        assertThat(r.context().indexOf("## Primary knowledge")).isLessThan(r.context().indexOf("## Supporting knowledge"));
        assertThat(r.items()).extracting(KnowledgeItem::tier).containsExactly("primary", "supporting", "reference");
        assertThat(r.budget().ladder()).isEmpty();
    }

    private static List<KnowledgeCandidate> three() {
        return List.of(npm(1.0), semver(0.9), sop("css-conventions", 0.8));
    }

    /** A window in which npm-install fits at detailed level with fewer than 20 tokens to spare. */
    private int detailedWindow() {
        var alone = assemble("git dependencies and semver ranges", List.of(), RESERVES + 2300, "cag", "prioritize", List.of(npm(1.0)));
        assertThat(item(alone, "npm-install").level()).isEqualTo(Level.DETAILED);
        return RESERVES + alone.tokens() + 18;
    }

    @Test
    void prioritizeKeepsTheBestAtTheRichestLevelAndDropsWhatDoesNotFit() {
        var r = assemble("git dependencies and semver ranges", List.of(), detailedWindow(), "cag", "prioritize", three());
        assertThat(r.items()).singleElement().satisfies(i -> {
            assertThat(i.id()).isEqualTo("npm-install");
            assertThat(i.level()).isEqualTo(Level.DETAILED);
        });
        assertThat(r.dropped()).extracting(DroppedKnowledge::id).containsExactly("semver", "css-conventions");
        assertThat(r.dropped()).allSatisfy(d -> assertThat(d.reason()).startsWith("prioritize: even its poorest level (stub, "));
        assertThat(r.budget().ladder()).contains("prioritize in knowledge: 1 item(s) below full level, 2 dropped");
    }

    @Test
    void summarizeStepsEverythingDownBeforeDroppingAnything() {
        var s = assemble("git dependencies and semver ranges", List.of(), detailedWindow(), "cag", "summarize", three());
        assertThat(s.dropped()).isEmpty();
        assertThat(s.items()).extracting(KnowledgeItem::id).containsExactly("npm-install", "semver", "css-conventions");
        // the best item gives up detail so that the others fit; no item is two levels richer than a better-ranked one
        assertThat(richness(item(s, "npm-install").level())).isGreaterThan(richness(Level.DETAILED));
        for (int i = 1; i < s.items().size(); i++) {
            assertThat(richness(s.items().get(i).level())).isGreaterThanOrEqualTo(richness(s.items().get(i - 1).level()) - 1);
        }
        assertThat(s.budget().ladder()).anySatisfy(l -> assertThat(l).startsWith("summarize in knowledge"));

        var tight = assemble("git dependencies and semver ranges", List.of(), RESERVES + 150, "cag", "summarize", three());
        assertThat(tight.dropped()).isNotEmpty();
        assertThat(tight.items()).isNotEmpty().extracting(KnowledgeItem::level).containsOnly(Level.STUB);
        assertThat(tight.dropped().get(0).reason()).startsWith("summarize: every item of tier knowledge is at its poorest level");
    }

    private static int richness(Level level) {
        return List.of(Level.FULL, Level.PARTIAL, Level.DETAILED, Level.SUMMARY, Level.STUB).indexOf(level);
    }

    @Test
    void truncateCutsTheFullTextAtASentenceWithAMarker() {
        var r = assemble("git dependencies and semver ranges", List.of(), RESERVES + 3000, "cag", "truncate", three());
        var npm = item(r, "npm-install");
        assertThat(npm.level()).isEqualTo(Level.PARTIAL);
        assertThat(r.context()).contains("`npm-install` · docs/npm-install.md · man · partial · score", TextCutter.MARKER);
        assertThat(r.context()).doesNotContain(" · detailed · ", " · summary · ", " · stub · ");
        assertThat(r.dropped()).isNotEmpty().allSatisfy(d -> assertThat(d.reason()).startsWith("truncate: "));
        int cut = r.context().indexOf(TextCutter.MARKER);
        assertThat(r.context().substring(0, cut).stripTrailing()).matches("(?s).*([.!?:;]|\\n```|\\S)$");
    }

    @Test
    void errorNeedsEverythingInFullOrSaysHowMuchIsMissing() {
        var big = assemble("git dependencies", List.of(), RESERVES + 30_000, "tiers", "error", three());
        assertThat(big.items()).extracting(KnowledgeItem::level).containsOnly(Level.FULL);
        assertThatThrownBy(() -> assembler.assemble(new KnowledgeRequest("git dependencies", List.of(new HistoryTurn("user", "hello there", null)),
                "gpt-4o", RESERVES + 5000, "tiers", "error"), three()))
                .isInstanceOfSatisfying(DossierException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.TASK_TOO_LARGE);
                    assertThat(e.details()).containsEntry("available", 5000).containsEntry("window", RESERVES + 5000)
                            .containsKeys("needed", "knowledge", "history", "query");
                    assertThat((int) e.details().get("needed")).isGreaterThan(big.tokens() - 100).isGreaterThan(5000);
                    assertThat(e.getMessage()).contains("3 knowledge item(s) in full", "1 history turn(s) verbatim", "5000");
                });
    }

    @Test
    void tiersSplitTheRoomFiftyThirtyFifteenFiveAndCagSeventyTwenty() {
        var candidates = List.of(
                new KnowledgeCandidate("npm-install", "npm install", "docs/npm-install.md", "attack", Docs.npmInstall(), NOW, 1.0, null),
                semver(0.9), sop("css-conventions", 0.5), sop("logging", 0.5), sop("sql-injection", 0.5));
        var history = history(12, 300);
        var tiers = assemble("semver ranges for git installs", history, RESERVES + 6000, "tiers", null, candidates);
        var t = tiers.budget().tiers();
        assertThat(t).containsOnlyKeys("primary", "supporting", "reference", "history");
        assertThat(tiers.items()).extracting(KnowledgeItem::tier).contains("primary", "supporting", "reference");
        int room = tiers.budget().available() - tiers.budget().metadata();
        assertThat(t.get("primary").allocated()).isCloseTo((int) (0.50 * room), org.assertj.core.data.Offset.offset(3));
        assertThat(t.get("supporting").allocated()).isCloseTo((int) (0.30 * room), org.assertj.core.data.Offset.offset(3));
        assertThat(t.get("reference").allocated()).isCloseTo((int) (0.15 * room), org.assertj.core.data.Offset.offset(3));
        assertThat(t.get("history").allocated()).isCloseTo((int) (0.05 * room), org.assertj.core.data.Offset.offset(3));
        assertThat(t.get("primary").share()).isEqualTo(0.5);
        assertThat(tiers.budget().policy()).isEqualTo("tiers");
        assertThat(tiers.budget().output()).isEqualTo(8000);
        assertThat(tiers.budget().systemPrompt()).isEqualTo(2000);

        var cag = assemble("semver ranges for git installs", history, RESERVES + 6000, "cag", null, candidates);
        var c = cag.budget().tiers();
        assertThat(c).containsOnlyKeys("knowledge", "history", "query");
        int cagRoom = cag.budget().available() - cag.budget().metadata();
        assertThat(c.get("knowledge").allocated()).isCloseTo((int) (cagRoom * 0.7 / 0.9), org.assertj.core.data.Offset.offset(3));
        assertThat(c.get("history").allocated()).isCloseTo((int) (cagRoom * 0.2 / 0.9), org.assertj.core.data.Offset.offset(3));
        assertThat(c.get("query").allocated()).isEqualTo(c.get("query").demand()).isEqualTo(c.get("query").used()).isPositive();
        assertThat(c.get("history").used()).isGreaterThan(t.get("history").used());
    }

    @Test
    void unusedSharesRollOver() {
        // no history: its share goes to knowledge
        var r = assemble("git dependencies", List.of(), RESERVES + 4000, "tiers", null, List.of(npm(1.0)));
        var t = r.budget().tiers();
        assertThat(t.get("history").allocated()).isZero();
        assertThat(t.get("supporting").allocated()).isZero();
        assertThat(t.get("primary").allocated()).isEqualTo(r.budget().available() - r.budget().metadata());
        assertThat(item(r, "npm-install").level()).isEqualTo(Level.DETAILED);
    }

    static List<HistoryTurn> history(int turns, int words) {
        var sentences = Stream.of(KnowledgeSummarizer.clean(Docs.semver()).split("(?<=\\.)\\s+")).filter(s -> s.length() > 40 && !s.contains("`"))
                .toList();
        var out = new ArrayList<HistoryTurn>();
        int k = 0;
        for (int i = 0; i < turns; i++) {
            var b = new StringBuilder("Turn " + String.format("%02d", i) + ": ");
            while (b.toString().split("\\s+").length < words) {
                b.append(sentences.get(k++ % sentences.size()).replace('\n', ' ')).append(' ');
            }
            out.add(new HistoryTurn(i % 2 == 0 ? "user" : "assistant", b.toString().strip(), NOW.minus(Duration.ofMinutes(turns - i))));
        }
        return out;
    }

    @Test
    void historyKeepsRecentTurnsVerbatimAndReducesOlderOnes() {
        var history = history(30, 120);
        var r = assemble("which versions satisfy a range?", history, RESERVES + 3000, "cag", null, List.of());
        var entries = r.history();
        assertThat(entries).hasSize(30).extracting(HistoryEntry::index).isSorted();
        assertThat(entries.get(29).treatment()).isEqualTo("verbatim");
        assertThat(entries.get(28).treatment()).isEqualTo("verbatim");
        assertThat(entries.get(0).treatment()).isEqualTo("dropped");
        assertThat(entries).anySatisfy(e -> assertThat(e.treatment()).isIn("summarized", "trimmed"));
        int newestReduced = entries.stream().filter(e -> !e.treatment().equals("verbatim")).mapToInt(HistoryEntry::index).max().orElseThrow();
        int oldestVerbatim = entries.stream().filter(e -> e.treatment().equals("verbatim")).mapToInt(HistoryEntry::index).min().orElseThrow();
        assertThat(newestReduced).as("older turns are the ones reduced").isLessThan(29);
        assertThat(oldestVerbatim).isGreaterThan(0);
        // rendered oldest first, newest last before the query
        int last = -1;
        for (HistoryEntry e : entries) {
            if (!e.treatment().equals("dropped")) {
                int at = r.context().indexOf(String.format("Turn %02d:", e.index()));
                if (e.treatment().equals("verbatim")) {
                    assertThat(at).isGreaterThan(last);
                    last = at;
                }
                assertThat(e.tokens()).isPositive();
            }
        }
        assertThat(r.context()).contains("## Conversation history (oldest first)");
        assertThat(r.budget().ladder()).anySatisfy(l -> assertThat(l).startsWith("history: "));
    }

    @Test
    void mentionsCanLiftAnItemOverTheIncludeThreshold() {
        var weak = new KnowledgeCandidate("guide", "Guide", "docs/guide.md", "markdown", "# Guide\n\nHow we do things.\n", null, 0.3, null);
        var without = assemble("how do we do things?", List.of(), RESERVES + 2000, "tiers", null, List.of(weak));
        assertThat(without.items()).isEmpty();
        assertThat(without.dropped().get(0).reason()).startsWith("score 0.27 is below the include threshold 0.3");

        var history = List.of(new HistoryTurn("user", "Look at @docs/guide.md please", null), new HistoryTurn("assistant", "Reading @guide.md now.", null));
        var with = assemble("and what does @docs/guide.md say?", history, RESERVES + 2000, "tiers", null, List.of(weak));
        assertThat(with.items()).singleElement().satisfies(i -> {
            assertThat(i.factors().mentions()).isEqualTo(3);
            assertThat(i.tier()).isEqualTo("supporting");
            assertThat(i.level()).isEqualTo(Level.FULL);
        });
    }

    @Test
    void theQueryMustFit() {
        assertThatThrownBy(() -> assembler.assemble(new KnowledgeRequest("q", List.of(), "gpt-4o", RESERVES, "tiers", null), three()))
                .isInstanceOfSatisfying(DossierException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.TASK_TOO_LARGE);
                    assertThat(e.details()).containsEntry("available", 0);
                });
        String longQuery = String.join(" ", Collections.nCopies(300, "semver"));
        assertThatThrownBy(() -> assembler.assemble(new KnowledgeRequest(longQuery, List.of(), "gpt-4o", RESERVES + 100, "cag", null), List.of()))
                .isInstanceOfSatisfying(DossierException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.TASK_TOO_LARGE);
                    assertThat((int) e.details().get("needed")).isGreaterThan(300);
                    assertThat(e.getMessage()).contains("the query needs");
                });
    }

    @Test
    void invalidRequestsNameTheirField() {
        assertField(new KnowledgeRequest(" ", List.of(), null, null, null, null), List.of(), "query");
        assertField(new KnowledgeRequest("q", List.of(), null, 0, null, null), List.of(), "window");
        assertField(new KnowledgeRequest("q", List.of(), null, null, null, "panic"), List.of(), "overflow");
        assertField(new KnowledgeRequest("q", List.of(new HistoryTurn(" ", "x", null)), null, null, null, null), List.of(), "history[0].role");
        assertField(new KnowledgeRequest("q", List.of(), null, null, null, null), List.of(npm(1), npm(0.5)), "candidates");
        assertThatThrownBy(() -> assembler.assemble(new KnowledgeRequest("q", List.of(), null, null, "rag", null), List.of()))
                .isInstanceOfSatisfying(DossierException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.UNKNOWN_POLICY));
        assertThatThrownBy(() -> assembler.assemble(new KnowledgeRequest("q", List.of(), "gpt-9", null, null, null), List.of()))
                .isInstanceOfSatisfying(DossierException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.UNKNOWN_MODEL));
    }

    private void assertField(KnowledgeRequest request, List<KnowledgeCandidate> candidates, String field) {
        assertThatThrownBy(() -> assembler.assemble(request, candidates)).isInstanceOfSatisfying(DossierException.class, e -> {
            assertThat(e.code()).isEqualTo(ErrorCode.INVALID_REQUEST);
            assertThat(e.details()).containsEntry("field", field);
        });
    }

    @Test
    void summariesAreAskedForOnlyWhenALevelBelowFullIsNeeded() {
        var calls = new AtomicInteger();
        SummaryProvider counting = (c, q, counter) -> {
            calls.incrementAndGet();
            return SUMMARIES.summaries(c, q, counter);
        };
        var a = new KnowledgeAssembler(MODELS, POLICIES, counting, Clock.fixed(NOW, ZoneOffset.UTC));
        a.assemble(new KnowledgeRequest("git", List.of(), null, RESERVES + 30_000, null, null), three());
        assertThat(calls).hasValue(0);
        a.assemble(new KnowledgeRequest("git", List.of(), null, RESERVES + 3000, null, null), three());
        assertThat(calls.get()).isPositive();
    }

    @Test
    void theSameRequestGivesTheSameContextWhateverTheCandidateOrder() {
        var candidates = new ArrayList<>(List.of(npm(1.0), semver(0.9), sop("css-conventions", 0.8), sop("logging", 0.6), sop("go-errors", 0.7)));
        var history = history(6, 80);
        for (String overflow : List.of("prioritize", "summarize", "truncate")) {
            var first = assemble("errors, logging and semver", history, RESERVES + 2500, "tiers", overflow, candidates);
            var reversed = new ArrayList<>(candidates);
            Collections.reverse(reversed);
            var second = assemble("errors, logging and semver", history, RESERVES + 2500, "tiers", overflow, reversed);
            assertThat(second).isEqualTo(first);
            assertThat(new HashSet<>(first.items())).hasSameSizeAs(first.items());
        }
    }
}
