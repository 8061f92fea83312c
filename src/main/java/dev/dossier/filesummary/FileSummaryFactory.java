package dev.dossier.filesummary;

import io.micronaut.context.annotation.Factory;
import io.micronaut.core.annotation.Order;
import jakarta.inject.Singleton;

/** File summaries (C2), cached in the graph, as a source of reviewer context. */
@Factory
final class FileSummaryFactory {

    @Singleton
    FileSummarizer summarizer() {
        return new FileSummarizer();
    }

    @Singleton
    @Order(2)
    SummarySource summaries(FileSummarizer summarizer, SummaryCache cache) {
        return new SummarySource(summarizer, cache);
    }
}
