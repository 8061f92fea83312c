package dev.dossier.guard;

import java.util.List;

/**
 * The guard's answer for a text.
 *
 * @param quarantineId the quarantine entry that holds the text when the decision is quarantine, else null
 */
public record CheckResult(Decision decision, List<CheckedClaim> claims, String reason, String quarantineId) {

    public CheckResult {
        claims = List.copyOf(claims);
    }
}
