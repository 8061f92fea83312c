package dev.dossier.relevance;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dossier.app.Dossier;
import dev.dossier.app.RuntimeSettings;
import dev.dossier.embedding.BgeSmallEmbedder;
import dev.dossier.embedding.Embedder;
import dev.dossier.graph.StorageSettings;
import dev.dossier.source.Sop;
import dev.dossier.source.SopChunk;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Research tool, not a test: dumps, for the stylelint data set, the analysed terms of every SOP chunk and of
 * every task, and the cosines of each task (whole file, and each 20-line segment) against each chunk, so that
 * fusion methods for the reviewer's within-tier ranking can be compared offline (see ADR 0003).
 * Run: {@code java -cp ... dev.dossier.relevance.RankingLab [DATA] [OUT]}.
 */
public final class RankingLab {

    private RankingLab() {
    }

    public static void main(String[] args) throws Exception {
        Path data = Path.of(args.length > 0 ? args[0] : "../shared/data/sop-stylelint");
        Path out = Path.of(args.length > 1 ? args[1] : "target/bench/ranking-lab.json");
        Path tmp = Files.createTempDirectory("dossier-lab-");
        var bm25 = new Bm25Scorer();
        Embedder embedder = new BgeSmallEmbedder();
        var result = new LinkedHashMap<String, Object>();
        try (Dossier dossier = Dossier.open(new RuntimeSettings(StorageSettings.embedded(tmp.resolve("graph")), null, null), bm25)) {
            dossier.sync().sync(List.of(data.resolve("sops").toAbsolutePath().normalize()));
            var sops = dossier.documents().sops();
            var titles = new LinkedHashMap<String, String>();
            var severity = new LinkedHashMap<String, String>();
            for (Sop s : sops) {
                titles.put(s.id(), s.title());
                severity.put(s.id(), s.severity().label());
            }
            List<SopChunk> chunks = dossier.documents().chunks(titles.keySet());
            List<String> texts = chunks.stream().map(c -> titles.get(c.sopId()) + "\n" + c.section() + "\n" + c.content()).toList();
            long t0 = System.nanoTime();
            float[][] cv = embedder.embed(texts);
            System.err.printf("embedded %d chunks in %.1f s%n", texts.size(), (System.nanoTime() - t0) / 1e9);
            var chunkRows = new ArrayList<Map<String, Object>>();
            for (int i = 0; i < chunks.size(); i++) {
                var row = new LinkedHashMap<String, Object>();
                row.put("sop", chunks.get(i).sopId());
                row.put("sev", severity.get(chunks.get(i).sopId()));
                row.put("idx", chunks.get(i).index());
                row.put("chars", texts.get(i).length());
                row.put("terms", EnglishTerms.of(texts.get(i)));
                chunkRows.add(row);
            }
            result.put("chunks", chunkRows);
            var taskRows = new ArrayList<Map<String, Object>>();
            var mapper = new ObjectMapper();
            for (String line : Files.readAllLines(data.resolve("tasks.jsonl"))) {
                if (line.isBlank()) {
                    continue;
                }
                JsonNode t = mapper.readTree(line);
                String file = t.get("file").asText();
                String content = Files.readString(data.resolve(file));
                String query = "Review this stylesheet\n" + file + "\n" + content + "\n";
                var segments = new ArrayList<String>();
                String[] lines = content.split("\n", -1);
                for (int s = 0; s < lines.length && segments.size() < 40; s += 20) {
                    segments.add(String.join("\n", java.util.Arrays.copyOfRange(lines, s, Math.min(lines.length, s + 20))));
                }
                var all = new ArrayList<String>();
                all.add(query);
                all.add("Review this stylesheet\n" + file + "\n");
                all.addAll(segments);
                float[][] qv = embedder.embed(all);
                var whole = new ArrayList<Double>();
                var task = new ArrayList<Double>();
                var segMax = new ArrayList<Double>();
                var segMean = new ArrayList<Double>();
                for (float[] c : cv) {
                    whole.add(round(Embedder.cosine(qv[0], c)));
                    task.add(round(Embedder.cosine(qv[1], c)));
                    double max = -1;
                    double sum = 0;
                    for (int s = 2; s < qv.length; s++) {
                        double cos = Embedder.cosine(qv[s], c);
                        max = Math.max(max, cos);
                        sum += cos;
                    }
                    segMax.add(round(max));
                    segMean.add(round(qv.length > 2 ? sum / (qv.length - 2) : 0));
                }
                var row = new LinkedHashMap<String, Object>();
                row.put("id", t.get("task_id").asText());
                var violated = new ArrayList<String>();
                t.get("violated_rules").forEach(r -> violated.add(r.asText()));
                row.put("violated", violated);
                row.put("terms", EnglishTerms.of(query));
                row.put("cos_whole", whole);
                row.put("cos_task", task);
                row.put("cos_segmax", segMax);
                row.put("cos_segmean", segMean);
                taskRows.add(row);
                System.err.printf("%s %d segments%n", row.get("id"), segments.size());
            }
            result.put("tasks", taskRows);
        }
        Files.createDirectories(out.toAbsolutePath().getParent());
        new ObjectMapper().writeValue(out.toFile(), result);
        System.err.println("written " + out);
    }

    private static double round(double v) {
        return Math.round(v * 10000) / 10000.0;
    }
}
