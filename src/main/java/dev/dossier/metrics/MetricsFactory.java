package dev.dossier.metrics;

import dev.dossier.session.SessionPolicy;
import dev.dossier.app.Dossier;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.config.MeterFilter;
import io.micrometer.core.instrument.distribution.DistributionStatisticConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.stream.LongStream;

/**
 * The server's metrics (ADR 0009): Micronaut's Micrometer module gives the Prometheus registry, the HTTP request timer
 * ({@code http_server_requests_seconds{method,status,uri}}, {@code uri} being the route template) and the JVM binders;
 * this factory adds Dossier's meters, subscribed to the application's events, and latency buckets for the request
 * timer. On unless {@link DossierMeters#ENABLED} is false (a property's requirement is decided when the container
 * starts, before the HTTP server may be asked for, so it cannot be switched on later); beans are lazy and the meters
 * are built when the server starts ({@link MetricsStart}), so CLI commands build none of it.
 */
@Factory
@Requires(property = DossierMeters.ENABLED, value = "true", defaultValue = "true")
final class MetricsFactory {

    /** Request latency buckets, in milliseconds. */
    private static final long[] LATENCY_MS = {5, 10, 25, 50, 100, 250, 500, 1_000, 2_500, 5_000, 10_000, 30_000};

    /** Built (and subscribed) when the server starts: {@link MetricsStart}. */
    @Singleton
    @Bean(preDestroy = "close")
    DossierMeters meters(MeterRegistry registry, Dossier dossier, SessionPolicy sessions,
                         io.micronaut.context.BeanProvider<dev.dossier.nats.NatsLink> nats) {
        var meters = new DossierMeters(registry, sessions);
        meters.subscribe(dossier.observers());
        if (nats.isPresent()) {
            nats.get().bridge().ifPresent(b -> NatsMeters.register(registry, b));
        }
        meters.watch(registry, dossier.guard(), dossier.tools(), dossier.clashes());
        return meters;
    }

    @Singleton
    PrometheusText text(PrometheusMeterRegistry registry) {
        return new PrometheusText(registry);
    }

    /** Histogram buckets for the HTTP request timer (a Prometheus histogram per route and status). */
    @Singleton
    MeterFilter requestLatencyBuckets() {
        return new MeterFilter() {
            @Override
            public DistributionStatisticConfig configure(Meter.Id id, DistributionStatisticConfig config) {
                if (!id.getName().equals("http.server.requests")) {
                    return config;
                }
                double[] slos = LongStream.of(LATENCY_MS).mapToDouble(ms -> Duration.ofMillis(ms).toNanos()).toArray();
                return DistributionStatisticConfig.builder().serviceLevelObjectives(slos).build().merge(config);
            }
        };
    }
}
