package dev.dossier.validation;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dossier.app.Dossier;
import dev.dossier.app.LocalApi;
import dev.dossier.app.RuntimeSettings;
import dev.dossier.contract.GuardValidateRequest;
import dev.dossier.contract.StatementRequest;
import dev.dossier.graph.StorageSettings;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Quality validation latency (issue 14 §3: p95 at most 10 ms warm), run by {@code bench/validation.sh}: an opened
 * Dossier on a new embedded Neo4j with the facts-countries KB and 200 project statements; every request is a claim of
 * {@code claims_sample.jsonl} not seen before (so the content's embedding is never cached) with a timestamp, fields,
 * required fields, the KB and the project. After a warm-up of both kinds, a block of requests that also carry one of 10
 * queries (relevance embeds the content; the queries' vectors are cached after the warm-up), then a block without, then
 * a block of preferences that clash with a stored statement ("User 7 prefers quiet hotels", consistency reads the graph).
 * Reports wall time and the calling thread's CPU time per call, and the process's CPU time per call over each block.
 * One thread. Not part of {@code mvn verify}.
 */
public final class ValidationBench {

    public static void main(String[] args) throws Exception {
        Path data = Path.of(args.length > 0 ? args[0] : "../shared/data/facts-countries");
        var claims = new ArrayList<String>();
        var json = new ObjectMapper();
        for (String line : Files.readAllLines(data.resolve("claims_sample.jsonl"))) {
            claims.add(json.readTree(line).get("claim").asText());
        }
        String[] queries = {"capital cities of Europe", "which currency to pay with", "languages spoken in a country", "book flight to Paris",
                "neighbouring countries", "where is this country", "travel money tips", "official language", "find hotel", "border crossings"};
        try (var dossier = Dossier.open(new RuntimeSettings(StorageSettings.embedded(Files.createTempDirectory("dossier-bench-validation-")), null, null))) {
            dossier.facts().load(data, "countries", Path.of("examples/facts-countries/relations.yaml"));
            var api = new LocalApi(dossier);
            for (int i = 0; i < 200; i++) {
                api.addStatement(new StatementRequest("bench", "User " + i + " prefers " + (i % 2 == 0 ? "budget" : "luxury") + " hotels", null, null, null));
            }
            int warm = 300;
            int n = Math.min(750, (claims.size() - warm) / 2);
            var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
            // warm-up long enough for the JIT to settle (its compiler threads count in the process's CPU), on texts never measured
            for (int i = 0; i < 5 * warm; i++) {
                api.validateContent(request(claims.get(i % warm) + " (" + i + ")", i % 2 == 0 ? queries[i % queries.length] : null));
                api.validateContent(request("User " + i % 200 + " prefers warm-up " + i + " hotels", null));
            }
            var with = new Samples();
            var without = new Samples();
            var stated = new Samples();
            for (int i = 0; i < 2 * n; i++) {
                boolean query = i < n;
                var request = request(claims.get(warm + i), query ? queries[i % queries.length] : null);
                (query ? with : without).measure(() -> api.validateContent(request), os);
            }
            String[] kinds = {"cheap", "boutique", "quiet", "family"};
            for (int i = 0; i < n; i++) {
                var request = request("User " + i % 200 + " prefers " + kinds[i / 200 % kinds.length] + " hotels", null);
                stated.measure(() -> api.validateContent(request), os);
            }
            System.out.printf("validate, warm, one thread, new content each time: with a query p50 %.2f ms, p95 %.2f ms (%d); without p50 %.2f ms, "
                    + "p95 %.2f ms (%d)%n", pct(with.wall, 50), pct(with.wall, 95), with.wall.size(), pct(without.wall, 50), pct(without.wall, 95),
                    without.wall.size());
            System.out.printf("a preference that clashes with a stored statement, without a query: p50 %.2f ms, p95 %.2f ms (%d)%n", pct(stated.wall, 50),
                    pct(stated.wall, 95), stated.wall.size());
            // CPU time is less sensitive to a loaded machine than wall time (it leaves out waiting for a core). The calling thread's
            // leaves out what other threads do for the call: ONNX Runtime's own threads, and Neo4j's Bolt threads when the driver talks
            // to the embedded server. The process's (per block of calls: its clock ticks every 10 ms) counts them, and also the JIT, the
            // GC and Neo4j's background work.
            System.out.printf("CPU per call, calling thread: with a query p50 %.2f ms, p95 %.2f ms; without p50 %.2f ms, p95 %.2f ms; clashing p50 %.2f ms, "
                    + "p95 %.2f ms%n", pct(with.thread, 50), pct(with.thread, 95), pct(without.thread, 50), pct(without.thread, 95), pct(stated.thread, 50),
                    pct(stated.thread, 95));
            System.out.printf("CPU per call, whole process (mean over the block): with a query %.2f ms; without %.2f ms; clashing %.2f ms%n",
                    with.processMean(), without.processMean(), stated.processMean());
            System.out.println("load average: " + Files.readString(Path.of("/proc/loadavg")).strip());
        }
    }

    private static GuardValidateRequest request(String content, String query) {
        return new GuardValidateRequest(content, query, Instant.now().minusSeconds(60).toString(), Map.of("user_id", "u"), List.of("user_id", "preference"),
                null, "countries", "bench", null);
    }

    /** Wall and calling-thread CPU per call, and the process's CPU over all calls. */
    private static final class Samples {
        final List<Double> wall = new ArrayList<>();
        final List<Double> thread = new ArrayList<>();
        private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        private long processNanos;

        void measure(Runnable call, com.sun.management.OperatingSystemMXBean os) {
            long p0 = os.getProcessCpuTime();
            long c0 = threads.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            call.run();
            long t1 = System.nanoTime();
            long c1 = threads.getCurrentThreadCpuTime();
            processNanos += os.getProcessCpuTime() - p0;
            wall.add((t1 - t0) / 1e6);
            thread.add((c1 - c0) / 1e6);
        }

        double processMean() {
            return wall.isEmpty() ? 0 : processNanos / 1e6 / wall.size();
        }
    }

    private static double pct(List<Double> values, int p) {
        double[] v = values.stream().mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(v);
        return v.length == 0 ? 0 : v[Math.min(v.length - 1, (int) Math.ceil(p / 100.0 * v.length) - 1)];
    }
}
