package dev.dossier.knowledge;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Splits a budget between tiers by their shares (the knowledge tiers' version of {@code assembly.TierAllocator}).
 * A tier never gets more than its demand; what it leaves rolls over to the tiers that still have demand, in
 * proportion to their shares, until the budget or the demand runs out. Rounding remainders go to the first hungry
 * tier in the shares' order.
 */
final class ShareAllocator {

    private ShareAllocator() {
    }

    static Map<String, Integer> allocate(Map<String, Double> shares, Map<String, Integer> demand, int budget) {
        var alloc = new LinkedHashMap<String, Integer>();
        shares.keySet().forEach(k -> alloc.put(k, 0));
        int remaining = Math.max(0, budget);
        while (remaining > 0) {
            double totalShare = 0;
            int hungry = 0;
            for (String k : shares.keySet()) {
                if (alloc.get(k) < demand.getOrDefault(k, 0)) {
                    hungry++;
                    totalShare += shares.get(k);
                }
            }
            if (hungry == 0) {
                break;
            }
            int given = 0;
            for (String k : shares.keySet()) {
                int need = demand.getOrDefault(k, 0) - alloc.get(k);
                if (need <= 0) {
                    continue;
                }
                double weight = totalShare > 0 ? shares.get(k) / totalShare : 1.0 / hungry;
                int grant = Math.min(need, (int) Math.floor(remaining * weight));
                alloc.merge(k, grant, Integer::sum);
                given += grant;
            }
            if (given == 0) {
                for (String k : shares.keySet()) {
                    int need = demand.getOrDefault(k, 0) - alloc.get(k);
                    if (need > 0) {
                        int grant = Math.min(need, remaining);
                        alloc.merge(k, grant, Integer::sum);
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
