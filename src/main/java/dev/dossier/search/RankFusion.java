package dev.dossier.search;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Weighted reciprocal rank fusion of document rankings (Cormack, Clarke and Büttcher 2009): a document at rank
 * {@code r} (from 1, counting each document once, at its best hit) of a list of weight {@code w} earns
 * {@code w / (k + r)}; the fused order is by the sum, ties by id. Only ranks count, so BM25 and cosines need no common scale.
 */
final class RankFusion {

    private RankFusion() {
    }

    /** Fused scores, best first. {@code weights} has one weight per list. */
    static LinkedHashMap<String, Double> fuse(List<List<RankedHit>> lists, List<Double> weights, double k) {
        if (lists.size() != weights.size()) {
            throw new IllegalArgumentException("one weight per list: " + lists.size() + " lists, " + weights.size() + " weights");
        }
        var sums = new LinkedHashMap<String, Double>();
        for (int l = 0; l < lists.size(); l++) {
            double w = weights.get(l);
            if (w <= 0) {
                continue;
            }
            var seen = new HashSet<String>();
            int rank = 0;
            for (RankedHit h : lists.get(l)) {
                if (seen.add(h.documentId())) {
                    rank++;
                    sums.merge(h.documentId(), w / (k + rank), Double::sum);
                }
            }
        }
        var entries = new ArrayList<>(sums.entrySet());
        entries.sort(Map.Entry.<String, Double>comparingByValue(Comparator.reverseOrder()).thenComparing(Map.Entry.comparingByKey()));
        var out = new LinkedHashMap<String, Double>();
        entries.forEach(e -> out.put(e.getKey(), e.getValue()));
        return out;
    }
}
