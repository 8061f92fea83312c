package dev.dossier.facts;

/**
 * What a load did.
 *
 * @param changed false when the stored KB already had this hash (nothing was written)
 */
public record LoadOutcome(String kb, String hash, boolean changed, int entities, int facts, int relations) {
}
