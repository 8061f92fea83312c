package dev.dossier.contract;

import io.micronaut.core.annotation.Nullable;
import com.fasterxml.jackson.annotation.JsonInclude;
import dev.dossier.source.IngestReport;
import java.util.List;

/** What a source sync did: files ingested, unchanged, removed, rejected (with the fix), warnings, and the embedding pass. */
public record SyncReport(int ingested, int unchanged, int removed, List<SourceProblem> rejected, List<SourceProblem> warnings,
                         @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable EmbeddingReport embeddings) {

    public static SyncReport of(IngestReport r, EmbeddingReport embeddings) {
        return new SyncReport(r.ingested(), r.unchanged(), r.removed(), r.rejected().stream().map(SourceProblem::of).toList(),
                r.warnings().stream().map(SourceProblem::of).toList(), embeddings);
    }
}
