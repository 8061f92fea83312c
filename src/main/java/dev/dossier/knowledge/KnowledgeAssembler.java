package dev.dossier.knowledge;

import dev.dossier.assembly.BudgetRecord;
import dev.dossier.assembly.Level;
import dev.dossier.assembly.TierAllocator;
import dev.dossier.assembly.TierRecord;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.model.JoinedText;
import dev.dossier.model.ModelProfile;
import dev.dossier.model.ModelRegistry;
import dev.dossier.model.TokenCounter;
import dev.dossier.scoring.KnowledgeTier;
import dev.dossier.scoring.Mentions;
import dev.dossier.scoring.MultiFactorScore;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Assembles knowledge context for a query and a conversation (C6; seeds 003 and 004).
 *
 * <p><b>Budget.</b> {@code available = window − reserves.output − reserves.system} (window from the request, else the
 * model's). The context header and the query are mandatory and are taken off first: when they do not fit, or
 * nothing is available, the answer is {@link ErrorCode#TASK_TOO_LARGE}. The rest ({@code room}) is split by the
 * policy's shares ({@code cag}: knowledge 70 / history 20, the query's 10 already spent on the query, and whatever
 * the query left rolling over; {@code tiers}: primary 50 / supporting 30 / reference 15 / history 5). A tier never
 * gets more than its demand (its content at full level, history verbatim); what it leaves rolls over to the tiers
 * that still have demand, in proportion to their shares. History is packed first, then the knowledge tiers in
 * order, and what a tier does not use flows on to the next. What is left at the end goes back to the history (when
 * some turns were reduced) and then raises items, best-ranked first, to richer levels (not under {@code truncate}).
 * The budget record's tier {@code used} can therefore exceed its {@code allocated}.
 *
 * <p><b>Items.</b> Candidates are scored ({@link MultiFactorScore}); those under the include threshold are dropped
 * with their score. For {@code tiers}, an item goes to primary, supporting or reference by its score; for
 * {@code cag}, every included item goes to the one knowledge tier. Within a tier, items are packed best first by
 * the overflow strategy ({@link OverflowStrategy}), each at the richest level that the strategy allows: full,
 * detailed (≤ 2000 tokens), summary (≤ 500), stub (≤ 100), or partial (the full text cut with a marker, truncate
 * only). The {@code error} strategy needs everything at full level and the history verbatim, else
 * {@link ErrorCode#TASK_TOO_LARGE} with the numbers.
 *
 * <p><b>History.</b> All verbatim when it fits; otherwise, newest first, verbatim within {@code history.verbatim_share}
 * of its budget, older turns summarized (extractive, query-aware) or trimmed, the rest dropped; rendered oldest first
 * (see {@link HistoryPacker}).
 *
 * <p><b>Invariant.</b> The rendered context is recounted with the model's tokenizer (as the sum of its parts' exact
 * counts, see {@link JoinedText}); while it is over {@code available}, the lowest-ranked item steps down a level (or
 * is dropped), then the oldest history turn is dropped. The result never exceeds {@code available}. Deterministic for
 * the same request, candidates (in any order) and clock.
 *
 * <p>Long (about 400 lines) because one assembly's steps (budget, scoring, tiered packing, history, the recount and
 * the budget record) all read and change one run's state ({@code Run}); split apart, they would pass it all around.
 */
public final class KnowledgeAssembler {

    /** Model used when a request names none. */
    public static final String DEFAULT_MODEL = "gpt-4o";

    private final ModelRegistry models;
    private final KnowledgePolicies policies;
    private final SummaryProvider summaries;
    private final KnowledgeSummarizer summarizer;
    private final Clock clock;

    /** With an in-memory summary cache and the system clock. */
    public KnowledgeAssembler(ModelRegistry models, KnowledgePolicies policies) {
        this(models, policies, new InMemorySummaryProvider(new KnowledgeSummarizer(policies.levels())), Clock.systemUTC());
    }

