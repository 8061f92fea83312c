package dev.dossier.assembly;

import dev.dossier.budget.Severity;
import java.util.EnumMap;
import java.util.Map;

/**
 * Splits a chunk budget between severity tiers by their shares. A tier never gets more than it can use
 * (its demand); what it leaves rolls over to the tiers that still have content, in proportion to their
 * shares, until the budget or the demand runs out. Rounding remainders go to the most severe hungry tier.
 */
public final class TierAllocator {

    private TierAllocator() {
    }

    public static Map<Severity, Integer> allocate(Map<Severity, Double> shares, Map<Severity, Integer> demand, int budget) {
        var alloc = new EnumMap<Severity, Integer>(Severity.class);
        for (Severity s : Severity.values()) {
            alloc.put(s, 0);
        }
        int remaining = Math.max(0, budget);
        while (remaining > 0) {
            double totalShare = 0;
            int hungry = 0;
            for (Severity s : Severity.values()) {
                if (alloc.get(s) < demand.getOrDefault(s, 0)) {
                    hungry++;
                    totalShare += shares.get(s);
                }
            }
            if (hungry == 0) {
                break;
            }
            int given = 0;
            for (Severity s : Severity.values()) {
                int need = demand.getOrDefault(s, 0) - alloc.get(s);
                if (need <= 0) {
                    continue;
                }
                double weight = totalShare > 0 ? shares.get(s) / totalShare : 1.0 / hungry;
                int grant = Math.min(need, (int) Math.floor(remaining * weight));
                alloc.merge(s, grant, Integer::sum);
                given += grant;
            }
            if (given == 0) {
                // Rounding left less than one token per tier: give it to the most severe hungry tier.
                for (Severity s : Severity.values()) {
                    int need = demand.getOrDefault(s, 0) - alloc.get(s);
                    if (need > 0) {
                        int grant = Math.min(need, remaining);
                        alloc.merge(s, grant, Integer::sum);
                        given = grant;
                        break;
                    }
                }
            }
            remaining -= given;
        }
        return alloc;
    }
}
