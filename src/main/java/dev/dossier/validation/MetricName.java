package dev.dossier.validation;

import dev.dossier.text.Label;

/** The quality metrics of a validation, in the order they are reported. */
public enum MetricName implements Label {
    RELEVANCE, FRESHNESS, ACCURACY, COMPLETENESS, CONSISTENCY;
}
