package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.dossier.assembly.AssemblyRecord;
import io.micronaut.core.annotation.Nullable;
import java.util.List;

/**
 * One recorded assembly: its budget record (as in the list of reports) and its manifest, every candidate included or
 * dropped, included first. At most 500 entries are stored per assembly; {@code manifest_omitted} counts the rest.
 * Assemblies recorded before manifests were kept have an empty manifest.
 */
public record AssemblyDetail(String id, String kind, String at, @Nullable String model, @Nullable String tokenizer, List<String> subject,
                             @Nullable String task, int items, int dropped, BudgetView budget, List<ManifestItemView> manifest,
                             @JsonProperty("manifest_omitted") int manifestOmitted) {

    public static AssemblyDetail of(AssemblyRecord r) {
        return new AssemblyDetail(r.id(), r.kind(), r.at().toString(), r.model(), r.tokenizer(), r.subject(), r.task(), r.items(), r.dropped(),
                BudgetView.of(r.budget()), r.manifest().entries().stream().map(ManifestItemView::of).toList(), r.manifest().omitted());
    }
}
