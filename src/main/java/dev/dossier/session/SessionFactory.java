package dev.dossier.session;

import dev.dossier.config.ConfigLocation;
import dev.dossier.model.ModelRegistry;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import jakarta.annotation.Nullable;
import jakarta.inject.Singleton;
import java.time.Clock;

/** Sessions (C7): the policy of {@code sessions.yaml}, and the service once a {@link SessionStore} exists. */
@Factory
@Requires(beans = ConfigLocation.class)
final class SessionFactory {

    @Singleton
    SessionPolicy policy(ConfigLocation config) {
        return SessionPolicy.load(config.directory());
    }

    /** The summarizer is extractive unless a {@link HistorySummarizer} bean (an LLM one) is registered. */
    @Singleton
    @Requires(beans = SessionStore.class)
    Sessions sessions(SessionStore store, SessionPolicy policy, ModelRegistry models, @Nullable HistorySummarizer summarizer) {
        return new Sessions(store, policy, models, summarizer == null ? new ExtractiveHistorySummarizer() : summarizer, Clock.systemUTC());
    }
}
