package dev.dossier.scoring;

import dev.dossier.text.Label;

/** Where a knowledge item's multi-factor score puts it (seed 004 thresholds). */
public enum KnowledgeTier implements Label {
    /** Score at or above the primary threshold (0.7). */
    PRIMARY,
    /** Score at or above the supporting threshold (0.5). */
    SUPPORTING,
    /** Score at or above the include threshold (0.3). */
    REFERENCE,
    /** Score below the include threshold: left out of the context. */
    EXCLUDED;
}
