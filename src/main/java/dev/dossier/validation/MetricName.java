package dev.dossier.validation;

import java.util.Locale;

/** The quality metrics of a validation, in the order they are reported. */
public enum MetricName {
    RELEVANCE, FRESHNESS, ACCURACY, COMPLETENESS, CONSISTENCY;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
