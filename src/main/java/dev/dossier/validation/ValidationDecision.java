package dev.dossier.validation;

import java.util.Locale;

/** What happens to validated content. */
public enum ValidationDecision {
    /** Every metric computed passed. */
    ACCEPT,
    /** A metric failed (relevance, freshness, completeness, consistency, or accuracy without a confident contradiction). */
    REJECT,
    /** The claim guard blocks it: a claim the knowledge base contradicts with confidence over the threshold (poisoning). */
    BLOCK,
    /** The claim guard cannot decide a claim: it waits for a person when it is written. */
    QUARANTINE;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
