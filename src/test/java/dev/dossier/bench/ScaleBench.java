package dev.dossier.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dossier.api.HttpServer;
import dev.dossier.app.Dossier;
import dev.dossier.app.RuntimeSettings;
import dev.dossier.embedding.Progress;
import dev.dossier.embedding.ProgressListener;
import dev.dossier.graph.StorageSettings;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Review, knowledge and search latency as the SOP library grows (issue 16): for each size (chunks, default 1,000,
 * 10,000 and 100,000) a {@link ScaleLibrary} is generated, ingested into a fresh embedded graph (time, documents per
 * second, distinct texts embedded and their rate, peak and after-GC heap), ingested again unchanged (time), then served
 * over HTTP on the default policies: the 224 stylelint tasks' reviews at a 32k window (the same matched set at every
 * size), and knowledge assemblies and searches for questions made of the SOP titles; p50/p95/p99 after a warm-up (one
 * pass and 20 more requests), the process CPU per request, and the heap after a full GC. One JVM, sequential requests. Run with {@code bash bench/scale.sh}.
 */
public final class ScaleBench {

    private static final int WARMUP = 20;
    private static final int QUERIES = 120;
    private static boolean ingestOnly;

    private ScaleBench() {
    }

    public static void main(String[] args) throws Exception {
        var sizes = new ArrayList<Integer>();
        Path data = Path.of("../shared/data/sop-stylelint");
        Path project = Path.of("sources/sops");
        Path out = Path.of("target/bench/scale.json");
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--chunks" -> Arrays.stream(args[++i].split(",")).map(String::strip).map(Integer::parseInt).forEach(sizes::add);
                case "--data" -> data = Path.of(args[++i]);
                case "--out" -> out = Path.of(args[++i]);
                case "--ingest-only" -> ingestOnly = true;
                default -> {
                    System.err.println("unknown option " + args[i] + " (--chunks 1000,10000,100000 --data DIR --out FILE --ingest-only)");
                    System.exit(2);
                }
            }
        }
        if (sizes.isEmpty()) {
            sizes.addAll(List.of(1_000, 10_000, 100_000));
        }
        var result = new LinkedHashMap<String, Object>();
        result.put("machine", StylelintBench.machine());
        StylelintBench.printMachine(result);
        var tasks = StylelintBench.tasks(data);
        Path work = Files.createTempDirectory("dossier-scale-");
        var originals = ScaleLibrary.originals(StylelintBench.sanitizedCopy(data.resolve("sops"), work.resolve("stylelint")), project);
        var rows = new ArrayList<Map<String, Object>>();
        result.put("sizes", rows);
        try {
            for (int chunks : sizes) {
                rows.add(size(chunks, originals, tasks, work));
                Files.createDirectories(out.toAbsolutePath().getParent());
                StylelintBench.JSON.writeValue(out.toFile(), result);
            }
        } finally {
            StylelintBench.deleteTree(work);
        }
        System.out.println();
        System.out.println("| chunks | SOPs | ingest (s) | re-ingest (s) | embedded texts | matched SOPs | review p50/p95/p99 (ms) | knowledge p50/p95/p99 | search p50/p95/p99 | CPU ms per review / knowledge / search | heap after (MB) |");
        System.out.println("|---|---|---|---|---|---|---|---|---|---|---|");
        for (var r : ingestOnly ? List.<Map<String, Object>>of() : rows) {
            System.out.printf(Locale.ROOT, "| %,d | %,d | %.1f | %.1f | %d | %s | %s | %s | %s | %s / %s / %s | %d |%n", r.get("chunks"), r.get("sops"),
                    (double) r.get("ingest_s"), (double) r.get("reingest_s"), r.get("embedded"), r.get("matched_sops"),
                    triple(r.get("review_ms")), triple(r.get("knowledge_ms")), triple(r.get("search_ms")), cpu(r.get("review_ms")),
                    cpu(r.get("knowledge_ms")), cpu(r.get("search_ms")), r.get("heap_after_mb"));
        }
        System.out.println("JSON written to " + out);
        System.exit(0);
    }

    private static Map<String, Object> size(int target, List<ScaleLibrary.Original> originals, List<StylelintBench.Task> tasks, Path work)
            throws Exception {
        Path dir = work.resolve("size-" + target);
        Path sops = dir.resolve("sops");
        var written = ScaleLibrary.write(originals, target, sops);
        System.out.printf(Locale.ROOT, "%n== about %,d chunks: %,d SOP files in %d copies%n", target, written.files(), written.copies());
        var row = new LinkedHashMap<String, Object>();
        row.put("target_chunks", target);
        row.put("files", written.files());
        var peak = new AtomicLong();
        ScheduledExecutorService sampler = Executors.newSingleThreadScheduledExecutor();
        sampler.scheduleAtFixedRate(() -> peak.accumulateAndGet(ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed(), Math::max),
                0, 200, TimeUnit.MILLISECONDS);
        try (Dossier dossier = Dossier.open(new RuntimeSettings(StorageSettings.embedded(dir.resolve("graph")), null, null))) {
            long s = System.nanoTime();
            var ingested = dossier.ingest(List.of(sops), printing());
            double ingestS = (System.nanoTime() - s) / 1e9;
            sampler.shutdownNow();
            var report = ingested.report();
            var embed = ingested.embeddings();
            if (!report.rejected().isEmpty()) {
                throw new IllegalStateException("rejected: " + report.rejected().subList(0, Math.min(3, report.rejected().size())));
            }
            row.put("sops", report.ingested());
            row.put("chunks", embed.chunks());
            row.put("ingest_s", round1(ingestS));
            row.put("sync_s", round1(ingestS - embed.millis() / 1e3));
            row.put("documents_per_s", round1(report.ingested() / Math.max(1e-9, ingestS - embed.millis() / 1e3)));
            row.put("embed_s", round1(embed.millis() / 1e3));
            row.put("embedded", embed.embedded());
            row.put("reused_vectors", embed.reused());
            row.put("heap_peak_ingest_mb", peak.get() >> 20);
            row.put("heap_after_ingest_mb", usedHeapAfterGc() >> 20);
            System.out.printf(Locale.ROOT, "ingested %,d SOPs, %,d chunks in %.1f s (sync %.1f s; %,d distinct texts embedded, %,d vectors reused, "
                    + "embedding %.1f s); heap peak %d MB, after GC %d MB%n", report.ingested(), embed.chunks(), ingestS, ingestS - embed.millis() / 1e3,
                    embed.embedded(), embed.reused(), embed.millis() / 1e3, row.get("heap_peak_ingest_mb"), row.get("heap_after_ingest_mb"));

            s = System.nanoTime();
            var again = dossier.ingest(List.of(sops), ProgressListener.none());
            double reingestS = (System.nanoTime() - s) / 1e9;
            if (again.report().ingested() != 0 || again.embeddings().embedded() != 0) {
                throw new IllegalStateException("an unchanged re-ingest wrote " + again.report().ingested() + " documents, embedded "
                        + again.embeddings().embedded());
            }
            row.put("reingest_s", round1(reingestS));
            System.out.printf(Locale.ROOT, "re-ingest unchanged: %.1f s (%,d unchanged)%n", reingestS, again.report().unchanged());

            if (ingestOnly) {
                return row;
            }
            try (HttpServer server = HttpServer.start(dossier, List.of(sops), "127.0.0.1", 0)) {
                String base = "http://127.0.0.1:" + server.port();
                var client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(10)).build();
                var reviews = new ArrayList<HttpRequest>();
                for (var t : tasks) {
                    String body = new ObjectMapper().writeValueAsString(Map.of("files", List.of(Map.of("path", t.file(), "content", t.content())),
                            "task", StylelintBench.taskText, "model", StylelintBench.MODEL, "window", StylelintBench.HTTP_WINDOW,
                            "task_output_tokens", 0));
                    reviews.add(post(base + "/v1/context/review", body));
                }
                var questions = originals.stream().limit(QUERIES).map(o -> title(o.text())).toList();
                var knowledge = new ArrayList<HttpRequest>();
                var search = new ArrayList<HttpRequest>();
                for (String q : questions) {
                    knowledge.add(post(base + "/v1/context/knowledge", new ObjectMapper().writeValueAsString(
                            Map.of("query", q, "model", StylelintBench.MODEL, "window", StylelintBench.HTTP_WINDOW))));
                    search.add(HttpRequest.newBuilder(URI.create(base + "/v1/search?k=10&q=" + URLEncoder.encode(q, StandardCharsets.UTF_8)))
                            .timeout(Duration.ofSeconds(60)).GET().build());
                }
                var matched = new ArrayList<Double>();
                row.put("review_ms", timed(client, reviews, json -> matched.add((double) sopCount(json))));
                row.put("matched_sops", matchedRange(matched));
                row.put("knowledge_ms", timed(client, knowledge, json -> { }));
                row.put("search_ms", timed(client, search, json -> { }));
            }
            row.put("heap_after_mb", usedHeapAfterGc() >> 20);
            row.put("load_average", StylelintBench.loadAverage());
            System.out.println(row);
        } finally {
            sampler.shutdownNow();
            StylelintBench.deleteTree(dir);
        }
        return row;
    }

    private static HttpRequest post(String uri, String body) {
        return HttpRequest.newBuilder(URI.create(uri)).timeout(Duration.ofSeconds(60)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8)).build();
    }

    /**
     * Sends every request once and {@link #WARMUP} more unmeasured (a server that has run a while: the JIT has compiled
     * the path and the per-revision caches hold the library), then each request once; latency percentiles and the
     * process's CPU per request. A non-200 answer stops the run.
     */
    private static Map<String, Object> timed(HttpClient client, List<HttpRequest> requests, java.util.function.Consumer<JsonNode> check)
            throws Exception {
        for (int i = 0; i < requests.size() + WARMUP; i++) {
            send(client, requests.get(i % requests.size()));
        }
        var times = new ArrayList<Double>();
        long cpu = processCpuNanos();
        for (HttpRequest r : requests) {
            long s = System.nanoTime();
            String body = send(client, r);
            times.add((System.nanoTime() - s) / 1e6);
            check.accept(StylelintBench.JSON.readTree(body));
        }
        cpu = processCpuNanos() - cpu;
        double[] sorted = times.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        var m = new LinkedHashMap<String, Object>();
        m.put("n", sorted.length);
        m.put("p50", round1(StylelintBench.percentile(sorted, 50)));
        m.put("p95", round1(StylelintBench.percentile(sorted, 95)));
        m.put("p99", round1(StylelintBench.percentile(sorted, 99)));
        m.put("max", round1(sorted[sorted.length - 1]));
        // CPU of the whole process (server, embedded Neo4j, client) per request: what the machine's load does not change
        m.put("cpu_ms_per_request", round1(cpu / 1e6 / requests.size()));
        return m;
    }

    private static String send(HttpClient client, HttpRequest r) throws Exception {
        var response = client.send(r, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IllegalStateException(r.method() + " " + r.uri().getPath() + ": " + response.statusCode() + " "
                    + response.body().substring(0, Math.min(300, response.body().length())));
        }
        return response.body();
    }

    /** SOPs the review matched: those included plus those whose chunks (ids {@code SOP#n}) or stubs were dropped. */
    private static int sopCount(JsonNode review) {
        var ids = new java.util.HashSet<String>();
        for (String list : List.of("items", "dropped")) {
            for (JsonNode i : review.get(list)) {
                if (i.path("section").asText().equals("sop")) {
                    ids.add(i.get("id").asText().replaceFirst("#\\d+$", ""));
                }
            }
        }
        return ids.size();
    }

    private static String matchedRange(List<Double> matched) {
        double min = matched.stream().mapToDouble(Double::doubleValue).min().orElse(0);
        double max = matched.stream().mapToDouble(Double::doubleValue).max().orElse(0);
        return min == max ? String.valueOf((int) min) : (int) min + "-" + (int) max;
    }

    private static String title(String markdown) {
        for (String line : markdown.split("\n")) {
            if (line.startsWith("title:")) {
                return line.substring(6).strip().replaceAll("^\"|\"$", "");
            }
        }
        throw new IllegalStateException("an original SOP without a title line");
    }

    @SuppressWarnings("unchecked")
    private static String triple(Object stats) {
        var m = (Map<String, Object>) stats;
        return m.get("p50") + " / " + m.get("p95") + " / " + m.get("p99");
    }

    @SuppressWarnings("unchecked")
    private static Object cpu(Object stats) {
        return ((Map<String, Object>) stats).get("cpu_ms_per_request");
    }

    /** Progress on stderr at most every 10 s. */
    private static ProgressListener printing() {
        var last = new AtomicLong();
        return (Progress p) -> {
            long now = System.nanoTime();
            if (p.done() == p.total() || now - last.get() > 10_000_000_000L) {
                last.set(now);
                System.err.printf(Locale.ROOT, "  %s: %,d of %,d (%.1f/s)%n", p.unit(), p.done(), p.total(), p.perSecond());
            }
        };
    }

    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }

    private static long usedHeapAfterGc() {
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    private static double round1(double v) {
        return Math.round(v * 10) / 10.0;
    }
}
