package dev.dossier.contract;

import dev.dossier.assembly.TierRecord;

/**
 * Budget of one tier: configured share, demand, allocation after roll-over, tokens used, and {@code nominal}: what the
 * share alone gave it before roll-over ({@code allocated - nominal} rolled over to it, away when negative; 0 in records
 * stored before it was kept).
 */
public record TierView(double share, int demand, int allocated, int used, int nominal) {

    public static TierView of(TierRecord t) {
        return new TierView(t.share(), t.demand(), t.allocated(), t.used(), t.nominal());
    }
}
