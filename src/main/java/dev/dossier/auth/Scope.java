package dev.dossier.auth;

import dev.dossier.error.DossierException;
import dev.dossier.text.Label;

/**
 * What a token may do; each scope includes the ones before it. {@code read}: contexts, search, conventions, decisions,
 * SOPs, models, reports, metrics. {@code review}: read, and record reviews (and session and guard writes). {@code admin}:
 * everything, including source sync, tokens and audit.
 */
public enum Scope implements Label {
    READ, REVIEW, ADMIN;

    /** Whether a caller with this scope may do what {@code needed} allows. */
    public boolean includes(Scope needed) {
        return ordinal() >= needed.ordinal();
    }

    /** {@code read}, {@code review} or {@code admin}; anything else is an invalid {@code field}. */
    public static Scope of(String label, String field) {
        return Label.find(Scope.class, label, () -> DossierException.invalidField(field, field + " must be one of read, review, admin"));
    }
}
