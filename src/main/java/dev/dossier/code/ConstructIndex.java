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
 * {@code neutralWeight} (some rules only illustrate).
 *
 * <p>A rule's <em>topic</em> is what most of its examples have in common, reported and accepted alike: the node kinds
 * ({@code k:}) and the texts of named leaves ({@code t:}) found in at least {@code topicShare} of them, each weighing its
 * inverse frequency as above (a {@code font-family} property for a rule about font names, an {@code @media} at-rule for
 * one about media queries, a {@code for_statement} for one about loops). The signature leaves the topic out, since the
 * accepted examples have it too; the topic says instead whether the rule can apply to a file at all: a file without
 * {@code @media} cannot break a rule about media queries. A leaf's text counts only when the examples of at least two
 * rules have it, so the names one rule's examples make up ({@code print_fruits}) stay out. Immutable; built once per
 * revision of the documents.
 */
public final class ConstructIndex {

    /** How many matched constructs a match names. */
    private static final int EVIDENCE = 5;

    /** The construct kinds a topic is made of: node kinds and the texts of named leaves. */
    private static final List<String> TOPIC_KINDS = List.of("k:", "t:");

    private final Map<String, List<Signature>> signatures;
    private final Map<String, Topic> topics;
    private final Map<String, Double> weights;
    private final double smoothing;

    private record Signature(Optional<Grammar> grammar, Map<String, Double> features, double total, double factor) {
    }

    private record Topic(Optional<Grammar> grammar, Map<String, Double> features, double total) {
    }

    private ConstructIndex(Map<String, List<Signature>> signatures, Map<String, Topic> topics, Map<String, Double> weights, double smoothing) {
        this.signatures = signatures;
        this.topics = topics;
        this.weights = weights;
        this.smoothing = smoothing;
    }

    /** As {@link #build(Map, double, double, double)} with a topic of what half the examples have. */
    public static ConstructIndex build(Map<String, List<List<ReadExample>>> sections, double neutralWeight, double smoothing) {
        return build(sections, neutralWeight, smoothing, 0.5);
    }

    /**
     * @param sections      per rule id, its sections' examples (each inner list: one section's examples)
     * @param neutralWeight the factor of an illustrating example's match against a reported one's
     * @param smoothing     added to an example's total weight, so that an example whose distinctive constructs are few
     *                      and common cannot match fully on them
     * @param topicShare    the share of a rule's examples a construct must be in to be part of its topic, in (0, 1]
     */
    public static ConstructIndex build(Map<String, List<List<ReadExample>>> sections, double neutralWeight, double smoothing, double topicShare) {
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
        return new ConstructIndex(Map.copyOf(signatures), topics(sections, weights, topicShare), Map.copyOf(weights), smoothing);
    }

    /** Per rule, its topic (see the class comment); rules without examples have none. */
    private static Map<String, Topic> topics(Map<String, List<List<ReadExample>>> sections, Map<String, Double> weights, double topicShare) {
        // a leaf's text is part of a topic only when examples of two rules or more have it: a name that one rule's
        // examples make up (a function or variable of the example) says nothing of what a file must have to break it
        var rulesWith = new HashMap<String, Integer>();
        sections.values().forEach(list -> list.stream().flatMap(List::stream).flatMap(e -> e.constructs().features().stream()).distinct()
                .forEach(f -> rulesWith.merge(f, 1, Integer::sum)));
        var topics = new LinkedHashMap<String, Topic>();
        sections.forEach((rule, list) -> {
            var all = list.stream().flatMap(List::stream).toList();
            if (all.isEmpty()) {
                return;
            }
            var byGrammar = new HashMap<Optional<Grammar>, Integer>();
            all.forEach(e -> byGrammar.merge(e.grammar(), 1, Integer::sum));
            Optional<Grammar> grammar = byGrammar.entrySet().stream()
                    .max(Map.Entry.<Optional<Grammar>, Integer>comparingByValue().thenComparing(e -> e.getKey().map(Enum::name).orElse(""))).orElseThrow().getKey();
            var count = new HashMap<String, Integer>();
            all.stream().filter(e -> e.grammar().equals(grammar)).forEach(e -> e.constructs().features().stream()
                    .filter(f -> topicKind(f) && (f.startsWith("k:") || rulesWith.getOrDefault(f, 0) >= 2)).forEach(f -> count.merge(f, 1, Integer::sum)));
            int examples = byGrammar.get(grammar);
            var features = new HashMap<String, Double>();
            count.forEach((f, c) -> {
                if (c >= topicShare * examples) {
                    features.put(f, weights.get(f));
                }
            });
            double total = features.values().stream().mapToDouble(Double::doubleValue).sum();
            if (total > 0) {
                topics.put(rule, new Topic(grammar, Map.copyOf(features), total));
            }
        });
        return Map.copyOf(topics);
    }

    private static boolean topicKind(String feature) {
        return TOPIC_KINDS.stream().anyMatch(feature::startsWith);
    }

    /**
     * How much of {@code rule}'s topic the file has, in [0, 1]: the weighted share of the constructs most of its
     * examples share that the file has too, the file read with the grammar most of them are in; 1 for a rule without
     * examples (nothing says it cannot apply).
     */
    public double topic(String rule, Function<Optional<Grammar>, Constructs> fileAs) {
        Topic t = topics.get(rule);
        if (t == null) {
            return 1;
        }
        var read = fileAs.apply(t.grammar()).features();
        double hit = 0;
        for (var e : t.features().entrySet()) {
            if (read.contains(e.getKey())) {
                hit += e.getValue();
            }
        }
        return hit / t.total();
    }

    /** The constructs of {@code rule}'s topic, heaviest first (empty for a rule without examples). */
    public List<String> topicConstructs(String rule) {
        Topic t = topics.get(rule);
        return t == null ? List.of() : t.features().entrySet().stream()
                .sorted(Map.Entry.<String, Double>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey())).map(Map.Entry::getKey).toList();
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
