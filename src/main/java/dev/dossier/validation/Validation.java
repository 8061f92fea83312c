package dev.dossier.validation;

import dev.dossier.clash.Conflict;
import dev.dossier.guard.CheckResult;
import java.util.List;
import java.util.Map;

/**
 * The result of a validation.
 *
 * @param decision     accept, reject, block or quarantine
 * @param qualityScore the mean of the metrics computed
 * @param metrics      every metric, computed or not, in {@link MetricName} order
 * @param reason       why the decision
 * @param check        the claim guard's result, or null when no knowledge base was given
 * @param conflicts    the stored statements it clashes with (duplicates included)
 */
public record Validation(ValidationDecision decision, double qualityScore, Map<MetricName, Metric> metrics, String reason, CheckResult check,
                         List<Conflict> conflicts) {

    public Validation {
        metrics = java.util.Collections.unmodifiableMap(new java.util.EnumMap<>(metrics));
        conflicts = List.copyOf(conflicts);
    }
}
