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
 * directory (default ../shared/data/facts-countries), --verbose to print every miss, --graph to time the whole guard of an
 * opened Dossier too (embedded Neo4j).
 */
public final class FactsBench {

    /** The tokenizer of gpt-4o's predecessor family (cl100k_base), to make paragraphs of 1,000 tokens. */
    private static final com.knuddels.jtokkit.api.Encoding TOKENS = com.knuddels.jtokkit.Encodings.newDefaultEncodingRegistry()
            .getEncoding(com.knuddels.jtokkit.api.EncodingType.CL100K_BASE);

    public static void main(String[] args) throws Exception {
        Path data = Path.of(args.length > 0 && !args[0].startsWith("--") ? args[0] : "../shared/data/facts-countries");
        boolean verbose = Arrays.asList(args).contains("--verbose");
        // -Dguard.config=DIR: a guard.yaml of its own (e.g. with parser: none)
        var policy = GuardPolicy.load(System.getProperty("guard.config") == null ? null : Path.of(System.getProperty("guard.config")));
        var kb = FactFiles.read(data, "countries", Path.of("examples/facts-countries/relations.yaml"));
        var index = new KbIndex(kb);
        var reader = new ClaimReader(policy, policy.parses() ? Nlp4jParser.shared() : SentenceParser.NONE);
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

        // held-out: the first set, written before the checker existed, and the sets written blind after it (by someone who
        // read neither the checker nor the relation definitions), each tuned on after its first run
        var prose = new ArrayList<String>(); // the held-out paragraphs, for the prose latency below
        for (Path file : heldOutSets()) {
            if (!Files.exists(file)) {
                continue;
            }
            var held = new TreeMap<String, int[]>();
            var paragraphs = new TreeMap<String, int[]>();
            for (String line : Files.readAllLines(file)) {
                if (line.startsWith("#") || line.isBlank()) {
                    continue;
                }
                String[] f = line.split("\t");
                var result = Guard.judge(policy, "countries", reader.read(index, f[5]));
                tally(f[0].startsWith("p") || f[0].startsWith("q") ? paragraphs : held, f[1], f[2], result, verbose, f[5]);
                if (f[0].startsWith("p") || f[0].startsWith("q")) {
                    prose.add(f[5]);
                }
            }
            report("held-out single claims (" + file + ")", held);
            report("held-out paragraphs of " + file + " (label false = holds a false claim)", paragraphs);
        }

        // latency: warm, single claims and ~1,000-token paragraphs
        for (int i = 0; i < 20_000; i++) {
            Guard.judge(policy, "countries", reader.read(index, texts.get(i % texts.size())));
        }
        long[] single = times(texts, text -> Guard.judge(policy, "countries", reader.read(index, text)));
        var paragraphTexts = appended(texts, 53, 7);
        long[] para = times(paragraphTexts, text -> Guard.judge(policy, "countries", reader.read(index, text)));
        // prose: the held-out paragraphs (travel notes, chat, reports: more names, pronouns and verbs per sentence, so more
        // sentences parsed) appended until 1,000 tokens
        long[] proseTimes = prose.isEmpty() ? new long[0] : times(appended(prose, 31, 11), text -> Guard.judge(policy, "countries", reader.read(index, text)));
        if (Arrays.asList(args).contains("--graph")) {
            graphLatency(data, texts, paragraphTexts);
        }
        System.out.printf("latency, warm, one thread: single claim p50 %.3f ms, p95 %.3f ms (%d checks); paragraph of 1,000 cl100k tokens "
                        + "(whole claims appended until 1,000 tokens) p50 %.3f ms, p95 %.3f ms (%d checks)%n",
                pct(single, 50), pct(single, 95), single.length, pct(para, 50), pct(para, 95), para.length);
        if (proseTimes.length > 0) {
            System.out.printf("latency, warm, one thread: prose paragraph of 1,000 cl100k tokens (held-out paragraphs appended until 1,000 "
                    + "tokens) p50 %.3f ms, p95 %.3f ms (%d checks)%n", pct(proseTimes, 50), pct(proseTimes, 95), proseTimes.length);
        }
    }

    /** bench/facts-heldout.tsv, then bench/facts-heldout-N.tsv in the order of N: every set there, so a new one is read. */
    private static List<Path> heldOutSets() throws java.io.IOException {
        try (var files = Files.list(Path.of("bench"))) {
            return files.filter(f -> f.getFileName().toString().matches("facts-heldout(-\\d+)?\\.tsv"))
                    .sorted(java.util.Comparator.comparingInt(f -> {
                        String n = f.getFileName().toString().replaceAll("\\D", "");
                        return n.isEmpty() ? 1 : Integer.parseInt(n);
                    }))
                    .toList();
        }
    }

    /** 200 texts of 1,000 cl100k tokens, each {@code texts} appended in an order set by the two strides. */
    private static List<String> appended(List<String> texts, int byText, int byItem) {
        var out = new ArrayList<String>();
        for (int p = 0; p < 200; p++) {
            var b = new StringBuilder();
            for (int i = 0; TOKENS.countTokens(b.toString()) < 1_000; i++) {
                b.append(texts.get((p * byText + i * byItem) % texts.size())).append(' ');
            }
            out.add(b.toString());
        }
        return out;
    }

    /** How long {@code check} took on each text, in nanoseconds. */
    private static long[] times(List<String> texts, java.util.function.Consumer<String> check) {
        long[] out = new long[texts.size()];
        for (int i = 0; i < out.length; i++) {
            long t0 = System.nanoTime();
            check.accept(texts.get(i));
            out[i] = System.nanoTime() - t0;
        }
        return out;
    }

    /**
     * The same checks through the whole guard of an opened Dossier (embedded Neo4j, KB loaded with the facts service):
     * the cached index, the decision, and the quarantine write for every quarantined text.
     */
    private static void graphLatency(Path data, List<String> texts, List<String> paragraphs) throws Exception {
        Path dir = Files.createTempDirectory("dossier-facts-bench-");
        try (var dossier = dev.dossier.app.Dossier.open(new dev.dossier.app.RuntimeSettings(dev.dossier.graph.StorageSettings.embedded(dir), null, null))) {
            long t0 = System.nanoTime();
            var loaded = dossier.facts().load(data, "countries", Path.of("examples/facts-countries/relations.yaml"));
            System.out.printf("graph: load of %d facts in one transaction %.0f ms; ", loaded.facts(), (System.nanoTime() - t0) / 1e6);
            var guard = dossier.guard();
            t0 = System.nanoTime();
            guard.check("bench", "bench", "countries", texts.get(0));
            System.out.printf("first check (reads the KB, builds the index) %.0f ms%n", (System.nanoTime() - t0) / 1e6);
            for (int i = 0; i < 5_000; i++) {
                guard.check("bench", "bench", "countries", texts.get(i % texts.size()));
            }
            long[] single = new long[texts.size()];
            for (int i = 0; i < texts.size(); i++) {
                long s = System.nanoTime();
                guard.check("bench", "bench", "countries", texts.get(i));
                single[i] = System.nanoTime() - s;
            }
            long[] para = new long[paragraphs.size()];
            for (int i = 0; i < para.length; i++) {
                long s = System.nanoTime();
                guard.check("bench", "bench", "countries", paragraphs.get(i));
                para[i] = System.nanoTime() - s;
            }
            System.out.printf("graph: Guard.check (cached index; quarantined texts written to the graph) single claim p50 %.3f ms, p95 %.3f ms; "
                    + "1,000-token paragraph p50 %.3f ms, p95 %.3f ms%n", pct(single, 50), pct(single, 95), pct(para, 50), pct(para, 95));
        }
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
