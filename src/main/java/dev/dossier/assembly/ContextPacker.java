package dev.dossier.assembly;

import dev.dossier.budget.Budget;
import dev.dossier.budget.BudgetMode;
import dev.dossier.budget.ReviewPolicy;
import dev.dossier.budget.Severity;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.model.TokenCounter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Fits candidates into a budget. Mandatory first: the header, every SOP's metadata and the decisions. When they do
 * not fit, info metadata shrinks to stubs; then (except under must-fit, which answers "task too large") SOPs give way
 * one at a time, info before warning before error and lowest relevance first: metadata to a one-line stub, and only
 * when all are stubs, stubs left out with a count in the ladder and each listed as dropped; "task too large" only when
 * the header and decisions alone do not fit. Then the priority ladder frees
 * room for SOP content: conventions are dropped (lowest confidence × relevance first), then file summaries
 * are trimmed level by level. SOP chunks are packed whole by severity tier with roll-over; only one chunk
 * in the whole context may be cut. Finally the rendered text is recounted with the model's tokenizer (the sum of
 * its pieces' exact counts, see {@link dev.dossier.model.JoinedText}) and shrunk until it fits: the result never
 * exceeds {@code budget.available()}.
 */
public final class ContextPacker {

    private final TokenCounter counter;

    public ContextPacker(TokenCounter counter) {
        this.counter = counter;
    }

    /** Packing result before it is wrapped with model details. */
    public record Packed(String text, int tokens, BudgetRecord budget, List<ContextItem> items, List<DroppedItem> dropped) {
    }

    public Packed pack(List<SopCandidate> sopCandidates, List<ExtraCandidate> extras, Budget budget, ReviewPolicy policy) {
        var state = new PackState(counter, sopCandidates, extras, policy.chunkOrder());
        int available = budget.available();
        if (available <= 0) {
            throw tooLarge("after reserves the context budget is " + available + " tokens (window " + budget.window() + " − system prompt "
                    + budget.systemPrompt() + " − task output " + budget.taskOutput() + " − working memory " + budget.workingMemory()
                    + " − output " + budget.output() + " − safety margin " + budget.safetyMargin() + ")", budget, 0);
        }
        var ladder = new ArrayList<String>();
        if (state.mandatoryTokens() > available) {
            if (policy.mode() == BudgetMode.MUST_FIT) {
                throw tooLarge("SOP metadata and decisions alone need " + state.mandatoryTokens() + " tokens; the budget is " + available, budget, state.mandatoryTokens());
            }
            state.stubInfoMetadata();
            ladder.add("info SOP metadata shrunk to stubs");
            if (state.mandatoryTokens() > available && !state.degradeMetadata(available, ladder)) {
                throw tooLarge("the header and decisions alone need " + state.mandatoryTokens() + " tokens with every SOP left out ("
                        + state.sops.size() + " SOPs apply); the budget is " + available, budget, state.mandatoryTokens());
            }
        }
        state.degradable = policy.mode() != BudgetMode.MUST_FIT;
        int room = available - state.mandatoryTokens();
        int sopDemand = state.sopDemand();
        if (policy.mode() == BudgetMode.MUST_FIT && sopDemand > room) {
            throw tooLarge("all " + state.sops.size() + " applicable SOPs in full need " + (sopDemand + state.mandatoryTokens())
                    + " tokens; the budget is " + available, budget, sopDemand + state.mandatoryTokens());
        }
        while (sopDemand + state.extrasTokens() > room && state.climbLadder(ladder)) {
            // each rung frees room for SOP content
        }
        while (state.extrasTokens() > room && state.dropWeakestExtra(ladder)) {
            // summaries at stub level still do not fit: drop them, weakest first
        }
        int sopBudget = room - state.extrasTokens();
        var demand = state.tierDemand();
        var allocation = policy.mode() == BudgetMode.MUST_FIT ? demand : TierAllocator.allocate(policy.shares(), demand, sopBudget);
        state.packChunks(allocation, sopBudget, policy.minCutTokens());

        var rendered = state.render();
        while (rendered.tokens() > available) {
            int tokens = rendered.tokens();
            if (!state.shrink(tokens - available, policy.minCutTokens())) {
                throw tooLarge("the mandatory context needs " + tokens + " tokens; the budget is " + available, budget, tokens);
            }
            rendered = state.render();
        }
        String text = rendered.text();
        int tokens = rendered.tokens();
        var tiers = new LinkedHashMap<String, TierRecord>();
        var used = state.tierUsed();
        var nominal = policy.mode() == BudgetMode.MUST_FIT ? demand : TierAllocator.nominal(policy.shares(), sopBudget);
        for (Severity s : Severity.values()) {
            tiers.put(s.label(), new TierRecord(policy.shares().get(s), demand.get(s), allocation.get(s), used.get(s), nominal.getOrDefault(s, 0)));
        }
        var record = new BudgetRecord(budget.window(), budget.systemPrompt(), budget.taskOutput(), budget.workingMemory(), budget.output(),
                budget.safetyMargin(), available, tokens, Math.round(10000.0 * tokens / available) / 10000.0, state.mandatoryTokens(),
                policy.name(), tiers, ladder);
        return new Packed(text, tokens, record, state.items(), state.dropped());
    }

    private static DossierException tooLarge(String what, Budget budget, int needed) {
        var details = new LinkedHashMap<String, Object>();
        details.put("window", budget.window());
        details.put("available", budget.available());
        details.put("needed", needed);
        return new DossierException(ErrorCode.TASK_TOO_LARGE, "task too large, decompose it: " + what
                + ". Split the task into fewer files, choose a larger window, or narrow the SOPs' applies_to.", details);
    }

    /** Tier packing helper exposed for the state class. */
    static Comparator<ScoredChunk> byRelevance() {
        return Comparator.comparingDouble(ScoredChunk::relevance).reversed()
                .thenComparing(c -> c.chunk().sopId()).thenComparingInt(c -> c.chunk().index());
    }

    static Map<Severity, Integer> zeroTiers() {
        var m = new EnumMap<Severity, Integer>(Severity.class);
        for (Severity s : Severity.values()) {
            m.put(s, 0);
        }
        return m;
    }
}
