package dev.dossier.relevance;

import dev.dossier.config.ConfigLocation;
import dev.dossier.embedding.Embedder;
import dev.dossier.embedding.EmbeddingSettings;
import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import jakarta.annotation.Nullable;
import jakarta.inject.Named;
import jakarta.inject.Singleton;

/** The relevance policy and the scorers built from it (ADR 0003). */
@Factory
@Requires(beans = ConfigLocation.class)
final class RelevanceFactory {

    @Singleton
    RelevanceSettings settings(ConfigLocation config) {
        return RelevanceSettings.load(config.directory());
    }

    @Singleton
    EmbeddingSettings embedding(RelevanceSettings settings) {
        return settings.embedding();
    }

    /** Hybrid relevance of text queries (search, knowledge assembly). */
    @Singleton
    @Bean(typed = HybridScorer.class)
    HybridScorer hybrid(RelevanceSettings settings, Embedder embedder) {
        return RelevanceScorers.hybrid(settings, embedder);
    }

    /** What ranks SOP chunks in review assembly: the scorer a caller chose, else the one the policy names. */
    @Singleton
    @Named("review")
    RelevanceScorer review(RelevanceSettings settings, Embedder embedder, @Nullable ChosenScorer chosen) {
        return chosen != null ? chosen.scorer() : RelevanceScorers.review(settings, embedder);
    }
}
