package dev.dossier.quarantine;

import dev.dossier.text.Label;

/** Where a quarantined item stands. */
public enum QuarantineStatus implements Label {
    PENDING, APPROVED, REJECTED;
}
