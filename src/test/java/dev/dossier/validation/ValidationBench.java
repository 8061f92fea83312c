package dev.dossier.validation;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dossier.app.Dossier;
import dev.dossier.app.LocalApi;
import dev.dossier.app.RuntimeSettings;
import dev.dossier.contract.GuardValidateRequest;
import dev.dossier.contract.StatementRequest;
import dev.dossier.graph.StorageSettings;
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
 * required fields, the KB and the project; half also carry one of 10 queries (relevance embeds the content). One
 * thread, after a warm-up. Not part of {@code mvn verify}.
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
            int n = Math.min(1_500, claims.size() - warm);
            var with = new ArrayList<Double>();
            var without = new ArrayList<Double>();
            for (int i = 0; i < warm + n; i++) {
                String q = i % 2 == 0 ? queries[i % queries.length] : null;
                var request = new GuardValidateRequest(claims.get(i), q, Instant.now().minusSeconds(60).toString(), Map.of("user_id", "u"),
                        List.of("user_id", "preference"), null, "countries", "bench", null);
                long t0 = System.nanoTime();
                api.validateContent(request);
                double ms = (System.nanoTime() - t0) / 1e6;
                if (i >= warm) {
                    (q == null ? without : with).add(ms);
                }
            }
            System.out.printf("validate, warm, one thread, new content each time: with a query p50 %.2f ms, p95 %.2f ms (%d); without p50 %.2f ms, "
                    + "p95 %.2f ms (%d); all p95 %.2f ms%n", pct(with, 50), pct(with, 95), with.size(), pct(without, 50), pct(without, 95),
                    without.size(), pct(concat(with, without), 95));
            System.out.println("load average: " + Files.readString(Path.of("/proc/loadavg")).strip());
        }
    }

    private static List<Double> concat(List<Double> a, List<Double> b) {
        var out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    private static double pct(List<Double> values, int p) {
        double[] v = values.stream().mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(v);
        return v.length == 0 ? 0 : v[Math.min(v.length - 1, (int) Math.ceil(p / 100.0 * v.length) - 1)];
    }
}
