package dev.dossier.tools;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dossier.embedding.BgeSmallEmbedder;
import dev.dossier.embedding.Embedder;
import dev.dossier.embedding.EmbeddingHash;
import dev.dossier.relevance.EnglishTerms;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Offline lab for the tool search (like relevance/RankingLab for the reviewer): dumps, for a catalog and its queries,
 * the vectors of several views of each tool (its text as embedded now, a cleaned text, the lead sentence; with the real
 * and with opaque names) and of the queries, and the terms of each field, to target/tools-lab/NAME.json, for
 * bench/tools_lab.py to compare fusions without embedding again. Vectors are cached on disk by model and text
 * (target/tools-lab/vectors.bin). Arguments: {@code NAME CATALOG.jsonl QUERIES.tsv [HALF]} (only queries of that half).
 */
public final class ToolsLab {

    /** A sentence or parameter in this many tools or more is the catalog's boilerplate. */
    private static final int BOILERPLATE = 3;

    private ToolsLab() {
    }

    public static void main(String[] args) throws Exception {
        String name = args[0];
        var json = new ObjectMapper();
        var specs = new ArrayList<ToolSpec>();
        for (String line : Files.readAllLines(Path.of(args[1]))) {
            JsonNode t = json.readTree(line);
            Map<String, Object> schema = t.has("inputSchema") ? json.convertValue(t.get("inputSchema"), new TypeReference<>() {
            }) : Map.of("type", "object");
            specs.add(new ToolSpec(t.get("name").asText(), t.get("description").asText(), json.writeValueAsString(schema), ToolSpec.parameters(schema)));
        }
        var queries = new ArrayList<String[]>();
        for (String line : Files.readAllLines(Path.of(args[2]))) {
            if (!line.startsWith("#") && !line.isBlank()) {
                String[] f = line.split("\t");
                if (args.length < 4 || (f.length > 2 && f[2].equals(args[3]))) {
                    queries.add(f);
                }
            }
        }
        Path dir = Files.createDirectories(Path.of("target/tools-lab"));
        var cache = new DiskCache(new BgeSmallEmbedder(), dir.resolve("vectors.bin"));
        var seen = new HashMap<String, Integer>();
        for (var s : specs) {
            ToolText.sentences(ToolText.clean(s.description())).stream().map(ToolText::key).distinct().forEach(k -> seen.merge(k, 1, Integer::sum));
            s.parameters().stream().distinct().forEach(p -> seen.merge("param:" + p, 1, Integer::sum));
        }
        var tools = new ArrayList<Map<String, Object>>();
        var views = new LinkedHashMap<String, List<String>>();
        for (int i = 0; i < specs.size(); i++) {
            var s = specs.get(i);
            String op = String.format("op_%04d", i + 1);
            var opaque = new ToolSpec(op, s.description(), s.inputSchema(), s.parameters());
            String clean = ToolText.clean(s.description());
            String lead = ToolText.lead(clean);
            String params = String.join("; ", s.parameters());
            String paramNames = String.join(" ", s.parameters().stream().map(p -> p.replaceAll(" \\(.*", "")).toList());
            var distinct = ToolText.sentences(clean).stream().filter(x -> seen.getOrDefault(ToolText.key(x), 0) < BOILERPLATE).toList();
            String dparams = String.join("; ", s.parameters().stream()
                    .map(p -> seen.getOrDefault("param:" + p, 0) < BOILERPLATE ? p : p.replaceAll(" \\(.*", "")).toList());
            String dtext = String.join(" ", distinct) + (dparams.isEmpty() ? "" : " Parameters: " + dparams);
            String dlead = distinct.isEmpty() ? "" : distinct.get(0);
            views.computeIfAbsent("distinct", k -> new ArrayList<>()).add(ToolText.words(s.name()) + ": " + dtext);
            views.computeIfAbsent("distinct_opaque", k -> new ArrayList<>()).add(ToolText.words(op) + ": " + dtext);
            views.computeIfAbsent("dlead", k -> new ArrayList<>()).add(ToolText.words(s.name()) + ": " + dlead);
            views.computeIfAbsent("dlead_opaque", k -> new ArrayList<>()).add(ToolText.words(op) + ": " + dlead);
            views.computeIfAbsent("full", k -> new ArrayList<>()).add(s.text());
            views.computeIfAbsent("full_opaque", k -> new ArrayList<>()).add(opaque.text());
            views.computeIfAbsent("clean", k -> new ArrayList<>()).add(ToolText.words(s.name()) + ": " + clean + (params.isEmpty() ? "" : " Parameters: " + params));
            views.computeIfAbsent("clean_opaque", k -> new ArrayList<>()).add(ToolText.words(op) + ": " + clean + (params.isEmpty() ? "" : " Parameters: " + params));
            views.computeIfAbsent("lead", k -> new ArrayList<>()).add(ToolText.words(s.name()) + ": " + lead);
            views.computeIfAbsent("lead_opaque", k -> new ArrayList<>()).add(ToolText.words(op) + ": " + lead);
            views.computeIfAbsent("lead_only", k -> new ArrayList<>()).add(lead);
            var t = new LinkedHashMap<String, Object>();
            t.put("name", s.name());
            t.put("opaque", op);
            t.put("name_terms", EnglishTerms.of(ToolText.words(s.name())));
            t.put("desc_terms", EnglishTerms.of(clean));
            t.put("lead_terms", EnglishTerms.of(lead));
            t.put("param_terms", EnglishTerms.of(ToolText.words(paramNames)));
            t.put("param_desc_terms", EnglishTerms.of(params));
            t.put("distinct_terms", EnglishTerms.of(String.join(" ", distinct)));
            t.put("dlead_terms", EnglishTerms.of(dlead));
            t.put("full_terms", EnglishTerms.of(s.text()));
            t.put("full_opaque_terms", EnglishTerms.of(opaque.text()));
            tools.add(t);
        }
        var vectors = new LinkedHashMap<String, float[][]>();
        for (var e : views.entrySet()) {
            long t0 = System.nanoTime();
            vectors.put(e.getKey(), cache.embed(e.getValue()));
            System.out.printf("%s: %.0f s%n", e.getKey(), (System.nanoTime() - t0) / 1e9);
        }
        var qs = new ArrayList<Map<String, Object>>();
        var qtexts = queries.stream().map(q -> q[0]).toList();
        float[][] qv = cache.embed(qtexts);
        float[][] qi = cache.embed(qtexts.stream().map(q -> "Represent this sentence for searching relevant passages: " + q).toList());
        for (int i = 0; i < queries.size(); i++) {
            var q = new LinkedHashMap<String, Object>();
            q.put("text", queries.get(i)[0]);
            q.put("expected", List.of(queries.get(i)[1].split(",")).stream().map(String::strip).toList());
            q.put("terms", EnglishTerms.of(queries.get(i)[0]));
            q.put("vector", qv[i]);
            q.put("vector_instructed", qi[i]);
            qs.add(q);
        }
        for (int i = 0; i < tools.size(); i++) {
            for (var e : vectors.entrySet()) {
                tools.get(i).put("v_" + e.getKey(), e.getValue()[i]);
            }
        }
        json.writeValue(dir.resolve(name + ".json").toFile(), Map.of("tools", tools, "queries", qs));
        System.out.println("wrote " + dir.resolve(name + ".json") + ": " + tools.size() + " tools, " + qs.size() + " queries");
    }

