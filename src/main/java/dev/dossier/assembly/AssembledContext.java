package dev.dossier.assembly;

import java.util.List;

/**
 * A review context and its manifest. {@code tokens} is the count of {@code context} by the model's
 * tokenizer and never exceeds {@code budget.available()}.
 */
public record AssembledContext(String context, int tokens, String model, String tokenizer, boolean estimated, BudgetRecord budget,
                               List<ContextItem> items, List<DroppedItem> dropped) {
}
