package dev.dossier.relevance;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/** The labelled pairs of {@code src/test/resources/relevance/calibration.yaml}. */
final class CalibrationSet {

    /** Target bands: relevant at least primary, related in [include, primary), unrelated below include. */
    enum Label { RELEVANT, RELATED, UNRELATED }

    record Pair(String query, String text, Label label, String note) {
    }

    private CalibrationSet() {
    }

    static List<Pair> load() {
        try (InputStream in = CalibrationSet.class.getResourceAsStream("/relevance/calibration.yaml")) {
            Map<?, ?> root = new Yaml(new SafeConstructor(new LoaderOptions())).load(in);
            var out = new ArrayList<Pair>();
            for (Object o : (List<?>) root.get("pairs")) {
                var m = (Map<?, ?>) o;
                out.add(new Pair((String) m.get("query"), (String) m.get("text"), Label.valueOf(((String) m.get("label")).toUpperCase()),
                        m.containsKey("note") ? (String) m.get("note") : ""));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Pairs grouped by query, in file order: each group is scored in one call, as candidates are in use. */
    static Map<String, List<Pair>> byQuery(List<Pair> pairs) {
        var out = new LinkedHashMap<String, List<Pair>>();
        pairs.forEach(p -> out.computeIfAbsent(p.query(), k -> new ArrayList<>()).add(p));
        return out;
    }

    /** Whether a score lies in the label's band. */
    static boolean inBand(Label label, double score, RelevanceThresholds t) {
        return switch (label) {
            case RELEVANT -> score >= t.primary();
            case RELATED -> score >= t.include() && score < t.primary();
            case UNRELATED -> score < t.include();
        };
    }

    /** Area under the ROC curve of scores separating positives from negatives (ties count half). */
    static double auc(List<Double> positives, List<Double> negatives) {
        double wins = 0;
        for (double p : positives) {
            for (double n : negatives) {
                wins += p > n ? 1 : p == n ? 0.5 : 0;
            }
        }
        return wins / ((double) positives.size() * negatives.size());
    }
}
