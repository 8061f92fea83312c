package dev.dossier.metrics;

import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;

/** Every meter in Prometheus' text exposition format, for {@code GET /metrics}. */
public final class PrometheusText {

    /** The format's media type (version 0.0.4). */
    public static final String CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

    private final PrometheusMeterRegistry registry;

    PrometheusText(PrometheusMeterRegistry registry) {
        this.registry = registry;
    }

    public String scrape() {
        return registry.scrape();
    }
}
