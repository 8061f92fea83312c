package dev.dossier.contract;

import io.micronaut.core.annotation.Nullable;
import dev.dossier.assembly.AssemblyRecord;
import java.util.List;

/** The budget record of one past assembly ({@code kind} review or knowledge). */
public record AssemblyReport(String id, String kind, String at, @Nullable String model, @Nullable String tokenizer, List<String> subject, @Nullable String task, int items,
                             int dropped, BudgetView budget) {

    public static AssemblyReport of(AssemblyRecord r) {
        return new AssemblyReport(r.id(), r.kind(), r.at().toString(), r.model(), r.tokenizer(), r.subject(), r.task(), r.items(), r.dropped(),
                BudgetView.of(r.budget()));
    }
}
