package dev.dossier.validation;

import dev.dossier.clash.Clashes;
import dev.dossier.config.ConfigLocation;
import dev.dossier.embedding.Embedder;
import dev.dossier.guard.Guard;
import dev.dossier.relevance.RelevanceScorers;
import dev.dossier.relevance.RelevanceSettings;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Named;
import jakarta.inject.Singleton;
import java.time.Clock;

/** The validation policy ({@code validation.yaml}) and the validator once the guard and clashes exist. */
@Factory
@Requires(beans = ConfigLocation.class)
final class ValidationFactory {

    @Singleton
    ValidationPolicy policy(ConfigLocation config) {
        return ValidationPolicy.load(config.directory());
    }

    /**
     * Relevance scores on the model itself (with its own cache of vectors, so a query is embedded once), not on the
     * primary embedder: that one first looks each text up among the vectors stored at ingestion, a graph read per new
     * content (about 3 ms on the loaded 2-core machine, ADR 0014) that finds nothing for content that was never a chunk, and
     * a stored vector is the model's own vector of the same text anyway. Same fusion and calibration as search.
     */
    @Singleton
    @Requires(beans = {Guard.class, Clashes.class})
    QualityValidator validator(RelevanceSettings relevance, @Named("model") Embedder model, Guard guard, Clashes clashes, ValidationPolicy policy) {
        return new QualityValidator(RelevanceScorers.hybrid(relevance, model), relevance.thresholds().primary(), guard, clashes, policy, Clock.systemUTC());
    }
}
