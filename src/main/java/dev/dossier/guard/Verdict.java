package dev.dossier.guard;

import dev.dossier.text.Label;

/** What the knowledge base says about one claim. */
public enum Verdict implements Label {
    /** The triple is in the KB. */
    SUPPORTED,
    /** The KB knows this subject and relation, the relation is {@code one} or closed-world, and the object is not among its values. */
    CONTRADICTED,
    /** The entity or relation is not in the KB (or the claim is placed in time): never called supported. */
    UNKNOWN,
    /** Linking or relation mapping is uncertain (an object the KB does not know, an ambiguous name, a weak contradiction). */
    SUSPICIOUS;
}
