package dev.dossier.assembly;

import java.time.Instant;
import java.util.List;

/**
 * What one assembly spent, kept for {@code context-report}: the budget record and a short description of
 * the request.
 *
 * @param kind    {@code review} or {@code knowledge}
 * @param subject the task's files (review) or the query (knowledge)
 * @param task    the task text, or null
 */
public record AssemblyRecord(String id, String kind, Instant at, String model, String tokenizer, BudgetRecord budget, int items, int dropped,
                             List<String> subject, String task) {

    public AssemblyRecord {
        subject = List.copyOf(subject);
    }
}
