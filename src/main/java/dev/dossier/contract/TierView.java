package dev.dossier.contract;

import dev.dossier.assembly.TierRecord;

/** Budget of one tier: configured share, demand, allocation after roll-over, tokens used. */
public record TierView(double share, int demand, int allocated, int used) {

    public static TierView of(TierRecord t) {
        return new TierView(t.share(), t.demand(), t.allocated(), t.used());
    }
}
