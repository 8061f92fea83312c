package dev.dossier.contract;

import io.micronaut.core.annotation.Nullable;
import dev.dossier.knowledge.KnowledgeContext;
import java.util.List;

/** Knowledge context and its manifest; {@code tokens} never exceeds {@code budget.available}. */
public record KnowledgeContextResponse(String context, int tokens, String model, String tokenizer, boolean estimated, @Nullable String overflow,
                                       BudgetView budget, List<KnowledgeItemView> items, List<KnowledgeDroppedView> dropped,
                                       List<HistoryTreatmentView> history) {

    public static KnowledgeContextResponse of(KnowledgeContext c) {
        return new KnowledgeContextResponse(c.context(), c.tokens(), c.model(), c.tokenizer(), c.estimated(), c.overflow(),
                BudgetView.of(c.budget()), c.items().stream().map(KnowledgeItemView::of).toList(),
                c.dropped().stream().map(KnowledgeDroppedView::of).toList(), c.history().stream().map(HistoryTreatmentView::of).toList());
    }
}
