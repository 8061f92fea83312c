package dev.dossier.quarantine;

import java.util.Locale;

/** Where a quarantined item stands. */
public enum QuarantineStatus {
    PENDING, APPROVED, REJECTED;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
