package dev.dossier.assembly;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.budget.Budget;
import dev.dossier.budget.BudgetMode;
import dev.dossier.budget.ReviewPolicy;
import dev.dossier.budget.Severity;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.model.JtokkitCounter;
import dev.dossier.model.TokenCounter;
import dev.dossier.relevance.Bm25Scorer;
import dev.dossier.source.ChunkPolicy;
import dev.dossier.source.MarkdownChunker;
import dev.dossier.source.Sop;
import dev.dossier.source.SopChunk;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * For random SOP sets, budgets and task files: the context, recounted by the tokenizer, never exceeds the
 * budget, and packing twice gives the same output. "Task too large" is an allowed answer, never an overrun.
 */
class BudgetInvariantProperties {

    private static final List<String> WORDS = List.of("error", "wrap", "context", "class", "selector", "margin", "color", "query", "bind",
            "parameter", "log", "secret", "null", "`code`", "{", "}", ";", "#id", ".5em", "**bold**", "émoji🙂", "SELECT", "—", "\t");
    private static final Bm25Scorer SCORER = new Bm25Scorer();

    record SopSpec(Severity severity, int sections, int wordsPerSection, long seed) {
    }

    @Provide
    Arbitrary<List<SopSpec>> sops() {
        return Combinators.combine(Arbitraries.of(Severity.class), Arbitraries.integers().between(0, 5),
                Arbitraries.integers().between(1, 400), Arbitraries.longs()).as(SopSpec::new).list().ofMinSize(0).ofMaxSize(12);
    }

    @Provide
    Arbitrary<TokenCounter> counters() {
        return Arbitraries.of(JtokkitCounter.cl100k(), new JtokkitCounter(com.knuddels.jtokkit.api.EncodingType.O200K_BASE),
                new dev.dossier.model.CharRatioEstimator(3.0));
    }

    @Property(tries = 150)
    void neverOverBudgetAndDeterministic(@ForAll("sops") List<SopSpec> specs, @ForAll @IntRange(min = 1, max = 6000) int available,
                                         @ForAll("counters") TokenCounter counter, @ForAll long taskSeed, @ForAll boolean mustFit,
                                         @ForAll dev.dossier.budget.ChunkOrder order) {
        var candidates = candidates(specs, counter, taskSeed);
        var policy = new ReviewPolicy("p", mustFit ? BudgetMode.MUST_FIT : BudgetMode.SEVERITY_SHARES, 0, 0, 0, 0,
                Map.of(Severity.ERROR, 0.5, Severity.WARNING, 0.35, Severity.INFO, 0.15), 20, order);
        var budget = new Budget(available, 0, 0, 0, 0, 0, available);
        var packer = new ContextPacker(counter);
        ContextPacker.Packed first;
        try {
            first = packer.pack(candidates, List.of(), budget, policy);
        } catch (DossierException e) {
            assertThat(e.code()).isEqualTo(ErrorCode.TASK_TOO_LARGE);
            return;
        }
        assertThat(counter.count(first.text())).isEqualTo(first.tokens()).isLessThanOrEqualTo(available);
        var reversed = new ArrayList<>(candidates);
        java.util.Collections.reverse(reversed);
        var second = packer.pack(reversed, List.of(), budget, policy);
        assertThat(second.text()).isEqualTo(first.text());
        assertThat(second.items()).isEqualTo(first.items());
    }

    private static List<SopCandidate> candidates(List<SopSpec> specs, TokenCounter counter, long taskSeed) {
        var chunker = new MarkdownChunker(JtokkitCounter.cl100k(), new ChunkPolicy(60, 120, 20));
        var out = new ArrayList<SopCandidate>();
        String task = text(new java.util.Random(taskSeed), 80);
        for (int k = 0; k < specs.size(); k++) {
            var spec = specs.get(k);
            var random = new java.util.Random(spec.seed());
            var body = new StringBuilder("# SOP " + k + "\n\n" + text(random, 20) + "\n");
            for (int s = 0; s < spec.sections(); s++) {
                body.append("\n## Section ").append(s).append("\n\n").append(text(random, spec.wordsPerSection())).append('\n');
                if (random.nextInt(4) == 0) {
                    body.append("\n```css\n.a { margin: 0; }\n```\n");
                }
            }
            String id = "sop" + k;
            var chunks = chunker.chunk(body.toString());
            var sop = new Sop(id, "SOP " + k, "sops/" + id + ".md", spec.severity(), List.of("*.css"), text(random, 12),
                    random.nextBoolean() ? List.of(text(random, 8), text(random, 8)) : List.of(), chunks.size(), Map.of());
            var texts = chunks.stream().map(c -> c.content()).toList();
            var scores = SCORER.score(task, texts);
            var scored = new ArrayList<ScoredChunk>();
            for (int i = 0; i < chunks.size(); i++) {
                scored.add(new ScoredChunk(new SopChunk(id + "#" + (i + 1), id, i + 1, chunks.size(), chunks.get(i).section(), chunks.get(i).content()),
                        scores.get(i)));
            }
            out.add(new SopCandidate(sop, scored, List.of("a.css")));
        }
        return out;
    }

    private static String text(java.util.Random random, int words) {
        var b = new StringBuilder();
        for (int i = 0; i < words; i++) {
            b.append(WORDS.get(random.nextInt(WORDS.size())));
            b.append(random.nextInt(12) == 0 ? ".\n" : random.nextInt(9) == 0 ? ". " : " ");
        }
        return b.toString().strip();
    }
}
