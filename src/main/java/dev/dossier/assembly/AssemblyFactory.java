package dev.dossier.assembly;

import dev.dossier.budget.ReviewPolicies;
import dev.dossier.config.ConfigLocation;
import dev.dossier.model.ModelRegistry;
import dev.dossier.relevance.RelevanceScorer;
import dev.dossier.source.DocumentStore;
import io.micronaut.context.annotation.Factory;
import jakarta.inject.Named;
import jakarta.inject.Singleton;
import java.util.List;

/** The reviewer-context assembler (C3) with every extra source of context, in their order. */
@Factory
final class AssemblyFactory {

    @Singleton
    ReviewAssembler assembler(DocumentStore documents, ModelRegistry models, ReviewPolicies policies, @Named("review") RelevanceScorer scorer,
                              List<ExtraSource> sources, AssemblyLog log, CodeEvidence code, CitationSource citations,
                              ReviewEvidenceSettings evidence) {
        return new ReviewAssembler(documents, models, policies, scorer, sources, log, code, citations, evidence);
    }

    @Singleton
    AssemblyLogSettings logSettings(ConfigLocation config) {
        return AssemblyLogSettings.load(config.directory());
    }

    @Singleton
    ReviewEvidenceSettings evidence(ConfigLocation config) {
        return ReviewEvidenceSettings.load(config.directory());
    }

    /** Code evidence under the {@code review_evidence} policy. */
    @Singleton
    CodeEvidence code(ReviewEvidenceSettings settings) {
        return new CodeEvidence(settings);
    }
}
