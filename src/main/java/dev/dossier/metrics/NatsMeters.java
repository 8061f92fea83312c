package dev.dossier.metrics;

import dev.dossier.nats.NatsBridge;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.function.ToDoubleFunction;

/**
 * The NATS bridge's meters (when DOSSIER_NATS_URL is set): {@code dossier_nats_connected} (1 connected, 0 otherwise),
 * {@code dossier_nats_events_total{outcome=accepted|malformed|refused}}, {@code dossier_nats_signals_published_total},
 * {@code dossier_nats_publish_failures_total} and {@code dossier_nats_reconnects_total}, read from the bridge's counts.
 */
final class NatsMeters {

    private NatsMeters() {
    }

    static void register(MeterRegistry registry, NatsBridge bridge) {
        Gauge.builder("dossier.nats.connected", bridge, b -> "connected".equals(b.state()) ? 1 : 0)
                .description("Whether the NATS connection of the risk monitor is up").register(registry);
        counter(registry, "dossier.nats.events", "accepted", bridge, b -> b.stats().accepted());
        counter(registry, "dossier.nats.events", "malformed", bridge, b -> b.stats().malformed());
        counter(registry, "dossier.nats.events", "refused", bridge, b -> b.stats().refused());
        FunctionCounter.builder("dossier.nats.signals.published", bridge, b -> b.stats().published())
                .description("Signals published on user.signal.<level>").register(registry);
        FunctionCounter.builder("dossier.nats.publish.failures", bridge, b -> b.stats().publishFailures())
                .description("Signals that could not be published").register(registry);
        FunctionCounter.builder("dossier.nats.reconnects", bridge, b -> b.stats().reconnects())
                .description("Reconnections of the NATS connection").register(registry);
    }

    private static void counter(MeterRegistry registry, String name, String outcome, NatsBridge bridge, ToDoubleFunction<NatsBridge> count) {
        FunctionCounter.builder(name, bridge, count).description("Loop events received on agent.monitor.> by outcome").tag("outcome", outcome)
                .register(registry);
    }
}
