package dev.dossier.assembly;

/**
 * Chunk-content budget of one severity tier.
 *
 * @param share     configured share
 * @param demand    tokens of all its candidate chunks
 * @param allocated tokens allocated after roll-over
 * @param used      tokens of chunk content included
 */
public record TierRecord(double share, int demand, int allocated, int used) {
}
