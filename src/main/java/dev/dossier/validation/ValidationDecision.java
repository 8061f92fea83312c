package dev.dossier.validation;

import dev.dossier.text.Label;

/** What happens to validated content. */
public enum ValidationDecision implements Label {
    /** Every metric computed passed. */
    ACCEPT,
    /** A metric failed (relevance, freshness, completeness, consistency, or accuracy without a confident contradiction). */
    REJECT,
    /** The claim guard blocks it: a claim the knowledge base contradicts with confidence over the threshold (poisoning). */
    BLOCK,
    /** The claim guard cannot decide a claim: it waits for a person when it is written. */
    QUARANTINE;
}
