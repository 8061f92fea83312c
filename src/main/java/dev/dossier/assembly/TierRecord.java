package dev.dossier.assembly;

/**
 * Chunk-content budget of one severity tier.
 *
 * @param share     configured share
 * @param demand    tokens of all its candidate chunks
 * @param allocated tokens allocated after roll-over
 * @param used      tokens of chunk content included
 * @param nominal   what its share alone gave it before roll-over ({@code allocated - nominal} rolled over to it, or away
 *                  from it when negative); 0 in records stored before it was kept
 */
public record TierRecord(double share, int demand, int allocated, int used, int nominal) {
}