    /** Vectors by model and text, appended to a file so that the next run embeds only new texts. */
    private static final class DiskCache {
        private final Embedder model;
        private final Path file;
        private final Map<String, float[]> known = new HashMap<>();

        DiskCache(Embedder model, Path file) throws Exception {
            this.model = model;
            this.file = file;
            if (Files.exists(file)) {
                try (var in = new DataInputStream(new java.io.BufferedInputStream(Files.newInputStream(file)))) {
                    while (true) {
                        String key;
                        try {
                            key = in.readUTF();
                        } catch (EOFException e) {
                            break;
                        }
                        var v = new float[in.readInt()];
                        for (int i = 0; i < v.length; i++) {
                            v[i] = in.readFloat();
                        }
                        known.put(key, v);
                    }
                }
            }
        }

        float[][] embed(List<String> texts) throws Exception {
            var out = new float[texts.size()][];
            var missing = new ArrayList<Integer>();
            for (int i = 0; i < texts.size(); i++) {
                out[i] = known.get(EmbeddingHash.of(model.modelId(), texts.get(i)));
                if (out[i] == null) {
                    missing.add(i);
                }
            }
            for (int from = 0; from < missing.size(); from += 64) {
                var part = missing.subList(from, Math.min(missing.size(), from + 64));
                float[][] fresh = model.embed(part.stream().map(texts::get).toList());
                try (var o = new DataOutputStream(new java.io.BufferedOutputStream(Files.newOutputStream(file, StandardOpenOption.CREATE,
                        StandardOpenOption.APPEND)))) {
                    for (int j = 0; j < part.size(); j++) {
                        int i = part.get(j);
                        out[i] = fresh[j];
                        String key = EmbeddingHash.of(model.modelId(), texts.get(i));
                        known.put(key, fresh[j]);
                        o.writeUTF(key);
                        o.writeInt(fresh[j].length);
                        for (float f : fresh[j]) {
                            o.writeFloat(f);
                        }
                    }
                }
            }
            return out;
        }
    }
}
