package dev.dossier.contract;

import dev.dossier.assembly.AssembledContext;
import java.util.List;

/**
 * Reviewer context and its manifest. {@code tokens} is the context counted by the model's tokenizer and never
 * exceeds {@code budget.available}.
 */
public record ReviewContextResponse(String context, int tokens, String model, String tokenizer, boolean estimated, BudgetView budget,
                                    List<ContextItemView> items, List<DroppedView> dropped) {

    public static ReviewContextResponse of(AssembledContext c) {
        return new ReviewContextResponse(c.context(), c.tokens(), c.model(), c.tokenizer(), c.estimated(), BudgetView.of(c.budget()),
                c.items().stream().map(ContextItemView::of).toList(), c.dropped().stream().map(DroppedView::of).toList());
    }
}
