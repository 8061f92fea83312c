package dev.dossier.guard;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dossier.facts.FactFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * bench/facts.sh: the claim guard over facts-countries, without the graph (the index the guard builds from the stored
 * KB is the same one built here from the files): precision on the 2,000-claim sample and on the held-out claims of
 * bench/facts-heldout.tsv, then warm latency per single claim and per 1,000-token paragraph. Arguments: the data
 * directory (default ../shared/data/facts-countries), --verbose to print every miss.
 */
public final class FactsBench {

    public static void main(String[] args) throws Exception {
        Path data = Path.of(args.length > 0 && !args[0].startsWith("--") ? args[0] : "../shared/data/facts-countries");
        boolean verbose = Arrays.asList(args).contains("--verbose");
        var policy = GuardPolicy.load(null);
        var kb = FactFiles.read(data, "countries", Path.of("examples/facts-countries/relations.yaml"));
        var index = new KbIndex(kb);
        var reader = new ClaimReader(policy);
        var json = new ObjectMapper();
        System.out.println("knowledge base: " + kb.entities().size() + " entities, " + kb.facts().size() + " triples");

        // the sample
        var counts = new TreeMap<String, int[]>();
        var texts = new ArrayList<String>();
        for (String line : Files.readAllLines(data.resolve("claims_sample.jsonl"))) {
            JsonNode c = json.readTree(line);
            String text = c.get("claim").asText();
            texts.add(text);
            var result = Guard.judge(policy, "countries", reader.read(index, text));
            tally(counts, c.get("label").asText(), c.get("template").asText(), result, verbose, text);
        }
        report("sample (claims_sample.jsonl, 2,000)", counts);

        // held-out
        var held = new TreeMap<String, int[]>();
        var paragraphs = new TreeMap<String, int[]>();
        for (String line : Files.readAllLines(Path.of("bench/facts-heldout.tsv"))) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            String[] f = line.split("\t");
            var result = Guard.judge(policy, "countries", reader.read(index, f[5]));
            tally(f[0].startsWith("p") ? paragraphs : held, f[1], f[2], result, verbose, f[5]);
        }
        report("held-out single claims (bench/facts-heldout.tsv)", held);
        report("held-out paragraphs (label false = holds a false claim)", paragraphs);

        // latency: warm, single claims and ~1,000-token paragraphs
        for (int i = 0; i < 20_000; i++) {
            Guard.judge(policy, "countries", reader.read(index, texts.get(i % texts.size())));
        }
        long[] single = new long[texts.size()];
        for (int i = 0; i < texts.size(); i++) {
            long t0 = System.nanoTime();
            Guard.judge(policy, "countries", reader.read(index, texts.get(i)));
            single[i] = System.nanoTime() - t0;
        }
        var paragraphTexts = new ArrayList<String>();
        for (int p = 0; p < 200; p++) {
            var b = new StringBuilder();
            for (int i = 0; b.length() < 4_500; i++) {
                b.append(texts.get((p * 53 + i * 7) % texts.size())).append(' ');
            }
            paragraphTexts.add(b.toString());
        }
        long[] para = new long[paragraphTexts.size()];
        for (int i = 0; i < para.length; i++) {
            long t0 = System.nanoTime();
            Guard.judge(policy, "countries", reader.read(index, paragraphTexts.get(i)));
            para[i] = System.nanoTime() - t0;
        }
        System.out.printf("latency, warm, one thread: single claim p50 %.3f ms, p95 %.3f ms (%d checks); paragraph of ~1,000 tokens "
                        + "(4,500 characters, about 1 token per 4.5 characters) p50 %.3f ms, p95 %.3f ms (%d checks)%n",
                pct(single, 50), pct(single, 95), single.length, pct(para, 50), pct(para, 95), para.length);
    }

    /** counts per label: [n, accepted, blocked, quarantined, supported-verdict-seen] */
    private static void tally(Map<String, int[]> counts, String label, String group, CheckResult r, boolean verbose, String text) {
        for (String key : List.of(label, label + " " + group.replaceAll("/\\d$", ""))) {
            int[] c = counts.computeIfAbsent(key, k -> new int[5]);
            c[0]++;
            c[1 + r.decision().ordinal()]++;
            if (r.claims().stream().anyMatch(x -> x.verdict() == Verdict.SUPPORTED)) {
                c[4]++;
            }
        }
        boolean miss = label.equals("false") ? r.decision() == Decision.ACCEPT : label.equals("true") ? r.decision() != Decision.ACCEPT
                : r.claims().stream().anyMatch(x -> x.verdict() == Verdict.SUPPORTED);
        if (verbose && miss) {
            System.out.println("MISS " + label + " " + r.decision().label() + ": " + text + "  " + r.claims().stream()
                    .map(x -> (x.negated() ? "!" : "") + x.subject() + "/" + x.relation() + "/" + x.object() + "=" + x.verdict().label() + ":" + x.confidence()).toList());
        }
    }

    private static void report(String title, Map<String, int[]> counts) {
        System.out.println("== " + title);
        counts.forEach((k, c) -> System.out.printf("  %-32s n=%4d  accept %5.1f%%  block %5.1f%%  quarantine %5.1f%%  block+quarantine %5.1f%%  "
                + "with a supported verdict %d%n", k, c[0], 100.0 * c[1] / c[0], 100.0 * c[2] / c[0], 100.0 * c[3] / c[0], 100.0 * (c[2] + c[3]) / c[0], c[4]));
    }

    private static double pct(long[] nanos, int p) {
        long[] s = nanos.clone();
        Arrays.sort(s);
        return s[Math.min(s.length - 1, (int) Math.ceil(p / 100.0 * s.length) - 1)] / 1e6;
    }
}
