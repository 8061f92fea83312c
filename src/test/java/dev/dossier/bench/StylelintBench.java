package dev.dossier.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.dossier.api.HttpServer;
import dev.dossier.app.Dossier;
import dev.dossier.app.RuntimeSettings;
import dev.dossier.assembly.AssembledContext;
import dev.dossier.assembly.ContextItem;
import dev.dossier.assembly.Level;
import dev.dossier.assembly.ReviewRequest;
import dev.dossier.assembly.Section;
import dev.dossier.assembly.TaskFile;
import dev.dossier.app.Policies;
import dev.dossier.embedding.BgeSmallEmbedder;
import dev.dossier.embedding.EmbedReport;
import dev.dossier.embedding.ProgressListener;
import dev.dossier.graph.GraphProbe;
import dev.dossier.graph.Neo4jChunkEmbeddings;
import dev.dossier.graph.StorageSettings;
import dev.dossier.relevance.Bm25Scorer;
import dev.dossier.relevance.NoRelevance;
import dev.dossier.review.ReviewSubmission;
import dev.dossier.relevance.RelevanceScorer;
import dev.dossier.relevance.RelevanceScorers;
import dev.dossier.source.IngestReport;
import dev.dossier.source.Sop;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * Benchmark on the stylelint SOP data set (not a test: {@code bench/stylelint.sh} runs it). Measures
 * ingestion time of the 186 SOPs into an empty graph, coverage of each task's violated rules by SOP content
 * in the assembled context (BM25 against the severity-only baseline) at two windows, and the wall time of
 * one assembly over HTTP. Prints a report and writes JSON to {@code target/bench/stylelint.json}.
 *
 * <p>Options: {@code --data DIR} (default {@code ../shared/data/sop-stylelint}), {@code --runs N} ingestion
 * repetitions (5), {@code --warmup N} HTTP warm-up requests (20), {@code --out FILE}, {@code --policy NAME},
 * {@code --scorer bm25|hybrid} (the main graph's relevance; with hybrid, BM25 coverage is measured beside it,
 * and so are the embedding throughput of the scorer and of {@code Neo4jChunkEmbeddings}).
 */
public final class StylelintBench {

    static final int[] WINDOWS = {32000, 64000};
    static final int HTTP_WINDOW = 32000;
    /** The task text of every request ({@code --task}): the stylelint set's tasks are stylesheets. */
    static String taskText = "Review this stylesheet";
    static final String MODEL = "gpt-4o";
    static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    /** A front-matter line whose value is YAML null, e.g. {@code configured_option: null}. */
    static final Pattern NULL_LINE = Pattern.compile("^[A-Za-z0-9_-]+:\\s*(null|~)?\\s*$");

    record Task(String id, String file, String content, List<String> violated) {
    }

    private StylelintBench() {
    }

    private static String policy;
    /** The scorer of the main graph (ingestion, coverage, HTTP); with hybrid, BM25 coverage is measured beside it. */
    private static String scorer = "bm25";
    /** {@code --only learning}: ingestion once and the learning phase only (for choosing the citation policy). */
    private static String only;
    /**
     * {@code --learning-split tune}: the learning phase streams the even tasks of the tune half and measures the odd
     * ones (choosing the citation policy without the report half); default: streams the tune half, measures the report half.
     */
    private static String learningSplit = "report";
    /** {@code --citation-prior X}: review_evidence.citation_prior of every graph (default: the packaged policy's). */
    private static Double citationPrior;
    /** {@code --chunking TARGET,MAX,MIN}: ingestion.sop_chunking of every graph (default: the packaged policy's). */
    private static String chunking;

