package dev.dossier.clash;

import java.util.Map;

/**
 * Clashes this process detected since it started (seed 001, scenario 20): by type, by the strategy applied, and
 * resolved automatically (by the policy) or by a person's answer.
 */
public record ClashMetrics(long detected, Map<String, Long> byType, Map<String, Long> byStrategy, long automatic, long byUser, long pending) {

    public ClashMetrics {
        byType = Map.copyOf(byType);
        byStrategy = Map.copyOf(byStrategy);
    }
}
