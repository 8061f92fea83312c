package dev.dossier.review;

import dev.dossier.error.DossierException;
import dev.dossier.text.Label;
import java.util.Arrays;

/** Lifecycle state of a learned convention. Only {@link #ACTIVE} conventions enter reviewer contexts. */
public enum ConventionStatus implements Label {
    /** Taught by approvals and trusted enough to be used. */
    ACTIVE,
    /** Demoted by rejections below the policy's threshold; kept with its history, not used. */
    DEPRECATED,
    /** Replaced by a successor convention; kept with its history and a link to the successor. */
    SUPERSEDED;

    /** Parses a status name as clients write it ({@code active}, ...), naming {@code field} when it is unknown. */
    public static ConventionStatus of(String value, String field) {
        return Label.find(ConventionStatus.class, value, () ->
                DossierException.invalidField(field, field + " must be one of " + Arrays.stream(values()).map(ConventionStatus::label).toList()
                        + ", got '" + value + "'"));
    }
}
