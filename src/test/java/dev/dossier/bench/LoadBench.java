package dev.dossier.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.dossier.api.HttpServer;
import dev.dossier.app.Dossier;
import dev.dossier.app.RuntimeSettings;
import dev.dossier.graph.StorageSettings;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Load on the review route: {@code --clients} concurrent clients (default 16) post the stylelint tasks'
 * {@code /v1/context/review} requests (32k window) to one server for {@code --seconds} (default 120) after a warm-up;
 * reports throughput, latency p50/p95/p99/max per minute and overall, errors (any status but 200, or a context over its
 * budget), the process CPU time per request (server and clients) and the heap in use after a full GC at the end of each
 * minute (flat memory: no growth from minute 1 to 2). With the packaged {@code guard.yaml} the server loads the claim
 * guard's parser models when it starts (about 15 s of CPU, 1 GB of heap): the benchmark waits until {@code /health} says
 * they are in before its warm-up, so it measures the server as it runs after its start, models included;
 * {@code --parser-load first_use} measures a server that never loads them.
 * Clients and server share one JVM and the machine's cores, so the figures include the clients' own cost.
 * Run with {@code bash bench/load.sh}.
 */
public final class LoadBench {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private record Sample(long atNanos, double ms, boolean ok) {
    }

    public static void main(String[] args) throws Exception {
        int clients = 16;
        int seconds = 120;
        int warmupSeconds = 15;
        Path data = Path.of("../shared/data/sop-stylelint");
        Path out = Path.of("target/bench/load.json");
        String parserLoad = "start";
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--clients" -> clients = Integer.parseInt(args[++i]);
                case "--seconds" -> seconds = Integer.parseInt(args[++i]);
                case "--warmup" -> warmupSeconds = Integer.parseInt(args[++i]);
                case "--data" -> data = Path.of(args[++i]);
                case "--out" -> out = Path.of(args[++i]);
                case "--parser-load" -> parserLoad = args[++i];
                default -> {
                    System.err.println("unknown option " + args[i] + " (--clients N --seconds N --warmup N --data DIR --out FILE --parser-load start|first_use)");
                    System.exit(2);
                }
            }
        }
        var result = new LinkedHashMap<String, Object>();
        result.put("machine", StylelintBench.machine());
        StylelintBench.printMachine(result);
        var tasks = StylelintBench.tasks(data);
        Path sops = data.resolve("sops").toAbsolutePath().normalize();
        Path graph = Files.createTempDirectory("dossier-load-");
        Path config = null;
        if (!parserLoad.equals("start")) {
            config = Files.createTempDirectory("dossier-load-config-");
            try (var packaged = LoadBench.class.getResourceAsStream("/dossier/guard.yaml")) {
                String text = new String(packaged.readAllBytes(), StandardCharsets.UTF_8);
                if (!text.contains("\nparser_load: start\n")) {
                    throw new IllegalStateException("packaged guard.yaml has no 'parser_load: start' line to change");
                }
                Files.writeString(config.resolve("guard.yaml"), text.replace("\nparser_load: start\n", "\nparser_load: " + parserLoad + "\n"));
            }
        }
        result.put("parser_load", parserLoad);
        try (Dossier dossier = Dossier.open(new RuntimeSettings(StorageSettings.embedded(graph), config, null))) {
            var ingested = dossier.ingest(List.of(sops), dev.dossier.embedding.ProgressListener.none()); // as `dossier ingest`: sync, then embed
            System.out.printf(Locale.ROOT, "graph: %d SOPs ingested from %s, %d chunks embedded (default policies: the scorer of policies.yaml)%n",
                    ingested.report().ingested(), sops, ingested.embeddings().embedded());
            try (HttpServer server = HttpServer.start(dossier, List.of(sops), "127.0.0.1", 0)) {
                URI uri = URI.create("http://127.0.0.1:" + server.port() + "/v1/context/review");
                var bodies = new ArrayList<String>();
                for (var t : tasks) {
                    bodies.add(new ObjectMapper().writeValueAsString(Map.of("files", List.of(Map.of("path", t.file(), "content", t.content())),
                            "task", StylelintBench.taskText, "model", StylelintBench.MODEL, "window", StylelintBench.HTTP_WINDOW,
                            "task_output_tokens", 0)));
                }
                String parser = awaitParser(URI.create("http://127.0.0.1:" + server.port() + "/health"), result);
                System.out.printf(Locale.ROOT, "warm-up: %d clients for %d s (guard parser: %s)%n", clients, warmupSeconds, parser);
                run(uri, bodies, clients, warmupSeconds, null);
                System.out.printf(Locale.ROOT, "load: %d clients for %d s%n", clients, seconds);
                var heap = new ArrayList<Long>();
                long cpu = processCpuNanos();
                var samples = run(uri, bodies, clients, seconds, heap);
                cpu = processCpuNanos() - cpu;
                var load = summary(samples, clients, seconds, heap);
                double perRequest = Math.round(cpu / 1e5 / Math.max(1, samples.size())) / 10.0;
                load.put("cpu_ms_per_request", perRequest);
                System.out.printf(Locale.ROOT, "process CPU per request (server and clients, with the minute-end GCs): %.1f ms%n", perRequest);
                result.put("load", load);
                result.put("load_average_after", StylelintBench.loadAverage());
                System.out.println("load average after: " + result.get("load_average_after"));
            }
        } finally {
            Files.createDirectories(out.toAbsolutePath().getParent());
            JSON.writeValue(out.toFile(), result);
            System.out.println("JSON written to " + out);
        }
        System.exit(0);
    }

    /**
     * Waits (at most 5 minutes) while {@code /health} says the guard's parser is loading (the server says so from its
     * start when {@code parser_load} is {@code start}), and records how long that took; returns the parser's state then.
     */
    private static String awaitParser(URI health, Map<String, Object> result) throws Exception {
        var http = HttpClient.newHttpClient();
        long start = System.nanoTime();
        long until = start + 300_000_000_000L;
        String state;
        do {
            var body = http.send(HttpRequest.newBuilder(health).GET().build(), HttpResponse.BodyHandlers.ofString()).body();
            state = JSON.readTree(body).path("parser").asText();
        } while (state.equals("loading") && System.nanoTime() < until && sleep());
        double seconds = Math.round((System.nanoTime() - start) / 1e8) / 10.0;
        result.put("parser", state);
        result.put("parser_wait_s", seconds);
        System.out.printf(Locale.ROOT, "guard parser %s after %.1f s%n", state, seconds);
        return state;
    }

    private static boolean sleep() throws InterruptedException {
        Thread.sleep(200);
        return true;
    }

    /** Runs the clients for {@code seconds}; when {@code heap} is given, records the heap after a full GC each minute. */
    private static List<Sample> run(URI uri, List<String> bodies, int clients, int seconds, List<Long> heap) throws Exception {
        var samples = new ConcurrentLinkedQueue<Sample>();
        long start = System.nanoTime();
        long end = start + seconds * 1_000_000_000L;
        var next = new AtomicLong();
        var done = new CountDownLatch(clients);
        for (int c = 0; c < clients; c++) {
            Thread t = new Thread(() -> {
                var client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(10)).build();
                try {
                    while (System.nanoTime() < end) {
                        String body = bodies.get((int) (next.getAndIncrement() % bodies.size()));
                        long s = System.nanoTime();
                        boolean ok;
                        try {
                            var response = client.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(60))
                                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8))
                                    .build(), HttpResponse.BodyHandlers.ofString());
                            ok = response.statusCode() == 200 && withinBudget(response.body());
                        } catch (java.io.IOException e) {
                            ok = false;
                        }
                        samples.add(new Sample(s - start, (System.nanoTime() - s) / 1e6, ok));
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } finally {
                    done.countDown();
                }
            }, "load-client-" + c);
            t.setDaemon(true);
            t.start();
        }
        if (heap != null) {
            for (int minute = 1; minute * 60 <= seconds; minute++) {
                long wait = start + minute * 60_000_000_000L - System.nanoTime();
                if (wait > 0) {
                    Thread.sleep(wait / 1_000_000);
                }
                heap.add(usedHeapAfterGc());
            }
        }
        done.await();
        return new ArrayList<>(samples);
    }

    private static boolean withinBudget(String body) throws java.io.IOException {
        JsonNode json = JSON.readTree(body);
        return json.get("tokens").asInt() <= json.get("budget").get("available").asInt();
    }

    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }

    /**
     * The heap in use right after a full GC: each heap pool's usage after its last collection, not the heap's usage
     * when read (16 clients allocate hundreds of MB a second, and would be counted from the moment the GC ends).
     */
    private static long usedHeapAfterGc() {
        System.gc();
        long used = 0;
        for (var pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == java.lang.management.MemoryType.HEAP && pool.getCollectionUsage() != null) {
                used += pool.getCollectionUsage().getUsed();
            }
        }
        return used;
    }

    private static Map<String, Object> summary(List<Sample> samples, int clients, int seconds, List<Long> heap) {
        var out = new LinkedHashMap<String, Object>();
        out.put("clients", clients);
        out.put("seconds", seconds);
        out.put("requests", samples.size());
        long errors = samples.stream().filter(s -> !s.ok()).count();
        out.put("errors", errors);
        out.put("throughput_per_s", Math.round(10.0 * samples.size() / seconds) / 10.0);
        out.put("latency_ms", latency(samples));
        System.out.printf(Locale.ROOT, "%d requests, %d errors, %.1f requests/s%n", samples.size(), errors, (double) samples.size() / seconds);
        print("all", latency(samples));
        var minutes = new LinkedHashMap<String, Object>();
        for (int m = 0; m * 60 < seconds; m++) {
            long from = m * 60_000_000_000L;
            long to = from + 60_000_000_000L;
            var in = samples.stream().filter(s -> s.atNanos() >= from && s.atNanos() < to).toList();
            if (!in.isEmpty()) {
                minutes.put("minute_" + (m + 1), latency(in));
                print("minute " + (m + 1), latency(in));
            }
        }
        out.put("by_minute", minutes);
        var mb = heap.stream().map(b -> Math.round(b / 1048576.0 * 10) / 10.0).toList();
        out.put("heap_after_gc_mb_by_minute", mb);
        System.out.println("heap in use after a full GC at the end of each minute (MB): " + mb);
        return out;
    }

    private static Map<String, Object> latency(List<Sample> samples) {
        double[] ms = samples.stream().mapToDouble(Sample::ms).sorted().toArray();
        var m = new LinkedHashMap<String, Object>();
        m.put("n", ms.length);
        m.put("p50", round(pct(ms, 50)));
        m.put("p95", round(pct(ms, 95)));
        m.put("p99", round(pct(ms, 99)));
        m.put("max", round(ms.length == 0 ? 0 : ms[ms.length - 1]));
        return m;
    }

    private static void print(String label, Map<String, Object> l) {
        System.out.printf(Locale.ROOT, "  %-9s n %s  p50 %s  p95 %s  p99 %s  max %s ms%n", label, l.get("n"), l.get("p50"), l.get("p95"), l.get("p99"), l.get("max"));
    }

    private static double pct(double[] sorted, int p) {
        if (sorted.length == 0) {
            return 0;
        }
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p / 100.0 * sorted.length) - 1)];
    }

    private static double round(double v) {
        return Math.round(v * 10) / 10.0;
    }

    private LoadBench() {
    }
}
