package dev.dossier.quarantine;

import dev.dossier.error.DossierException;
import java.util.Arrays;
import java.util.Locale;

/** Where a quarantined item stands. */
public enum QuarantineStatus {
    PENDING, APPROVED, REJECTED;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The status with this label, or an invalid-field error naming {@code field}. */
    public static QuarantineStatus parse(String label, String field) {
        return Arrays.stream(values()).filter(s -> s.label().equals(label)).findFirst()
                .orElseThrow(() -> DossierException.invalidField(field, field + " must be pending, approved or rejected"));
    }
}
