package dev.dossier.knowledge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.constraints.IntRange;

/**
 * For random candidates, conversations, windows, policies and overflow strategies: the context, recounted by the
 * model's tokenizer, never exceeds the available budget, and assembling again (candidates in reverse order) gives
 * the same output. "Task too large" is allowed only for the error strategy or a query that does not fit.
 */
class KnowledgeBudgetProperties {

    private static final List<String> WORDS = List.of("install", "package", "semver", "range", "caret", "`npm install --save-exact`", "MUST",
            "the", "git", "repository", "T1059", "credential", "dump", "`/etc/passwd`", "camelCase", "snake_case", "émoji🙂", "—", "{", "}",
            "**bold**", "@docs/a.md", "version", "prerelease", "tag", "lockfile");
    private static final Instant NOW = Instant.parse("2025-03-01T00:00:00Z");
    private static final List<String> TYPES = List.of("markdown", "attack", "man", "lab", "sop", "other");
    private static final KnowledgeAssembler ASSEMBLER = new KnowledgeAssembler(KnowledgeAssemblerTest.MODELS, KnowledgeAssemblerTest.POLICIES,
            KnowledgeAssemblerTest.SUMMARIES, Clock.fixed(NOW, ZoneOffset.UTC));

    record Spec(int sections, int words, double alignment, int type, int ageDays, int depth, long seed) {
    }

    @Provide
    Arbitrary<List<Spec>> specs() {
        return Combinators.combine(Arbitraries.integers().between(0, 6), Arbitraries.integers().between(1, 500),
                Arbitraries.doubles().between(0, 1), Arbitraries.integers().between(0, TYPES.size() - 1), Arbitraries.integers().between(-1, 60),
                Arbitraries.integers().between(-1, 4), Arbitraries.longs()).as(Spec::new).list().ofMaxSize(8);
    }

    @Provide
    Arbitrary<String> models() {
        return Arbitraries.of("gpt-4o", "gpt-4", "claude-sonnet-4");
    }

    @Property(tries = 200)
    void neverOverBudgetAndDeterministic(@ForAll("specs") List<Spec> specs, @ForAll @IntRange(min = 120, max = 5000) int room,
                                         @ForAll @IntRange(min = 0, max = 8) int turns, @ForAll boolean cag, @ForAll OverflowStrategy overflow,
                                         @ForAll("models") String model, @ForAll long querySeed) {
        var candidates = candidates(specs);
        var random = new Random(querySeed);
        String query = text(random, 1 + random.nextInt(25));
        var history = new ArrayList<HistoryTurn>();
        for (int i = 0; i < turns; i++) {
            history.add(new HistoryTurn(i % 2 == 0 ? "user" : "assistant", text(random, 1 + random.nextInt(300)),
                    random.nextBoolean() ? NOW.minus(Duration.ofMinutes(turns - i)) : null));
        }
        var request = new KnowledgeRequest(query, history, model, KnowledgeAssemblerTest.RESERVES + room, cag ? "cag" : "tiers", overflow.label());
        KnowledgeContext first;
        try {
            first = ASSEMBLER.assemble(request, candidates);
        } catch (DossierException e) {
            assertThat(e.code()).isEqualTo(ErrorCode.TASK_TOO_LARGE);
            assertThat(overflow == OverflowStrategy.ERROR || e.getMessage().contains("the query needs")).as(e.getMessage()).isTrue();
            Statistics.label("outcome").collect("task too large");
            return;
        }
        var counter = KnowledgeAssemblerTest.MODELS.counter(KnowledgeAssemblerTest.MODELS.require(model));
        assertThat(counter.count(first.context())).isEqualTo(first.tokens()).isLessThanOrEqualTo(first.budget().available());
        assertThat(first.budget().available()).isEqualTo(room);
        assertThat(first.items().size() + first.dropped().size()).isEqualTo(candidates.size());
        Statistics.label("outcome").collect(first.dropped().isEmpty() && first.items().stream().allMatch(i -> i.level() == dev.dossier.assembly.Level.FULL)
                ? "all full" : "reduced or dropped");
        var reversed = new ArrayList<>(candidates);
        Collections.reverse(reversed);
        assertThat(ASSEMBLER.assemble(request, reversed)).isEqualTo(first);
    }

    private static List<KnowledgeCandidate> candidates(List<Spec> specs) {
        var out = new ArrayList<KnowledgeCandidate>();
        for (int k = 0; k < specs.size(); k++) {
            Spec s = specs.get(k);
            var random = new Random(s.seed());
            var body = new StringBuilder("# Doc " + k + "\n\n" + text(random, 20) + "\n");
            for (int i = 0; i < s.sections(); i++) {
                body.append("\n## Section ").append(i).append("\n\n").append(text(random, s.words())).append('\n');
                if (random.nextInt(3) == 0) {
                    body.append("\n```bash\n$ npm install semver\nnpm test\n```\n");
                }
                if (random.nextInt(3) == 0) {
                    body.append("\n- ").append(text(random, 12)).append("\n- ").append(text(random, 12)).append('\n');
                }
            }
            out.add(new KnowledgeCandidate("doc-" + k, "Doc " + k, random.nextBoolean() ? "docs/d" + k + ".md" : null, TYPES.get(s.type()),
                    body.toString(), s.ageDays() < 0 ? null : NOW.minus(Duration.ofDays(s.ageDays())), s.alignment(), s.depth() < 0 ? null : s.depth()));
        }
        return out;
    }

    private static String text(Random random, int words) {
        var b = new StringBuilder();
        for (int i = 0; i < words; i++) {
            b.append(WORDS.get(random.nextInt(WORDS.size())));
            b.append(random.nextInt(12) == 0 ? ".\n" : random.nextInt(9) == 0 ? ". " : " ");
        }
        return b.toString().strip();
    }
}
