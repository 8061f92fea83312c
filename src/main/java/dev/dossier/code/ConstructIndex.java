package dev.dossier.code;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The reported examples of a set of rules, read into constructs, and what distinguishes each: for every example
 * the code reports, the constructs it has that the same section's accepted examples do not ({@code a { color:pink }}
 * against {@code a { color: pink }}: the colon touching its value). A construct weighs its inverse frequency among
 * all examples of all rules, so the constructs every stylesheet or module has weigh little.
 *
 * <p>A file matches a rule by the best of its reported examples: the weighted share of that example's distinctive
 * constructs present in the file. Examples that are neither reported nor accepted count with
 * {@code neutralWeight} (some rules only illustrate). Immutable; built once per revision of the documents.
 */
public final class ConstructIndex {

    /** How many matched constructs a match names. */
    private static final int EVIDENCE = 5;

    private final Map<String, List<Signature>> signatures;
    private final Map<String, Double> weights;
    private final double smoothing;

    private record Signature(Optional<Grammar> grammar, Map<String, Double> features, double total, double factor) {
    }

    private ConstructIndex(Map<String, List<Signature>> signatures, Map<String, Double> weights, double smoothing) {
        this.signatures = signatures;
        this.weights = weights;
        this.smoothing = smoothing;
    }

    /**
     * @param sections      per rule id, its sections' examples (each inner list: one section's examples)
     * @param neutralWeight the factor of an illustrating example's match against a reported one's
     * @param smoothing     added to an example's total weight, so that an example whose distinctive constructs are few
     *                      and common cannot match fully on them
     */
    public static ConstructIndex build(Map<String, List<List<ReadExample>>> sections, double neutralWeight, double smoothing) {
        var df = new HashMap<String, Integer>();
        int blocks = 0;
        for (var rule : sections.values()) {
            for (var section : rule) {
                for (ReadExample e : section) {
                    blocks++;
                    e.constructs().features().forEach(f -> df.merge(f, 1, Integer::sum));
                }
            }
        }
        var weights = new HashMap<String, Double>(df.size());
        int n = Math.max(1, blocks);
        df.forEach((f, d) -> weights.put(f, Math.log((n + 1.0) / d)));
        var signatures = new LinkedHashMap<String, List<Signature>>();
        sections.forEach((rule, list) -> {
            var sigs = new ArrayList<Signature>();
            for (var section : list) {
                Set<String> accepted = new HashSet<>();
                section.stream().filter(e -> e.polarity() == Polarity.CORRECT).forEach(e -> accepted.addAll(e.constructs().features()));
                boolean reports = section.stream().anyMatch(e -> e.polarity() == Polarity.INCORRECT);
                for (ReadExample e : section) {
                    if (e.polarity() == Polarity.CORRECT || (reports && e.polarity() == Polarity.NEUTRAL)) {
                        continue;
                    }
                    var features = new HashMap<String, Double>();
                    for (String f : e.constructs().features()) {
                        if (!accepted.contains(f)) {
                            features.put(f, weights.get(f));
                        }
                    }
                    double total = features.values().stream().mapToDouble(Double::doubleValue).sum();
                    if (total > 0) {
                        sigs.add(new Signature(e.grammar(), Map.copyOf(features), total, e.polarity() == Polarity.INCORRECT ? 1.0 : neutralWeight));
                    }
                }
            }
            signatures.put(rule, List.copyOf(sigs));
        });
        return new ConstructIndex(Map.copyOf(signatures), Map.copyOf(weights), smoothing);
    }

    /** The rules this index knows. */
    public Set<String> rules() {
        return signatures.keySet();
    }

    /** Grammars the examples of {@code rule} are written in (empty optional: read by the lexer). */
    public Set<Optional<Grammar>> grammars(String rule) {
        var out = new HashSet<Optional<Grammar>>();
        signatures.getOrDefault(rule, List.of()).forEach(s -> out.add(s.grammar()));
        return out;
    }

    /**
     * How well a file matches {@code rule}'s reported examples, the file read with each example's grammar (so a
     * stylesheet and a rule's CSS examples are read alike); {@link ConstructMatch#NONE} for a rule without examples.
     */
    public ConstructMatch match(String rule, Function<Optional<Grammar>, Constructs> fileAs) {
        List<Signature> sigs = signatures.getOrDefault(rule, List.of());
        double best = 0;
        Signature bestSig = null;
        Constructs file = Constructs.NONE;
        for (Signature s : sigs) {
            Constructs read = fileAs.apply(s.grammar());
            double hit = 0;
            for (var e : s.features().entrySet()) {
                if (read.features().contains(e.getKey())) {
                    hit += e.getValue();
                }
            }
            double score = s.factor() * hit / (s.total() + smoothing);
            if (score > best) {
                best = score;
                bestSig = s;
                file = read;
            }
        }
        if (bestSig == null) {
            return ConstructMatch.NONE;
        }
        Constructs bestFile = file;
        List<String> matched = bestSig.features().entrySet().stream().filter(e -> bestFile.features().contains(e.getKey()))
                .sorted(Map.Entry.<String, Double>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(EVIDENCE).map(Map.Entry::getKey).toList();
        return new ConstructMatch(best, matched);
    }

    /** The weight of a construct (0 for one no example has). */
    public double weight(String feature) {
        return weights.getOrDefault(feature, 0.0);
    }

    /** An example with its constructs read. */
    public record ReadExample(Optional<Grammar> grammar, Polarity polarity, Constructs constructs) {

        public static ReadExample of(CodeExample example) {
            return new ReadExample(example.grammar(), example.polarity(), ConstructReader.read(example.code(), example.grammar()));
        }
    }

}
