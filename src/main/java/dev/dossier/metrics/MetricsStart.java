package dev.dossier.metrics;

import io.micronaut.context.annotation.Requires;
import io.micronaut.context.event.ApplicationEventListener;
import io.micronaut.runtime.server.event.ServerStartupEvent;
import jakarta.inject.Provider;
import jakarta.inject.Singleton;

/**
 * Builds {@link DossierMeters} (which subscribes them to the application's events) when the HTTP server starts. A
 * startup listener rather than an eager bean: the HTTP server starts inside the application's container, which CLI
 * commands also use without serving.
 */
@Singleton
@Requires(property = DossierMeters.ENABLED, value = "true", defaultValue = "true")
final class MetricsStart implements ApplicationEventListener<ServerStartupEvent> {

    private final Provider<DossierMeters> meters;

    MetricsStart(Provider<DossierMeters> meters) {
        this.meters = meters;
    }

    @Override
    public void onApplicationEvent(ServerStartupEvent event) {
        meters.get();
    }
}
