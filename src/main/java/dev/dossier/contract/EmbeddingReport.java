package dev.dossier.contract;

import io.micronaut.core.annotation.Nullable;
import dev.dossier.embedding.EmbedReport;

/** The embedding pass after a sync: chunks embedded, reused from identical texts, unchanged, pruned. */
public record EmbeddingReport(@Nullable String model, int chunks, int embedded, int reused, int unchanged, int pruned, long millis) {

    public static EmbeddingReport of(EmbedReport e) {
        return new EmbeddingReport(e.model(), e.chunks(), e.embedded(), e.reused(), e.unchanged(), e.pruned(), e.millis());
    }
}
