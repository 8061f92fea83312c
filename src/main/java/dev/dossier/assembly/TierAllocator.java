package dev.dossier.assembly;

import dev.dossier.budget.Severity;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Splits a budget between tiers by their shares: the severity tiers of review assembly, and the knowledge tiers
 * (primary, supporting, reference, history or knowledge, history, query). A tier never gets more than it can use
 * (its demand); what it leaves rolls over to the tiers that still have content, in proportion to their shares,
 * until the budget or the demand runs out. Rounding remainders go to the first hungry tier in the tiers' order.
 */
public final class TierAllocator {

    private TierAllocator() {
    }

    /** The severity tiers, most severe first (so rounding remainders go to the most severe hungry tier). */
    public static Map<Severity, Integer> allocate(Map<Severity, Double> shares, Map<Severity, Integer> demand, int budget) {
        var ordered = new LinkedHashMap<Severity, Double>();
        for (Severity s : Severity.values()) {
            ordered.put(s, shares.get(s));
        }
        return new EnumMap<>(split(ordered, demand, budget));
    }

    /** What each tier's share alone gives it of {@code budget}, before any roll-over (shares normalised to their sum). */
    public static <K> Map<K, Integer> nominal(Map<K, Double> shares, int budget) {
        double total = shares.values().stream().mapToDouble(Double::doubleValue).sum();
        var out = new LinkedHashMap<K, Integer>();
        shares.forEach((k, share) -> out.put(k, total > 0 ? (int) Math.floor(Math.max(0, budget) * share / total) : 0));
        return out;
    }

    /**
     * Any tiers, in the iteration order of {@code shares}; a tier missing from {@code demand} has none.
     *
     * @return the tokens of each tier of {@code shares}, in its order
     */
    public static <K> Map<K, Integer> split(Map<K, Double> shares, Map<K, Integer> demand, int budget) {
        var alloc = new LinkedHashMap<K, Integer>();
        shares.keySet().forEach(k -> alloc.put(k, 0));
        int remaining = Math.max(0, budget);
        while (remaining > 0) {
            double totalShare = 0;
            int hungry = 0;
            for (K k : shares.keySet()) {
                if (alloc.get(k) < demand.getOrDefault(k, 0)) {
                    hungry++;
                    totalShare += shares.get(k);
                }
            }
            if (hungry == 0) {
                break;
            }
            int given = 0;
            for (K k : shares.keySet()) {
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
                // Rounding left less than one token per tier: give it to the first hungry tier.
                for (K k : shares.keySet()) {
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
