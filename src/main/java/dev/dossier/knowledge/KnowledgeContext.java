package dev.dossier.knowledge;

import dev.dossier.assembly.BudgetRecord;
import dev.dossier.assembly.ManifestEntry;
import java.util.List;

/**
 * Assembled knowledge context and its manifest, shaped like the review response. {@code tokens} is the count of
 * {@code context} by the model's tokenizer and never exceeds {@code budget.available()}.
 *
 * @param context   the markdown context: knowledge items (each citing id, title, file path), history, query last
 * @param tokens    tokens of {@code context}
 * @param model     the model budgeted for
 * @param tokenizer its tokenizer's name
 * @param estimated whether token counts are estimates
 * @param overflow  the overflow strategy applied
 * @param budget    window, reserves, available, used, tiers (share, demand, allocated, used) and the overflow steps
 *                  taken ({@code ladder})
 * @param items     the included items, in context order
 * @param dropped   the candidates left out, best score first
 * @param history   what became of each conversation turn, oldest first
 */
public record KnowledgeContext(String context, int tokens, String model, String tokenizer, boolean estimated, String overflow,
                               BudgetRecord budget, List<KnowledgeItem> items, List<DroppedKnowledge> dropped, List<HistoryEntry> history) {

    /** The manifest stored with the assembly's record: every item included (level, tokens, score, tier) or dropped (reason). */
    public ManifestEntry.Stored manifest() {
        return ManifestEntry.bounded(
                items.stream().map(i -> new ManifestEntry(i.id(), "knowledge", i.title(), true, i.level().label(), i.tokens(), i.score(), i.tier(),
                        null)).toList(),
                dropped.stream().map(d -> new ManifestEntry(d.id(), "knowledge", d.title(), false, null, 0, d.score(), null, d.reason())).toList());
    }
}
