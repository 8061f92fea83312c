package dev.dossier.contract;

import io.micronaut.core.annotation.Nullable;

/** One quality metric: value and passed are null when it could not be computed, and the reason says why. */
public record MetricView(@Nullable Double value, double threshold, @Nullable Boolean passed, String reason) {

    public static MetricView of(dev.dossier.validation.Metric m) {
        return new MetricView(m.value(), m.threshold(), m.passed(), m.reason());
    }
}
