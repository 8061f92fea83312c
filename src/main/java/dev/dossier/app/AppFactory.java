package dev.dossier.app;

import dev.dossier.budget.ReviewPolicies;
import dev.dossier.config.ConfigLocation;
import dev.dossier.contract.Contract;
import dev.dossier.contract.RequestLimits;
import dev.dossier.graph.StorageSettings;
import dev.dossier.model.JtokkitCounter;
import dev.dossier.model.ModelRegistry;
import dev.dossier.relevance.RelevanceSettings;
import dev.dossier.review.ConventionPolicy;
import dev.dossier.source.DocumentFactory;
import dev.dossier.source.DocumentStore;
import dev.dossier.source.IngestionPolicy;
import dev.dossier.source.MarkdownDocumentReader;
import dev.dossier.source.SourceKind;
import dev.dossier.source.SourceSync;
import dev.dossier.source.attack.StixBundleReader;
import dev.dossier.source.man.ManPageReader;
import dev.dossier.vocabulary.Vocabulary;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;
import java.util.Map;

/**
 * Where the application is wired: the settings become the locations every feature's factory reads, the source readers
 * are registered, and the edges' contract is built. Every factory is enabled only once {@link RuntimeSettings} is
 * registered (by {@link Dossier#open} or a CLI command after its options are parsed).
 */
@Factory
@Requires(beans = RuntimeSettings.class)
final class AppFactory {

    @Singleton
    ConfigLocation config(RuntimeSettings settings) {
        return new ConfigLocation(settings.configDir(), settings.vocabularyDir());
    }

    @Singleton
    StorageSettings storage(RuntimeSettings settings) {
        return settings.storage();
    }

    @Singleton
    Vocabulary vocabulary(ConfigLocation config) {
        return Vocabulary.load(config.vocabulary());
    }

    @Singleton
    IngestionPolicy ingestion(ConfigLocation config) {
        return IngestionPolicy.load(config.directory());
    }

    /** {@code policies.yaml} as one record: each feature's section, and no other. */
    @Singleton
    Policies policies(ReviewPolicies review, IngestionPolicy ingestion, ConventionPolicy conventions, RelevanceSettings relevance,
                      ConfigLocation config) {
        Policies.requireSections(config.directory());
        return new Policies(review, ingestion, conventions, relevance);
    }

    /** Markdown, man pages and STIX bundles, read with the same vocabulary, tokenizer (cl100k) and limits. */
    @Singleton
    SourceSync sync(DocumentStore documents, Vocabulary vocabulary, IngestionPolicy ingestion, Observers observers) {
        var markdown = new MarkdownDocumentReader(vocabulary, JtokkitCounter.cl100k(), ingestion);
        var factory = new DocumentFactory(vocabulary);
        return new SourceSync(documents, Map.of(SourceKind.MARKDOWN, markdown,
                SourceKind.MAN, new ManPageReader(factory, markdown.counter(), ingestion),
                SourceKind.ATTACK, new StixBundleReader(factory, markdown.counter(), ingestion)), observers, ingestion.fingerprint());
    }

    @Singleton
    RequestLimits limits(ConfigLocation config) {
        return RequestLimits.load(config.directory());
    }

    @Singleton
    Contract contract(RequestLimits limits, ModelRegistry models) {
        return new Contract(limits, models);
    }

    @Singleton
    LocalApi api(Dossier dossier) {
        return new LocalApi(dossier);
    }
}