    /**
     * @param summaries where reduced levels come from (e.g. a graph-backed cache)
     * @param clock     "now" for recency
     */
    public KnowledgeAssembler(ModelRegistry models, KnowledgePolicies policies, SummaryProvider summaries, Clock clock) {
        this.models = Objects.requireNonNull(models, "models");
        this.policies = Objects.requireNonNull(policies, "policies");
        this.summaries = Objects.requireNonNull(summaries, "summaries");
        this.summarizer = new KnowledgeSummarizer(policies.levels());
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    public KnowledgeContext assemble(KnowledgeRequest request, List<KnowledgeCandidate> candidates) {
        validate(request, candidates);
        ModelProfile model = models.require(request.model() == null ? DEFAULT_MODEL : request.model());
        BudgetPolicy policy = policies.require(request.policy());
        OverflowStrategy overflow = request.overflow() == null ? policies.defaultOverflow() : OverflowStrategy.of(request.overflow());
        TokenCounter counter = models.counter(model);
        int window = request.window() != null ? request.window() : model.contextWindow();
        var run = new Run(request, policy, overflow, counter, window);
        return run.assemble(candidates, model);
    }

    private static void validate(KnowledgeRequest request, List<KnowledgeCandidate> candidates) {
        Objects.requireNonNull(request, "request");
        Objects.requireNonNull(candidates, "candidates");
        if (request.query() == null || request.query().isBlank()) {
            throw DossierException.invalidField("query", "query must not be blank");
        }
        if (request.window() != null && request.window() <= 0) {
            throw DossierException.invalidField("window", "window must be a positive number of tokens, got " + request.window());
        }
        for (int i = 0; i < request.history().size(); i++) {
            HistoryTurn t = request.history().get(i);
            if (t == null || t.role() == null || t.role().isBlank()) {
                throw DossierException.invalidField("history[" + i + "].role", "history[" + i + "].role must not be blank");
            }
            if (t.content() == null) {
                throw DossierException.invalidField("history[" + i + "].content", "history[" + i + "].content is missing");
            }
        }
        var ids = new HashSet<String>();
        for (KnowledgeCandidate c : candidates) {
            if (!ids.add(c.id())) {
                throw DossierException.invalidField("candidates", "candidate id '" + c.id() + "' appears twice");
            }
        }
    }

    private static double round(double score) {
        return Math.round(score * 10000) / 10000.0;
    }

    /** One assembly's state. */
    private final class Run {
        private final KnowledgeRequest request;
        private final BudgetPolicy policy;
        private final AssemblyMode mode;
        private final OverflowStrategy overflow;
        private final TokenCounter counter;
        private final int window;
        private final List<String> ladder = new ArrayList<>();
        private final Map<String, List<ItemState>> tiers = new LinkedHashMap<>();
        private final List<ItemState> ranked = new ArrayList<>();
        private final List<DroppedKnowledge> excluded = new ArrayList<>();
        private List<HistoryPacker.Turn> turns;

        Run(KnowledgeRequest request, BudgetPolicy policy, OverflowStrategy overflow, TokenCounter counter, int window) {
            this.request = request;
            this.policy = policy;
            this.mode = policy.mode();
            this.overflow = overflow;
            this.counter = counter;
            this.window = window;
        }

        KnowledgeContext assemble(List<KnowledgeCandidate> candidates, ModelProfile model) {
            int available = KnowledgeBudget.available(policy, window);
            if (available <= 0) {
                throw tooLarge("after reserves the budget is " + available + " tokens (window " + window + " − output " + policy.outputReserve()
                        + " − system " + policy.systemReserve() + ")", available, 0, Map.of());
            }
            String queryBlock = KnowledgeRenderer.query(request.query());
            int mandatory = counter.count(KnowledgeRenderer.HEADER + "\n" + queryBlock);
            if (mandatory > available) {
                throw tooLarge("the query needs " + mandatory + " tokens with the context header; the budget after reserves is " + available,
                        available, mandatory, Map.of());
            }
            score(candidates);
            var history = new HistoryPacker(summarizer, counter, policies.minCutTokens(), policies.historyVerbatimShare());
            turns = history.turns(request.history());

            var demand = new LinkedHashMap<String, Integer>();
            for (String tier : mode.knowledgeTiers()) {
                var items = tiers.get(tier);
                demand.put(tier, items.isEmpty() ? 0
                        : counter.count(KnowledgeRenderer.tierHeading(mode, tier) + "\n") + items.stream().mapToInt(i -> i.full().tokens()).sum());
            }
            demand.put(AssemblyMode.HISTORY, history.demand(turns));

            Map<String, Integer> allocation;
            Map<String, Integer> nominal;
            if (overflow == OverflowStrategy.ERROR) {
                allocation = allAtFull(available, mandatory, demand);
                nominal = allocation;
            } else {
                var shares = new LinkedHashMap<>(policy.shares());
                shares.remove(AssemblyMode.QUERY);
                allocation = TierAllocator.split(shares, demand, available - mandatory);
                nominal = TierAllocator.nominal(shares, available - mandatory);
                int budget = allocation.get(AssemblyMode.HISTORY);
                int carry = budget - history.pack(turns, budget, request.query());
                var packer = new TierPacker(counter, policies.minCutTokens(), ladder);
                for (String tier : mode.knowledgeTiers()) {
                    budget = allocation.get(tier) + carry;
                    carry = budget - packer.pack(overflow, tier, KnowledgeRenderer.tierHeading(mode, tier), tiers.get(tier), budget);
                }
                if (carry > 0 && turns.stream().anyMatch(t -> !t.treatment.equals("verbatim"))) {
                    // the history's unused allocation already flowed on with the carry
                    int before = historyUsed();
                    int after = history.pack(turns, before + carry, request.query());
                    carry -= after - before;
                }
                if (carry > 0 && overflow != OverflowStrategy.TRUNCATE) {
                    raise(carry);
                }
                noteHistory();
            }

            var rendered = render(queryBlock);
            while (rendered.tokens() > available) {
                int tokens = rendered.tokens();
                if (overflow == OverflowStrategy.ERROR || !shrink(tokens - available)) {
                    throw tooLarge("the context needs " + tokens + " tokens; the budget after reserves is " + available, available, tokens, Map.of());
                }
                rendered = render(queryBlock);
            }
            String text = rendered.text();
            int tokens = rendered.tokens();
            var record = new BudgetRecord(window, policy.systemReserve(), 0, 0, policy.outputReserve(), 0, available, tokens,
                    Math.round(10000.0 * tokens / available) / 10000.0, mandatory, policy.name(), tierRecords(demand, allocation, nominal, queryBlock), ladder);
            return new KnowledgeContext(text, tokens, model.name(), counter.name(), counter.estimated(), overflow.label(), record, items(),
                    dropped(), turns.stream().map(HistoryPacker.Turn::entry).toList());
        }

        private void score(List<KnowledgeCandidate> candidates) {
            var scorer = new MultiFactorScore(policies.scoring(), clock.instant());
            var texts = new ArrayList<String>();
            texts.add(request.query());
            request.history().forEach(t -> texts.add(t.content()));
            Mentions mentions = Mentions.in(texts);
            var scored = candidates.stream().map(c -> new MultiFactorScore.Scored(c, scorer.score(c, mentions)))
                    .sorted(MultiFactorScore.ranking()).toList();
            mode.knowledgeTiers().forEach(t -> tiers.put(t, new ArrayList<>()));
            var ctx = new ItemState.Context(summaries, request.query(), counter);
            for (MultiFactorScore.Scored s : scored) {
                KnowledgeCandidate c = (KnowledgeCandidate) s.candidate(); // scored just above, from the candidates
                if (s.score().tier() == KnowledgeTier.EXCLUDED) {
                    excluded.add(new DroppedKnowledge(c.id(), c.title(), c.filePath(), round(s.score().score()), "score "
                            + KnowledgeRenderer.score(s.score().score()) + " is below the include threshold " + policies.scoring().include()));
                    continue;
                }
                String tier = mode == AssemblyMode.CAG ? "knowledge" : s.score().tier().label();
                var item = new ItemState(c, s.score(), tier, ranked.size(), ctx);
                ranked.add(item);
                tiers.get(tier).add(item);
            }
        }

        private int historyUsed() {
            var kept = turns.stream().filter(t -> t.text != null).toList();
            return kept.isEmpty() ? 0 : counter.count(KnowledgeRenderer.historyHeading() + "\n") + kept.stream().mapToInt(t -> t.tokens).sum();
        }

        /**
         * Spends what the tiers left: best-ranked first, an item below full level is raised to the richest level whose
         * extra tokens fit, and a dropped item comes back at the richest level that fits.
         */
        private void raise(int leftover) {
            int carry = leftover;
            for (ItemState item : ranked) {
                if (carry <= 0) {
                    break;
                }
                if (item.included() && item.current().level() == Level.FULL) {
                    continue;
                }
                boolean tierEmpty = tiers.get(item.tier).stream().noneMatch(ItemState::included);
                int cost = item.included() ? item.current().tokens()
                        : -(tierEmpty ? counter.count(KnowledgeRenderer.tierHeading(mode, item.tier) + "\n") : 0);
                for (ItemState.Option o : item.options()) {
                    if (item.included() && o.tokens() <= item.current().tokens()) {
                        break;
                    }
                    if (o.level() != Level.PARTIAL && o.tokens() - cost <= carry) {
                        carry -= o.tokens() - cost;
                        ladder.add("leftover: " + item.candidate().id() + (item.included() ? " raised to " : " brought back at ") + o.level().label());
                        item.choose(o);
                        break;
                    }
                }
            }
        }

        /** The error strategy: everything in full and verbatim, or TASK_TOO_LARGE. */
        private Map<String, Integer> allAtFull(int available, int mandatory, Map<String, Integer> demand) {
            ranked.forEach(i -> i.choose(i.full()));
            for (HistoryPacker.Turn t : turns) {
                t.text = t.verbatim;
                t.tokens = t.verbatimTokens;
                t.treatment = "verbatim";
            }
            int needed = render(KnowledgeRenderer.query(request.query())).tokens();
            if (needed > available) {
                int knowledge = mode.knowledgeTiers().stream().mapToInt(demand::get).sum();
                var details = new LinkedHashMap<String, Object>();
                details.put("query", mandatory);
                details.put("knowledge", knowledge);
                details.put("history", demand.get(AssemblyMode.HISTORY));
                throw tooLarge("overflow strategy error: the query, " + ranked.size() + " knowledge item(s) in full and " + turns.size()
                        + " history turn(s) verbatim need " + needed + " tokens; the budget after reserves is " + available, available, needed, details);
            }
            return demand;
        }

        /** Frees tokens after the recount; false when only the mandatory content is left. */
        private boolean shrink(int excess) {
            ItemState last = ranked.stream().filter(ItemState::included).max(Comparator.comparingInt(i -> i.rank)).orElse(null);
            if (last != null) {
                String id = last.candidate().id();
                ItemState.Option current = last.current();
                ItemState.Option next = current.level() == Level.PARTIAL
                        ? last.cutWithin(current.tokens() - excess) : last.nextPoorer();
                if (next != null && next.tokens() < current.tokens()) {
                    last.choose(next);
                    ladder.add("final recount: " + id + " reduced to " + next.level().label());
                } else {
                    last.drop("final recount: the context was " + excess + " token(s) over budget and this was the lowest-ranked item left");
                    ladder.add("final recount: " + id + " dropped");
                }
                return true;
            }
            for (HistoryPacker.Turn t : turns) {
                if (t.text != null) {
                    t.drop("final recount: the context was " + excess + " token(s) over budget");
                    ladder.add("final recount: history turn " + t.index + " dropped");
                    return true;
                }
            }
            return false;
        }

        private void noteHistory() {
            long summarized = turns.stream().filter(t -> t.treatment.equals("summarized")).count();
            long trimmed = turns.stream().filter(t -> t.treatment.equals("trimmed")).count();
            long dropped = turns.stream().filter(t -> t.text == null).count();
            if (summarized + trimmed + dropped > 0) {
                ladder.add("history: " + summarized + " turn(s) summarized, " + trimmed + " trimmed, " + dropped + " dropped");
            }
        }

        /** The context: its parts joined by line breaks, and its exact token count (from the parts' counts, see {@link JoinedText}). */
        private JoinedText.Counted render(String queryBlock) {
            var out = new JoinedText(counter).add(KnowledgeRenderer.HEADER + "\n");
            for (String tier : mode.knowledgeTiers()) {
                var included = tiers.get(tier).stream().filter(ItemState::included).toList();
                if (!included.isEmpty()) {
                    out.add(KnowledgeRenderer.tierHeading(mode, tier) + "\n");
                    included.forEach(i -> out.add(i.current().text() + "\n", i.current().tokens()));
                }
            }
            var kept = turns.stream().filter(t -> t.text != null).toList();
            if (!kept.isEmpty()) {
                out.add(KnowledgeRenderer.historyHeading() + "\n");
                kept.forEach(t -> out.add(t.text + "\n"));
            }
            return out.add(queryBlock + "\n").withoutFinalBreak();
        }

        private Map<String, TierRecord> tierRecords(Map<String, Integer> demand, Map<String, Integer> allocation, Map<String, Integer> nominal,
                                                     String queryBlock) {
            var out = new LinkedHashMap<String, TierRecord>();
            for (String tier : mode.tiers()) {
                double share = policy.shares().get(tier);
                if (tier.equals(AssemblyMode.QUERY)) {
                    int q = counter.count(queryBlock);
                    out.put(tier, new TierRecord(share, q, q, q, q));
                } else if (tier.equals(AssemblyMode.HISTORY)) {
                    out.put(tier, new TierRecord(share, demand.get(tier), allocation.get(tier), historyUsed(), nominal.getOrDefault(tier, 0)));
                } else {
                    var included = tiers.get(tier).stream().filter(ItemState::included).toList();
                    int used = included.isEmpty() ? 0
                            : counter.count(KnowledgeRenderer.tierHeading(mode, tier) + "\n") + included.stream().mapToInt(i -> i.current().tokens()).sum();
                    out.put(tier, new TierRecord(share, demand.get(tier), allocation.get(tier), used, nominal.getOrDefault(tier, 0)));
                }
            }
            return out;
        }

        private List<KnowledgeItem> items() {
            var out = new ArrayList<KnowledgeItem>();
            for (String tier : mode.knowledgeTiers()) {
                for (ItemState i : tiers.get(tier)) {
                    if (i.included()) {
                        KnowledgeCandidate c = i.candidate();
                        out.add(new KnowledgeItem(c.id(), c.title(), c.filePath(), c.type(), i.current().level(), i.current().tokens(),
                                round(i.score.score()), tier, i.score));
                    }
                }
            }
            return out;
        }

        private List<DroppedKnowledge> dropped() {
            var out = new ArrayList<DroppedKnowledge>();
            for (ItemState i : ranked) {
                if (!i.included()) {
                    KnowledgeCandidate c = i.candidate();
                    out.add(new DroppedKnowledge(c.id(), c.title(), c.filePath(), round(i.score.score()), i.dropReason()));
                }
            }
            out.addAll(excluded);
            return out;
        }

        private DossierException tooLarge(String what, int available, int needed, Map<String, Object> extra) {
            var details = new LinkedHashMap<String, Object>();
            details.put("window", window);
            details.put("available", available);
            details.put("needed", needed);
            details.putAll(extra);
            return new DossierException(ErrorCode.TASK_TOO_LARGE, "task too large: " + what
                    + ". Shorten the query or history, choose a larger window, or use another overflow strategy.", details);
        }
    }
}