    public static void main(String[] args) throws Exception {
        Path data = Path.of("..", "shared", "data", "sop-stylelint");
        int runs = 5;
        int warmup = 20;
        Path out = Path.of("target", "bench", "stylelint.json");
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--data" -> data = Path.of(args[++i]);
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                case "--warmup" -> warmup = Integer.parseInt(args[++i]);
                case "--out" -> out = Path.of(args[++i]);
                case "--policy" -> policy = args[++i];
                case "--scorer" -> scorer = args[++i];
                case "--task" -> taskText = args[++i];
                case "--only" -> only = args[++i];
                case "--learning-split" -> learningSplit = args[++i];
                case "--citation-prior" -> citationPrior = Double.parseDouble(args[++i]);
                case "--chunking" -> chunking = args[++i];
                default -> throw new IllegalArgumentException("unknown option " + args[i]
                        + " (known: --data DIR, --runs N, --warmup N, --out FILE, --policy NAME, --scorer bm25|hybrid, --task TEXT,"
                        + " --only learning, --learning-split report|tune, --citation-prior X, --chunking TARGET,MAX,MIN)");
            }
        }
        if (only != null && !only.equals("learning")) {
            throw new IllegalArgumentException("--only must be learning, got " + only);
        }
        if (!learningSplit.equals("report") && !learningSplit.equals("tune")) {
            throw new IllegalArgumentException("--learning-split must be report or tune, got " + learningSplit);
        }
        if (!scorer.equals("bm25") && !scorer.equals("hybrid")) {
            throw new IllegalArgumentException("--scorer must be bm25 or hybrid, got " + scorer);
        }
        if (!Files.isDirectory(data.resolve("sops")) || !Files.isRegularFile(data.resolve("tasks.jsonl"))) {
            System.err.println("stylelint data set not found at " + data.toAbsolutePath().normalize() + " (give --data DIR)");
            System.exit(2);
        }
        var result = new LinkedHashMap<String, Object>();
        result.put("machine", machine());
        result.put("data", data.toAbsolutePath().normalize().toString());
        List<Task> tasks = tasks(data);
        Path tmp = Files.createTempDirectory("dossier-bench-");
        int code = 0;
        try {
            run(data, tasks, tmp, runs, warmup, result);
        } catch (Exception | Error e) {
            result.put("error", e.toString());
            e.printStackTrace();
            code = 1;
        } finally {
            Files.createDirectories(out.toAbsolutePath().getParent());
            JSON.writeValue(out.toFile(), result);
            System.out.println();
            System.out.println("JSON written to " + out);
            deleteTree(tmp);
        }
        System.exit(code);
    }

    private static void run(Path data, List<Task> tasks, Path tmp, int runs, int warmup, Map<String, Object> result) throws Exception {
        printMachine(result);
        Path sops = data.resolve("sops").toAbsolutePath().normalize();
        System.out.printf(Locale.ROOT, "data: %s (%d SOP files, %d tasks, %d with violated rules)%n%n", data.toAbsolutePath().normalize(),
                countSops(sops), tasks.size(), tasks.stream().filter(t -> !t.violated().isEmpty()).count());

        Map<String, String> severity;
        int expected = (int) countSops(sops);
        var timedEmbedder = new TimedEmbedder(new BgeSmallEmbedder());
        var relevance = Policies.load(null).relevance();
        // the reviewer's hybrid: review fusion weights, as Dossier.open builds it
        RelevanceScorer main = scorer.equals("hybrid") ? RelevanceScorers.hybrid(relevance, timedEmbedder, relevance.reviewFusion()) : new Bm25Scorer();
        Path codeOff = codeConfig(tmp.resolve("config-code-off"), 0.0, 0.0);
        if ("learning".equals(only)) {
            try (Dossier dossier = open(tmp.resolve("graph-bm25"), new Bm25Scorer(), codeOff)) {
                check(dossier.sync().sync(List.of(sops)), expected);
                result.put("learning", learning(dossier, tasks));
            }
            return;
        }
        try (Dossier dossier = open(tmp.resolve("graph-main-" + scorer), main, codeConfig(tmp.resolve("config-code-on"), CODE_WEIGHT, TOPIC_POWER))) {
            // 1. Ingestion. The first sync after opening also checks that the SOPs read back; it is reported
            // as the cold sync and is not one of the timed runs.
            long t0 = System.nanoTime();
            IngestReport first = dossier.sync().sync(List.of(sops));
            double cold = ms(System.nanoTime() - t0);
            try {
                dossier.documents().sops();
            } catch (RuntimeException e) {
                String bug = "reading SOPs back (DocumentStore.sops()) failed after ingesting " + sops + ": " + describe(e)
                        + ". Workaround for this run: the SOPs are copied with front-matter lines whose value is null removed"
                        + " (these are extra attributes only; they do not change assembly).";
                System.out.println("WARNING: " + bug);
                System.out.println();
                result.put("workaround", bug);
                sops = sanitizedCopy(sops, tmp.resolve("sops-sanitized"));
                GraphProbe.reset(dossier.graph());
                first = dossier.sync().sync(List.of(sops));
                dossier.documents().sops();
            }
            check(first, expected);
            var timed = new ArrayList<Double>();
            for (int r = 0; r < runs; r++) {
                GraphProbe.reset(dossier.graph());
                long s = System.nanoTime();
                IngestReport report = dossier.sync().sync(List.of(sops));
                timed.add(ms(System.nanoTime() - s));
                check(report, expected);
            }
            var ingestion = new LinkedHashMap<String, Object>();
            ingestion.put("sops", first.ingested());
            ingestion.put("rejected", first.rejected().size());
            ingestion.put("warnings", first.warnings().size());
            ingestion.put("cold_first_sync_ms", round1(cold));
            ingestion.put("runs_ms", timed.stream().map(StylelintBench::round1).toList());
            ingestion.put("median_ms", round1(median(timed)));
            result.put("ingestion", ingestion);
            System.out.printf(Locale.ROOT, "== Ingestion of %d SOPs into an empty graph (%d rejected, %d warnings)%n", first.ingested(),
                    first.rejected().size(), first.warnings().size());
            System.out.printf(Locale.ROOT, "cold: first sync after opening the graph (original files, untimed below): %.1f ms%n", cold);
            System.out.printf(Locale.ROOT, "timed runs (graph reset before each): %s ms%n",
                    String.join(", ", timed.stream().map(v -> String.format(Locale.ROOT, "%.1f", v)).toList()));
            System.out.printf(Locale.ROOT, "median: %.1f ms%n%n", median(timed));

            severity = new HashMap<>();
            for (Sop s : dossier.documents().sops()) {
                severity.put(s.id(), s.severity().label());
            }

            // 2a. Coverage with the main scorer.
            var coverage = new LinkedHashMap<String, Object>();
            coverage.put(scorer + "+code", coverage(dossier, tasks, severity));
            result.put("coverage", coverage);
            if (scorer.equals("hybrid")) {
                result.put("scorer_embedding", timedEmbedder.report());
                result.put("graph_embedding", graphEmbedding(dossier));
            }

            // 3. HTTP.
            result.put("http", http(dossier, sops, tasks, warmup));
        }
        // 2b. Baselines without code evidence: BM25 alone and severity order alone, each on its own graph.
        // 2c. Learning from reviews, on the BM25 graph with the packaged policy: reviews of the tune half cite their violated
        // rules (sop_ids); the report half is measured as they accrue.
        {
            try (Dossier dossier = open(tmp.resolve("graph-bm25"), new Bm25Scorer(), codeOff)) {
                check(dossier.sync().sync(List.of(sops)), expected);
                @SuppressWarnings("unchecked")
                var coverage = (Map<String, Object>) result.get("coverage");
                coverage.put("bm25", coverage(dossier, tasks, severity));
                result.put("learning", learning(dossier, tasks));
            }
        }
        try (Dossier dossier = open(tmp.resolve("graph-none"), new NoRelevance(), codeOff)) {
            check(dossier.sync().sync(List.of(sops)), expected);
            @SuppressWarnings("unchecked")
            var coverage = (Map<String, Object>) result.get("coverage");
            coverage.put("none", coverage(dossier, tasks, severity));
        }
        printCoverage(result);
    }

    /** Embeds every chunk of the graph (a fresh model instance, no in-memory cache), then a second pass that must embed nothing. */
    private static Map<String, Object> graphEmbedding(Dossier dossier) {
        var store = new Neo4jChunkEmbeddings(dossier.graph(), Policies.load(null).relevance().embedding().batchSize());
        var embedder = new BgeSmallEmbedder(Policies.load(null).relevance().embedding());
        embedder.embed("load the model before timing");
        EmbedReport first = store.embedPending(embedder, ProgressListener.none());
        EmbedReport second = store.embedPending(embedder, ProgressListener.none());
        var out = new LinkedHashMap<String, Object>();
        out.put("chunks", first.chunks());
        out.put("embedded", first.embedded());
        out.put("first_pass_ms", first.millis());
        out.put("chunks_per_second", round1(first.embeddedPerSecond()));
        out.put("second_pass_embedded", second.embedded());
        out.put("second_pass_ms", second.millis());
        return out;
    }

    private static Dossier open(Path dir, RelevanceScorer scorer) {
        return open(dir, scorer, null);
    }

    private static Dossier open(Path dir, RelevanceScorer scorer, Path configDir) {
        return Dossier.open(new RuntimeSettings(StorageSettings.embedded(dir), configDir, null), scorer);
    }

    /** The code evidence weight of the main run (the packaged policy has it off; ADR 0003 "Code evidence"). */
    static final double CODE_WEIGHT = Double.parseDouble(System.getProperty("codeWeight", "1.0"));

    /** The topic power of the main run (ADR 0003 "Topics"); 0 leaves the packaged value. */
    static final double TOPIC_POWER = Double.parseDouble(System.getProperty("topicPower", "0"));

    /** A configuration directory whose policies.yaml is the packaged one with the given code evidence weight. */
    private static Path codeConfig(Path dir, double weight, double topicPower) throws java.io.IOException {
        String packaged;
        try (var in = StylelintBench.class.getResourceAsStream("/dossier/policies.yaml")) {
            packaged = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        String off = packaged.replaceFirst("(?m)^(review_evidence:\\n  code_weight:) [0-9.]+", "$1 " + weight);
        if (!off.contains("code_weight: " + weight)) {
            throw new IllegalStateException("packaged policies.yaml has no 'review_evidence:\\n  code_weight:' to turn off");
        }
        if (topicPower > 0) {
            String with = off.replaceFirst("(?m)^(  topic_power:) [0-9.]+", "$1 " + topicPower);
            if (with.equals(off)) {
                throw new IllegalStateException("packaged policies.yaml has no '  topic_power:' to set");
            }
            off = with;
        }
        if (citationPrior != null) {
            String with = off.replaceFirst("(?m)^(  citation_prior:) [0-9.]+", "$1 " + citationPrior);
            if (with.equals(off) && !off.contains("citation_prior: " + citationPrior)) {
                throw new IllegalStateException("packaged policies.yaml has no '  citation_prior:' to set");
            }
            off = with;
        }
        if (chunking != null) {
            String[] p = chunking.split(",");
            String key = "(?m)^(  sop_chunking:) \\{[^}]*}";
            if (!java.util.regex.Pattern.compile(key).matcher(off).find()) {
                throw new IllegalStateException("packaged policies.yaml has no '  sop_chunking: {...}' to set");
            }
            off = off.replaceFirst(key, "$1 {target: " + p[0] + ", max: " + p[1] + ", min: " + p[2] + "}");
        }
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("policies.yaml"), off);
        return dir;
    }

    /** The half of the tasks used to choose the code evidence policy ({@code tune}) or kept apart from it ({@code report}). */
    static String half(Task task) {
        return Math.floorMod(task.file().hashCode(), 2) == 0 ? "tune" : "report";
    }

    private static void check(IngestReport report, int expected) {
        if (report.ingested() != expected || !report.rejected().isEmpty()) {
            throw new IllegalStateException("expected " + expected + " SOPs ingested and none rejected, got " + report.ingested()
                    + " ingested, rejected " + report.rejected());
        }
    }

    // ---------------------------------------------------------------------------------------------- coverage

    private static Map<String, Object> coverage(Dossier dossier, List<Task> tasks, Map<String, String> severity) {
        var out = new LinkedHashMap<String, Object>();
        for (int window : WINDOWS) {
            double sumAll = 0;
            int nAll = 0;
            var sumHalf = new HashMap<String, Double>();
            var nHalf = new HashMap<String, Integer>();
            var sumBySev = new HashMap<String, Double>();
            var nBySev = new HashMap<String, Integer>();
            long pooledHit = 0;
            long pooledTotal = 0;
            long contentSops = 0;
            var contentBySev = new TreeMap<String, Long>();
            long fullSops = 0;
            long stubbed = 0;
            long tokens = 0;
            long mandatory = 0;
            long available = 0;
            double utilization = 0;
            var times = new ArrayList<Double>();
            for (Task task : tasks) {
                long s = System.nanoTime();
                AssembledContext c = dossier.assembler().assemble(request(task, window));
                times.add(ms(System.nanoTime() - s));
                if (c.tokens() > c.budget().available()) {
                    throw new IllegalStateException(task.id() + " at " + window + ": " + c.tokens() + " tokens > available " + c.budget().available());
                }
                tokens += c.tokens();
                mandatory += c.budget().metadata();
                available += c.budget().available();
                utilization += c.budget().utilization();
                var levels = new HashMap<String, Level>();
                for (ContextItem i : c.items()) {
                    if (i.section() == Section.SOP) {
                        levels.put(i.id(), i.level());
                    }
                }
                contentSops += levels.values().stream().filter(StylelintBench::hasContent).count();
                levels.forEach((id, l) -> {
                    if (hasContent(l)) {
                        contentBySev.merge(severity.get(id), 1L, Long::sum);
                    }
                });
                fullSops += levels.values().stream().filter(l -> l == Level.FULL).count();
                stubbed += levels.values().stream().filter(l -> l == Level.STUB).count();
                if (task.violated().isEmpty()) {
                    continue;
                }
                int hit = 0;
                var hitBySev = new HashMap<String, Integer>();
                var totBySev = new HashMap<String, Integer>();
                for (String rule : task.violated()) {
                    Level l = levels.get(rule);
                    if (l == null) {
                        throw new IllegalStateException(task.id() + ": violated rule " + rule + " has no item in the context manifest");
                    }
                    String sev = severity.get(rule);
                    totBySev.merge(sev, 1, Integer::sum);
                    if (hasContent(l)) {
                        hit++;
                        hitBySev.merge(sev, 1, Integer::sum);
                    }
                }
                sumAll += (double) hit / task.violated().size();
                nAll++;
                sumHalf.merge(half(task), (double) hit / task.violated().size(), Double::sum);
                nHalf.merge(half(task), 1, Integer::sum);
                pooledHit += hit;
                pooledTotal += task.violated().size();
                for (var e : totBySev.entrySet()) {
                    sumBySev.merge(e.getKey(), (double) hitBySev.getOrDefault(e.getKey(), 0) / e.getValue(), Double::sum);
                    nBySev.merge(e.getKey(), 1, Integer::sum);
                }
            }
            var w = new LinkedHashMap<String, Object>();
            w.put("tasks", nAll);
            w.put("mean_share_of_violated_rules_with_content", round4(sumAll / nAll));
            var bySev = new LinkedHashMap<String, Object>();
            for (String sev : List.of("error", "warning", "info")) {
                if (nBySev.containsKey(sev)) {
                    var m = new LinkedHashMap<String, Object>();
                    m.put("tasks", nBySev.get(sev));
                    m.put("mean_share", round4(sumBySev.get(sev) / nBySev.get(sev)));
                    bySev.put(sev, m);
                }
            }
            w.put("by_severity", bySev);
            for (String h : List.of("tune", "report")) {
                w.put(h + "_tasks", nHalf.getOrDefault(h, 0));
                w.put(h + "_mean_share", round4(sumHalf.getOrDefault(h, 0.0) / Math.max(1, nHalf.getOrDefault(h, 0))));
            }
            w.put("pooled_share", round4((double) pooledHit / pooledTotal));
            w.put("pooled_rules", pooledTotal);
            w.put("mean_sops_with_content", round2((double) contentSops / tasks.size()));
            var bySevContent = new LinkedHashMap<String, Object>();
            contentBySev.forEach((sev, n) -> bySevContent.put(sev, round2((double) n / tasks.size())));
            w.put("mean_sops_with_content_by_severity", bySevContent);
            w.put("mean_sops_full", round2((double) fullSops / tasks.size()));
            w.put("mean_sops_stub", round2((double) stubbed / tasks.size()));
            w.put("mean_tokens", round1((double) tokens / tasks.size()));
            w.put("mean_available", round1((double) available / tasks.size()));
            w.put("mean_mandatory_tokens", round1((double) mandatory / tasks.size()));
            w.put("mean_utilization", round4(utilization / tasks.size()));
            w.put("in_process_assembly_ms", stats(times));
            out.put(String.valueOf(window), w);
        }
        return out;
    }

    /** Report-half coverage at each window after 0, 25, 50, ... recorded reviews of tune-half tasks citing their violated rules. */
    private static Map<String, Object> learning(Dossier dossier, List<Task> tasks) {
        String project = "bench-learning";
        var tune = tasks.stream().filter(t -> half(t).equals("tune")).toList();
        List<Task> stream;
        List<Task> report;
        if (learningSplit.equals("tune")) {
            stream = IntStream.range(0, tune.size()).filter(i -> i % 2 == 0).mapToObj(tune::get).toList();
            report = IntStream.range(0, tune.size()).filter(i -> i % 2 == 1).mapToObj(tune::get).filter(t -> !t.violated().isEmpty()).toList();
            System.out.println("== Learning from reviews (choosing, tune half only): coverage of the odd tune tasks as reviews of the even ones accrue");
        } else {
            stream = tune;
            report = tasks.stream().filter(t -> half(t).equals("report") && !t.violated().isEmpty()).toList();
            System.out.println("== Learning from reviews: report-half coverage as reviews of tune-half tasks (sop_ids = their violated rules) accrue");
        }
        var out = new LinkedHashMap<String, Object>();
        System.out.printf(Locale.ROOT, "%8s %10s %10s%n", "reviews", "32000", "64000");
        int recorded = 0;
        for (int checkpoint : List.of(0, 10, 25, 50, 100, stream.size())) {
            if (checkpoint > stream.size() || (checkpoint < recorded)) {
                continue;
            }
            for (; recorded < checkpoint; recorded++) {
                Task t = stream.get(recorded);
                dossier.reviews().record(new ReviewSubmission(project, null, t.id(), "bench", t.violated().isEmpty(), List.of(t.file()),
                        List.of(), List.of(), t.violated()));
            }
            var row = new LinkedHashMap<String, Object>();
            for (int window : WINDOWS) {
                double sum = 0;
                for (Task t : report) {
                    var request = new ReviewRequest(List.of(new TaskFile(t.file(), t.content())), taskText, MODEL, window, policy, 0, project, null);
                    var levels = new HashMap<String, Level>();
                    dossier.assembler().assemble(request).items().stream().filter(i -> i.section() == Section.SOP).forEach(i -> levels.put(i.id(), i.level()));
                    sum += t.violated().stream().filter(r -> levels.get(r) != null && hasContent(levels.get(r))).count() / (double) t.violated().size();
                }
                row.put(String.valueOf(window), round4(sum / report.size()));
            }
            out.put(String.valueOf(checkpoint), row);
            System.out.printf(Locale.ROOT, "%8d %10.4f %10.4f%n", checkpoint, (Double) row.get("32000"), (Double) row.get("64000"));
        }
        System.out.println();
        return out;
    }

    private static boolean hasContent(Level l) {
        return l == Level.FULL || l == Level.PARTIAL;
    }

    private static ReviewRequest request(Task task, int window) {
        return new ReviewRequest(List.of(new TaskFile(task.file(), task.content())), taskText, MODEL, window, policy, 0);
    }

    @SuppressWarnings("unchecked")
    private static void printCoverage(Map<String, Object> result) {
        var coverage = (Map<String, Object>) result.get("coverage");
        System.out.println("== Coverage: share of a task's violated rules whose SOP content (full or partial) is in the context");
        System.out.println("   (mean over tasks with >= 1 violated rule; error/warning: mean over tasks with >= 1 rule of that severity;");
        System.out.println("    pooled: over all (task, rule) pairs; SOPs: mean per task over all tasks)");
        System.out.println("    tune: the half of the tasks the code evidence policy was chosen on; report: the other half, kept apart");
        System.out.printf(Locale.ROOT, "%-7s %-11s %6s %8s %7s %7s %8s %8s %9s %8s %6s %9s %8s%n", "window", "scorer", "tasks", "all", "tune",
                "report", "error", "warning", "pooled", "SOPs+c", "full", "tokens", "asm ms");
        for (int window : WINDOWS) {
            for (String scorer : coverage.keySet()) {
                var w = (Map<String, Object>) ((Map<String, Object>) coverage.get(scorer)).get(String.valueOf(window));
                var bySev = (Map<String, Map<String, Object>>) w.get("by_severity");
                System.out.printf(Locale.ROOT, "%-7d %-11s %6d %8.4f %7.4f %7.4f %8s %8s %9.4f %8.2f %6.2f %9.1f %8.1f%n", window, scorer,
                        (Integer) w.get("tasks"), (Double) w.get("mean_share_of_violated_rules_with_content"), (Double) w.get("tune_mean_share"),
                        (Double) w.get("report_mean_share"), sev(bySev, "error"), sev(bySev, "warning"),
                        (Double) w.get("pooled_share"), (Double) w.get("mean_sops_with_content"), (Double) w.get("mean_sops_full"),
                        (Double) w.get("mean_tokens"), (Double) ((Map<String, Object>) w.get("in_process_assembly_ms")).get("median"));
            }
        }
        for (int window : WINDOWS) {
            for (String scorer : coverage.keySet()) {
                var w = (Map<String, Object>) ((Map<String, Object>) coverage.get(scorer)).get(String.valueOf(window));
                var bySev = (Map<String, Map<String, Object>>) w.get("by_severity");
                System.out.printf(Locale.ROOT, "  %d %s: tasks with error rules %s, with warning rules %s; available %.0f, of which mandatory"
                                + " (SOP metadata) %.1f; mean stubs %.2f; mean utilization %.4f; SOPs with content by severity %s%n",
                        window, scorer, bySev.containsKey("error") ? bySev.get("error").get("tasks") : 0,
                        bySev.containsKey("warning") ? bySev.get("warning").get("tasks") : 0, (Double) w.get("mean_available"),
                        (Double) w.get("mean_mandatory_tokens"), (Double) w.get("mean_sops_stub"), (Double) w.get("mean_utilization"),
                        w.get("mean_sops_with_content_by_severity"));
            }
        }
        if (result.containsKey("scorer_embedding")) {
            System.out.println();
            System.out.println("== Embedding (bge-small-en-v1.5-q, " + Runtime.getRuntime().availableProcessors() + " processors)");
            System.out.println("hybrid scorer, texts embedded during the coverage runs (in-memory cache by text hash): " + result.get("scorer_embedding"));
            System.out.println("graph (Neo4jChunkEmbeddings.embedPending over the 186 SOPs' chunks): " + result.get("graph_embedding"));
        }
        @SuppressWarnings("unchecked")
        var http = (Map<String, Object>) result.get("http");
        System.out.println();
        System.out.printf(Locale.ROOT, "== HTTP: POST /v1/context/review, window %d, %d requests after %d warm-up%n", HTTP_WINDOW,
                (Integer) http.get("requests"), (Integer) http.get("warmup"));
        var st = (Map<String, Object>) http.get("wall_ms");
        System.out.printf(Locale.ROOT, "median %.1f ms, p95 %.1f ms (mean %.1f, min %.1f, max %.1f)%n", (Double) st.get("median"), (Double) st.get("p95"),
                (Double) st.get("mean"), (Double) st.get("min"), (Double) st.get("max"));
    }

    private static String sev(Map<String, Map<String, Object>> bySev, String sev) {
        return bySev.containsKey(sev) ? String.format(Locale.ROOT, "%.4f", (Double) bySev.get(sev).get("mean_share")) : "-";
    }

    // ---------------------------------------------------------------------------------------------- HTTP

    private static Map<String, Object> http(Dossier dossier, Path sops, List<Task> tasks, int warmup) throws Exception {
        try (HttpServer server = HttpServer.start(dossier, List.of(sops), "127.0.0.1", 0)) {
            var client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(10)).build();
            URI uri = URI.create("http://127.0.0.1:" + server.port() + "/v1/context/review");
            var bodies = new ArrayList<String>();
            for (Task t : tasks) {
                var body = new LinkedHashMap<String, Object>();
                body.put("files", List.of(Map.of("path", t.file(), "content", t.content())));
                body.put("task", taskText);
                body.put("model", MODEL);
                body.put("window", HTTP_WINDOW);
                body.put("task_output_tokens", 0);
                if (policy != null) {
                    body.put("policy", policy);
                }
                bodies.add(new ObjectMapper().writeValueAsString(body));
            }
            for (int i = 0; i < warmup; i++) {
                post(client, uri, bodies.get(i % bodies.size()), tasks.get(i % tasks.size()).id());
            }
            var times = new ArrayList<Double>();
            for (int i = 0; i < tasks.size(); i++) {
                long s = System.nanoTime();
                post(client, uri, bodies.get(i), tasks.get(i).id());
                times.add(ms(System.nanoTime() - s));
            }
            var out = new LinkedHashMap<String, Object>();
            out.put("window", HTTP_WINDOW);
            out.put("warmup", warmup);
            out.put("requests", times.size());
            out.put("wall_ms", stats(times));
            return out;
        }
    }

    private static void post(HttpClient client, URI uri, String body, String taskId) throws IOException, InterruptedException {
        var request = HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(60)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8)).build();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IllegalStateException(taskId + ": HTTP " + response.statusCode() + ": " + abbreviate(response.body(), 600));
        }
        JsonNode json = JSON.readTree(response.body());
        if (json.get("tokens").asInt() > json.get("budget").get("available").asInt()) {
            throw new IllegalStateException(taskId + ": over HTTP, tokens " + json.get("tokens") + " > available " + json.get("budget").get("available"));
        }
    }

    // ---------------------------------------------------------------------------------------------- data

    static List<Task> tasks(Path data) throws IOException {
        var out = new ArrayList<Task>();
        var mapper = new ObjectMapper();
        for (String line : Files.readAllLines(data.resolve("tasks.jsonl"))) {
            if (line.isBlank()) {
                continue;
            }
            JsonNode t = mapper.readTree(line);
            var violated = new ArrayList<String>();
            t.get("violated_rules").forEach(r -> violated.add(r.asText()));
            String file = t.get("file").asText();
            out.add(new Task(t.get("task_id").asText(), file, Files.readString(data.resolve(file)), List.copyOf(Set.copyOf(violated)).stream().sorted().toList()));
        }
        return out;
    }

    private static long countSops(Path sops) throws IOException {
        try (Stream<Path> s = Files.list(sops)) {
            return s.filter(p -> p.toString().endsWith(".md")).count();
        }
    }

    /** The exception, and for it, its cause and its suppressed exceptions the frames down to the first Dossier frame. */
    static String describe(Throwable e) {
        var b = new StringBuilder(e.toString());
        var related = new ArrayList<Throwable>();
        related.add(e);
        if (e.getCause() != null) {
            related.add(e.getCause());
        }
        related.addAll(Arrays.asList(e.getSuppressed()));
        for (Throwable t : related) {
            var frames = new ArrayList<String>();
            for (StackTraceElement f : t.getStackTrace()) {
                frames.add(f.toString());
                if (f.getClassName().startsWith("dev.dossier.")) {
                    break;
                }
            }
            if (!frames.isEmpty()) {
                b.append(" [").append(t.getClass().getSimpleName()).append(" at ").append(String.join(" < ", frames)).append(']');
            }
        }
        return b.toString();
    }

    /** Copies the SOPs, dropping front-matter lines whose value is null. */
    static Path sanitizedCopy(Path sops, Path target) throws IOException {
        Files.createDirectories(target);
        try (Stream<Path> s = Files.list(sops)) {
            for (Path f : s.filter(p -> p.toString().endsWith(".md")).sorted().toList()) {
                var lines = Files.readAllLines(f);
                var kept = new ArrayList<String>();
                int fences = 0;
                for (int i = 0; i < lines.size(); i++) {
                    String line = lines.get(i);
                    if (line.equals("---") && fences < 2 && (i == 0 || fences == 1)) {
                        fences++;
                    } else if (fences == 1 && NULL_LINE.matcher(line).matches()) {
                        continue;
                    }
                    kept.add(line);
                }
                Files.write(target.resolve(f.getFileName()), kept);
            }
        }
        return target;
    }

    // ---------------------------------------------------------------------------------------------- machine

    static Map<String, Object> machine() {
        var m = new LinkedHashMap<String, Object>();
        m.put("nproc", command("nproc").strip());
        m.put("available_processors", Runtime.getRuntime().availableProcessors());
        m.put("cpu_model", cpuModel());
        m.put("load_average_before", loadAverage());
        m.put("java_version", command(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-version").strip());
        m.put("max_heap_mb", Runtime.getRuntime().maxMemory() / (1024 * 1024));
        m.put("os", System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch"));
        return m;
    }

    @SuppressWarnings("unchecked")
    static void printMachine(Map<String, Object> result) {
        var m = (Map<String, Object>) result.get("machine");
        System.out.println("== Machine");
        System.out.println("nproc: " + m.get("nproc") + " (JVM available processors: " + m.get("available_processors") + ")");
        System.out.println("CPU: " + m.get("cpu_model"));
        System.out.println("load average at start: " + m.get("load_average_before"));
        System.out.println("OS: " + m.get("os") + ", max heap " + m.get("max_heap_mb") + " MB");
        System.out.println("java -version:");
        for (String line : ((String) m.get("java_version")).split("\n")) {
            System.out.println("  " + line);
        }
        System.out.println();
    }

    /** The 1, 5 and 15 minute load averages: other work on the machine shows in every figure. */
    static String loadAverage() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).strip().split("\\s+");
            return f[0] + " " + f[1] + " " + f[2];
        } catch (IOException e) {
            return "unknown";
        }
    }

    private static String cpuModel() {
        try {
            return Files.readAllLines(Path.of("/proc/cpuinfo")).stream().filter(l -> l.startsWith("model name"))
                    .map(l -> l.substring(l.indexOf(':') + 1).strip()).findFirst().orElse("unknown");
        } catch (IOException e) {
            return "unknown (" + e.getMessage() + ")";
        }
    }

    private static String command(String... cmd) {
        try {
            var p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            p.waitFor();
            return text;
        } catch (IOException e) {
            return "unavailable (" + e.getMessage() + ")";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }

    // ---------------------------------------------------------------------------------------------- numbers

    static Map<String, Object> stats(List<Double> values) {
        double[] v = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        var m = new LinkedHashMap<String, Object>();
        m.put("n", v.length);
        m.put("median", round1(median(values)));
        m.put("p95", round1(percentile(v, 95)));
        m.put("mean", round1(Arrays.stream(v).average().orElse(0)));
        m.put("min", round1(v.length == 0 ? 0 : v[0]));
        m.put("max", round1(v.length == 0 ? 0 : v[v.length - 1]));
        return m;
    }

    static double median(List<Double> values) {
        double[] v = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        if (v.length == 0) {
            return 0;
        }
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }

    /** Nearest-rank percentile of sorted values. */
    static double percentile(double[] sorted, int p) {
        if (sorted.length == 0) {
            return 0;
        }
        int rank = (int) Math.ceil(p / 100.0 * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
    }

    private static double ms(long nanos) {
        return nanos / 1_000_000.0;
    }

    private static double round1(double v) {
        return Math.round(v * 10) / 10.0;
    }

    private static double round2(double v) {
        return Math.round(v * 100) / 100.0;
    }

    private static double round4(double v) {
        return Math.round(v * 10000) / 10000.0;
    }

    private static String abbreviate(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max) + "…";
    }

    static void deleteTree(Path root) {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (IOException | UncheckedIOException e) {
            System.err.println("could not delete " + root + ": " + e.getMessage());
        }
    }
}
