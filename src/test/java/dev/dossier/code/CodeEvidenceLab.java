package dev.dossier.code;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dossier.relevance.Bm25Scorer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Research tool, not a test: ranks each severity tier's SOPs for every stylelint task by code-construct evidence,
 * BM25 and mixtures, and counts the violated rules in the top 19 % / 60 % of their tier (the shares of SOPs that get
 * content at 32k / 64k), on a tuning half and a reported half of the packages. Run with the test class path:
 * {@code java dev.dossier.code.CodeEvidenceLab [DATA]}.
 */
public final class CodeEvidenceLab {

    record Rule(String id, String severity, String text, List<List<ConstructIndex.ReadExample>> sections) {
    }

    record Task(String pkg, String file, List<String> violated, java.util.function.Function<Optional<Grammar>, Constructs> constructs, String content) {
    }

    public static void main(String[] args) throws Exception {
        Path data = Path.of(args.length > 0 ? args[0] : "../shared/data/sop-stylelint");
        double neutral = Double.parseDouble(System.getProperty("neutral", "0.5"));
        boolean scssAsCss = Boolean.getBoolean("scssAsCss");
        var reader = new ExampleReader(dev.dossier.assembly.ReviewEvidenceSettings.load(null).cues());
        var rules = new ArrayList<Rule>();
        long t0 = System.nanoTime();
        try (Stream<Path> files = Files.list(data.resolve("sops"))) {
            for (Path p : files.sorted().toList()) {
                String md = Files.readString(p);
                int end = md.indexOf("\n---", 4);
                String front = md.substring(0, end);
                String body = md.substring(end + 4);
                String sev = front.lines().filter(l -> l.startsWith("severity:")).findFirst().orElseThrow().substring(9).strip();
                var sections = new ArrayList<List<ConstructIndex.ReadExample>>();
                for (String section : body.split("\n(?=#{1,6} )")) {
                    var ex = reader.read(section, Optional.of(Grammar.CSS)).stream()
                            .map(ConstructIndex.ReadExample::of).toList();
                    if (!ex.isEmpty()) {
                        sections.add(ex);
                    }
                }
                rules.add(new Rule(p.getFileName().toString().replace(".md", ""), sev, body, sections));
            }
        }
        var bySection = new LinkedHashMap<String, List<List<ConstructIndex.ReadExample>>>();
        rules.forEach(r -> bySection.put(r.id(), r.sections()));
        ConstructIndex index = ConstructIndex.build(bySection, neutral, Double.parseDouble(System.getProperty("smooth", "0")));
        System.err.printf("rules %d, read in %.1f s; examples: %s%n", rules.size(), (System.nanoTime() - t0) / 1e9,
                rules.stream().flatMap(r -> r.sections().stream()).flatMap(List::stream)
                        .collect(java.util.stream.Collectors.groupingBy(ConstructIndex.ReadExample::polarity, java.util.stream.Collectors.counting())));
        double theta = Double.parseDouble(System.getProperty("topicShare", "0.5"));
        var prefixes = List.of(System.getProperty("topicKinds", "t:,k:").split(","));
        var topics = new HashMap<String, Map<String, Double>>();
        int minRules = Integer.getInteger("topicMinRules", 1);
        var rulesWith = new HashMap<String, Integer>();
        for (Rule r : rules) {
            r.sections().stream().flatMap(List::stream).flatMap(e -> e.constructs().features().stream()).distinct().forEach(f -> rulesWith.merge(f, 1, Integer::sum));
        }
        for (Rule r : rules) {
            var all = r.sections().stream().flatMap(List::stream).toList();
            var dfr = new HashMap<String, Integer>();
            all.forEach(e -> e.constructs().features().forEach(f -> dfr.merge(f, 1, Integer::sum)));
            var topic = new HashMap<String, Double>();
            dfr.forEach((f, d) -> {
                if (d >= theta * all.size() && prefixes.contains(f.substring(0, 2)) && (f.startsWith("k:") || rulesWith.get(f) >= minRules)) {
                    topic.put(f, index.weight(f));
                }
            });
            topics.put(r.id(), topic);
        }
        var mapper = new ObjectMapper();
        var tasks = new ArrayList<Task>();
        t0 = System.nanoTime();
        for (String line : Files.readAllLines(data.resolve("tasks.jsonl"))) {
            JsonNode t = mapper.readTree(line);
            var violated = new ArrayList<String>();
            t.get("violated_rules").forEach(v -> violated.add(v.asText()));
            if (violated.isEmpty()) {
                continue;
            }
            String file = t.get("file").asText();
            String content = Files.readString(data.resolve(file));
            Optional<Grammar> g = Grammar.forPath(file);
            var cache = new HashMap<Optional<Grammar>, Constructs>();
            Optional<Grammar> own = g;
            java.util.function.Function<Optional<Grammar>, Constructs> as = scssAsCss
                    ? eg -> cache.computeIfAbsent(eg, x -> ConstructReader.read(content, x))
                    : eg -> cache.computeIfAbsent(own, x -> ConstructReader.read(content, x));
            tasks.add(new Task(t.get("package").asText(), file, violated, as, content));
        }
        System.err.printf("tasks %d read in %.1f s%n", tasks.size(), (System.nanoTime() - t0) / 1e9);
        var bm25 = new Bm25Scorer();
        var texts = rules.stream().map(Rule::text).toList();
        Map<String, double[]> bm = new HashMap<>();
        for (Task t : tasks) {
            var s = bm25.score(t.content(), texts);
            bm.put(t.file(), s.stream().mapToDouble(Double::doubleValue).toArray());
        }
        String[] variants = System.getProperty("variants", "bm25,code,code+0.3bm25,code+1bm25,code+3bm25").split(",");
        for (String split : List.of("tune", "report")) {
            var sel = tasks.stream().filter(t -> (Math.floorMod(t.file().hashCode(), 2) == 0) == split.equals("tune")).toList();
            System.out.printf("%s: %d tasks%n", split, sel.size());
            for (String v : variants) {
                double[] top = new double[2];
                double[] shares = {0.19, 0.60};
                for (Task t : sel) {
                    double[] b = bm.get(t.file());
                    var score = new HashMap<String, Double>();
                    for (int i = 0; i < rules.size(); i++) {
                        Rule r = rules.get(i);
                        double c = index.match(r.id(), t.constructs()).score();
                        score.put(r.id(), mix(v, c, b[i], topic(topics.get(r.id()), t.constructs())));
                    }
                    for (int k = 0; k < 2; k++) {
                        int hit = 0;
                        for (String viol : t.violated()) {
                            Rule r = rules.stream().filter(x -> x.id().equals(viol)).findFirst().orElseThrow();
                            var tier = rules.stream().filter(x -> x.severity().equals(r.severity()))
                                    .sorted(Comparator.comparingDouble((Rule x) -> -score.get(x.id())).thenComparing(Rule::id)).toList();
                            int cut = (int) Math.round(tier.size() * shares[k]);
                            if (tier.indexOf(r) < cut) {
                                hit++;
                            }
                        }
                        top[k] += (double) hit / t.violated().size();
                    }
                }
                System.out.printf("  %-22s top19 %.3f  top60 %.3f%n", v, top[0] / sel.size(), top[1] / sel.size());
            }
        }
        if (System.getProperty("diag") != null) {
            String v = System.getProperty("diag");
            var ranks = new java.util.TreeMap<String, List<Double>>();
            for (Task t : tasks) {
                double[] b = bm.get(t.file());
                var score = new HashMap<String, Double>();
                for (int i = 0; i < rules.size(); i++) {
                    score.put(rules.get(i).id(), mix(v, index.match(rules.get(i).id(), t.constructs()).score(), b[i],
                            topic(topics.get(rules.get(i).id()), t.constructs())));
                }
                for (String viol : t.violated()) {
                    Rule r = rules.stream().filter(x -> x.id().equals(viol)).findFirst().orElseThrow();
                    var tier = rules.stream().filter(x -> x.severity().equals(r.severity()))
                            .sorted(Comparator.comparingDouble((Rule x) -> -score.get(x.id())).thenComparing(Rule::id)).toList();
                    ranks.computeIfAbsent(r.severity().charAt(0) + " " + viol, k -> new ArrayList<>()).add((double) tier.indexOf(r) / tier.size());
                }
            }
            ranks.entrySet().stream().sorted(Comparator.comparingInt(e -> -e.getValue().size())).limit(40).forEach(e ->
                    System.out.printf("%-50s n=%3d mean pct %.2f  in19 %.2f%n", e.getKey(), e.getValue().size(),
                            e.getValue().stream().mapToDouble(Double::doubleValue).average().orElse(0),
                            e.getValue().stream().filter(x -> x < 0.19).count() / (double) e.getValue().size()));
        }
        if (System.getProperty("show") != null) {
            for (Task t : tasks.subList(0, Math.min(8, tasks.size()))) {
                System.out.println(t.file() + " " + t.violated());
                for (String viol : t.violated()) {
                    System.out.println("   " + viol + " " + index.match(viol, t.constructs()));
                }
            }
        }
    }

    /** The weighted share of a rule's topic constructs (those most of its examples have) that the file has; 1 without any. */
    private static double topic(Map<String, Double> topic, java.util.function.Function<Optional<Grammar>, Constructs> file) {
        double total = 0;
        double hit = 0;
        var read = file.apply(Optional.of(Grammar.CSS)).features();
        for (var e : topic.entrySet()) {
            total += e.getValue();
            if (read.contains(e.getKey())) {
                hit += e.getValue();
            }
        }
        return total == 0 ? 1 : hit / total;
    }

    private static double mix(String v, double code, double bm25, double topic) {
        if (v.startsWith("T")) { // T<p>:<variant>: the variant times topic^p
            int colon = v.indexOf(':');
            double p = Double.parseDouble(v.substring(1, colon));
            return mix(v.substring(colon + 1), code, bm25, topic) * Math.pow(topic, p);
        }
        if (v.equals("topic")) {
            return topic + 1e-3 * bm25;
        }
        if (v.equals("bm25")) {
            return bm25;
        }
        if (v.equals("code")) {
            return code + 1e-3 * bm25;
        }
        double w = Double.parseDouble(v.substring(5, v.length() - 4));
        return code + w * bm25;
    }
}
