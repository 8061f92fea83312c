package dev.dossier.api;

import dev.dossier.metrics.PrometheusText;
import io.micronaut.context.annotation.Requires;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.swagger.v3.oas.annotations.Hidden;

/**
 * {@code GET /metrics}: every meter in Prometheus' text format (ADR 0009). Not part of the JSON contract (so not in
 * {@code /openapi.yml}); present only where the metrics are enabled (the server).
 */
@Controller
@Hidden
@Requires(beans = PrometheusText.class)
public final class MetricsController {

    private final PrometheusText text;

    public MetricsController(PrometheusText text) {
        this.text = text;
    }

    @Get(uri = "/metrics", produces = PrometheusText.CONTENT_TYPE)
    public String metrics() {
        return text.scrape();
    }
}
