package dev.dossier.knowledge;

import dev.dossier.config.ConfigLocation;
import dev.dossier.model.ModelRegistry;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;
import java.time.Clock;

/** Knowledge assembly (C6): the policies of {@code knowledge.yaml}, the summarizer, the budget and the assembler. */
@Factory
@Requires(beans = ConfigLocation.class)
final class KnowledgeFactory {

    @Singleton
    KnowledgePolicies policies(ConfigLocation config) {
        return KnowledgePolicies.load(config.directory());
    }

    @Singleton
    KnowledgeSummarizer summarizer(KnowledgePolicies policies) {
        return new KnowledgeSummarizer(policies.levels());
    }

    @Singleton
    KnowledgeBudget budget(ModelRegistry models, KnowledgePolicies policies) {
        return new KnowledgeBudget(models, policies);
    }

    /** Reduced levels are cached in the graph with their document; a sync that rewrites or removes it deletes them. */
    @Singleton
    KnowledgeAssembler assembler(ModelRegistry models, KnowledgePolicies policies, KnowledgeSummarizer summarizer, KnowledgeSummaryCache cache) {
        return new KnowledgeAssembler(models, policies, new CachedSummaryProvider(summarizer, cache), Clock.systemUTC());
    }
}
