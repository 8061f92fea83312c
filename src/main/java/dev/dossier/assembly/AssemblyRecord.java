package dev.dossier.assembly;

import java.time.Instant;
import java.util.List;

/**
 * What one assembly spent, kept for {@code context-report}: the budget record, a short description of the request and
 * the manifest (every candidate included or dropped, bounded: {@link ManifestEntry#MAX_STORED}).
 *
 * @param kind     {@code review} or {@code knowledge}
 * @param subject  the task's files (review) or the query (knowledge)
 * @param task     the task text, or null
 * @param project  the project the assembly was made for (its conventions, its caller), or null
 * @param manifest the stored manifest; empty in lists of records ({@link AssemblyLog#last}) and for records stored
 *                 before manifests were kept
 */
public record AssemblyRecord(String id, String kind, Instant at, String model, String tokenizer, BudgetRecord budget, int items, int dropped,
                             List<String> subject, String task, String project, ManifestEntry.Stored manifest) {

    public AssemblyRecord {
        subject = List.copyOf(subject);
        manifest = manifest == null ? ManifestEntry.Stored.NONE : manifest;
    }

    /** A new record, stamped now with a random id. */
    public static AssemblyRecord now(String kind, String model, String tokenizer, BudgetRecord budget, int items, int dropped, List<String> subject,
                                     String task, String project, ManifestEntry.Stored manifest) {
        return new AssemblyRecord(java.util.UUID.randomUUID().toString(), kind, Instant.now(), model, tokenizer, budget, items, dropped, subject,
                task, project, manifest);
    }

    /** Whether the context took more tokens than the budget allowed (never meant to happen; counted by the metrics). */
    public boolean overran() {
        return budget.used() > budget.available();
    }
}
