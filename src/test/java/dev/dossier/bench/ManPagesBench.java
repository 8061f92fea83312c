package dev.dossier.bench;

import dev.dossier.app.Dossier;
import dev.dossier.app.RuntimeSettings;
import dev.dossier.config.ConfigFiles;
import dev.dossier.embedding.ProgressListener;
import dev.dossier.graph.GraphProbe;
import dev.dossier.graph.StorageSettings;
import dev.dossier.knowledge.KnowledgeRequest;
import dev.dossier.relevance.HybridScorer;
import dev.dossier.search.DocumentSearch;
import dev.dossier.search.RankedHit;
import dev.dossier.search.SearchHit;
import dev.dossier.search.SearchIndex;
import dev.dossier.search.SearchPolicy;
import dev.dossier.search.WeightedTerm;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * Benchmark (not a test) on every man page of the Debian packages manpages + manpages-dev: ingestion time with
 * embeddings, chunk count, recall@1 and recall@5 of search on the project's own labelled queries
 * (bench/man-queries.tsv, the regression check and the only set tuned on) and on held-out questions worded by
 * others (bench/man-queries-heldout.tsv, never tuned on), each beside a BM25-only baseline (Neo4j's full-text index
 * on chunk content, best chunk per page); search latency; the latency of a knowledge assembly at window 32,000. Run with bench/manpages.sh.
 *
 * <p>{@code --work DIR} keeps the copied pages and the graph between runs (a second run embeds nothing).
 * {@code --variants DIR} also ranks the own queries with every {@code *.yaml} search policy in DIR (tuning; the
 * held-out set is only ever scored with the fixed configurations); {@code --tune DIR} does only that, and prints nothing
 * about the held-out set.
 */
public final class ManPagesBench {

    record Query(String text, List<String> expected) {
    }

    public static void main(String[] args) throws Exception {
        Path work = null;
        Path variants = null;
        Path tune = null;
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--work" -> work = Files.createDirectories(Path.of(args[i + 1]));
                case "--variants" -> variants = Path.of(args[i + 1]);
                case "--tune" -> tune = Path.of(args[i + 1]);
                default -> throw new IllegalArgumentException("unknown option " + args[i] + " (--work DIR, --variants DIR)");
            }
        }
        if (work == null) {
            work = Files.createTempDirectory("dossier-man-bench-");
        }
        Path tree = work.resolve("man");
        int files = copyPages(tree);
        System.out.println("load average " + Files.readString(Path.of("/proc/loadavg")).strip());
        try (Dossier dossier = Dossier.open(new RuntimeSettings(StorageSettings.embedded(work.resolve("data")), null, null))) {
            long t0 = System.nanoTime();
            var ingested = dossier.ingest(List.of(tree), ProgressListener.none());
            double seconds = (System.nanoTime() - t0) / 1e9;
            long docs = GraphProbe.count(dossier.graph(), "MATCH (d:Document:ManPage) RETURN count(d)");
            long chunks = GraphProbe.count(dossier.graph(), "MATCH (c:Chunk) RETURN count(c)");
            System.out.printf("files %d, documents %d, chunks %d, rejected %d; ingestion with embeddings %.1f s (embedding %.1f s, %d embedded, %.1f chunks/s)%n",
                    files, docs, chunks, ingested.report().rejected().size(), seconds, ingested.embeddings().millis() / 1000.0,
                    ingested.embeddings().embedded(), ingested.embeddings().embeddedPerSecond());
            System.out.printf("documents with a purpose vector (title and summary): %d%n",
                    GraphProbe.count(dossier.graph(), "MATCH (d:Document) WHERE d.purpose_embedding IS NOT NULL RETURN count(d)"));

            var own = queries(Path.of("bench/man-queries.tsv"));
            var heldOut = queries(Path.of("bench/man-queries-heldout.tsv"));
            var index = dossier.container().getBean(SearchIndex.class);
            var scorer = dossier.container().getBean(HybridScorer.class);
            Function<String, List<String>> bm25 = q -> bm25(index, q);
            Function<String, List<String>> chosenRun = q -> ids(dossier.search().search(q, 5, "man"));

            if (tune != null) {
                variants = tune;
            } else {
                System.out.println();
                System.out.println("| set | queries | BM25 only r@1 / r@5 | chosen (search.yaml) r@1 / r@5 |");
                System.out.println("|---|---|---|---|");
                for (var set : List.of(new Object[] {"own (tuned on)", own}, new Object[] {"held-out", heldOut})) {
                    @SuppressWarnings("unchecked")
                    var qs = (List<Query>) set[1];
                    System.out.printf("| %s | %d | %s | %s |%n", set[0], qs.size(), recall(qs, bm25, false), recall(qs, chosenRun, false));
                }
                System.out.println();
                System.out.println("chosen, own queries:");
                recall(own, chosenRun, true);
                System.out.println("chosen, held-out questions:");
                recall(heldOut, chosenRun, true);
            }
            if (variants != null) {
                System.out.println();
                System.out.println("variants on the own queries only:");
                var searches = new java.util.LinkedHashMap<String, DocumentSearch>();
                try (var stream = Files.list(variants)) {
                    for (Path p : stream.filter(f -> f.toString().endsWith(".yaml")).sorted().toList()) {
                        Path dir = Files.createTempDirectory("search-variant-");
                        Files.copy(p, dir.resolve("search.yaml"));
                        var search = new DocumentSearch(index, scorer, ConfigFiles.read(dir, "search.yaml", SearchPolicy.class));
                        searches.put(p.getFileName().toString(), search);
                        System.out.printf("  %-40s %s, MRR@10 %.3f%n", p.getFileName(), recall(own, q -> ids(search.search(q, 5, "man")), false),
                                mrr(own, q -> ids(search.search(q, 10, "man"))));
                    }
                }
                // latency of the variants on the same queries, interleaved (each query runs every variant in turn, 3 rounds),
                // so that the load of the shared machine falls on all of them alike
                var times = new java.util.LinkedHashMap<String, List<Double>>();
                searches.keySet().forEach(n -> times.put(n, new ArrayList<>()));
                for (int round = 0; round < 3; round++) {
                    for (Query q : own) {
                        searches.forEach((n, search) -> {
                            long s = System.nanoTime();
                            search.search(q.text(), 5, "man");
                            times.get(n).add((System.nanoTime() - s) / 1e6);
                        });
                    }
                }
                System.out.println("  search latency (k 5, type man, own queries x 3, interleaved), load average "
                        + Files.readString(Path.of("/proc/loadavg")).strip());
                times.forEach((n, t) -> {
                    double[] sorted = t.stream().mapToDouble(Double::doubleValue).sorted().toArray();
                    System.out.printf("  %-40s p50 %.1f ms, p95 %.1f ms%n", n, sorted[sorted.length / 2], sorted[(int) Math.ceil(0.95 * sorted.length) - 1]);
                });
            }

            if (tune != null) {
                return;
            }
            var all = new ArrayList<Query>(own);
            all.addAll(heldOut);
            all.forEach(q -> dossier.search().search(q.text(), 5, "man"));
            var times = new ArrayList<Double>();
            for (Query q : all) {
                long s = System.nanoTime();
                dossier.search().search(q.text(), 5, "man");
                times.add((System.nanoTime() - s) / 1e6);
            }
            double[] sorted = times.stream().mapToDouble(Double::doubleValue).sorted().toArray();
            System.out.printf("%nsearch (k 5, type man, %d queries after one warm-up pass): p50 %.1f ms, p95 %.1f ms, max %.1f ms%n", sorted.length,
                    sorted[sorted.length / 2], sorted[(int) Math.ceil(0.95 * sorted.length) - 1], sorted[sorted.length - 1]);

            for (int i = 0; i < 5; i++) {
                dossier.assembleKnowledge(new KnowledgeRequest(own.get(i).text(), List.of(), "gpt-4o", 32000, null, null));
            }
            // pass 1: each query's documents are summarized (where a level below full is needed) and the summaries
            // stored in the graph; pass 2: the same queries read them back
            for (String pass : List.of("first pass, summaries made and stored", "second pass, summaries read from the graph")) {
                var ktimes = new ArrayList<Double>();
                int over = 0;
                for (Query q : own) {
                    long s = System.nanoTime();
                    var c = dossier.assembleKnowledge(new KnowledgeRequest(q.text(), List.of(), "gpt-4o", 32000, null, null));
                    ktimes.add((System.nanoTime() - s) / 1e6);
                    over += c.tokens() > c.budget().available() ? 1 : 0;
                }
                double[] ks = ktimes.stream().mapToDouble(Double::doubleValue).sorted().toArray();
                System.out.printf("knowledge assembly at 32,000, %s (%d queries after 5 warm-up): median %.0f ms, p95 %.0f ms, over budget %d%n", pass,
                        ks.length, ks[ks.length / 2], ks[(int) Math.ceil(0.95 * ks.length) - 1], over);
                System.out.println("latencies ms: " + Arrays.toString(Arrays.stream(ks).map(Math::round).toArray()));
            }
            System.out.println("load average " + Files.readString(Path.of("/proc/loadavg")).strip());
        }
    }

    /** Copies the packages' pages (and their symlinks) under {@code tree}, keeping what an earlier run copied. */
    private static int copyPages(Path tree) throws Exception {
        int files = 0;
        for (String pkg : List.of("manpages", "manpages-dev")) {
            for (String line : Files.readAllLines(Path.of("/var/lib/dpkg/info/" + pkg + ".list"))) {
                Path p = Path.of(line);
                if (!line.startsWith("/usr/share/man/man") || !(Files.isSymbolicLink(p) || Files.isRegularFile(p))) {
                    continue;
                }
                Path copy = tree.resolve(Path.of("/usr/share/man").relativize(p).toString());
                files++;
                if (Files.exists(copy, LinkOption.NOFOLLOW_LINKS)) {
                    continue;
                }
                Files.createDirectories(copy.getParent());
                if (Files.isSymbolicLink(p)) {
                    Files.createSymbolicLink(copy, Files.readSymbolicLink(p));
                } else {
                    Files.copy(p, copy, LinkOption.NOFOLLOW_LINKS);
                }
            }
        }
        return files;
    }

    private static List<Query> queries(Path file) throws Exception {
        var out = new ArrayList<Query>();
        for (String line : Files.readAllLines(file)) {
            if (!line.isBlank() && !line.startsWith("#")) {
                String[] parts = line.split("\t");
                out.add(new Query(parts[0], List.of(parts[1].split("\\|"))));
            }
        }
        return out;
    }

    /** BM25 alone: the full-text index on chunk content, the raw query words, each page at its best chunk. */
    private static List<String> bm25(SearchIndex index, String query) {
        var words = new LinkedHashSet<String>();
        for (String w : query.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}_]+")) {
            if (!w.isBlank()) {
                words.add(w);
            }
        }
        var terms = words.stream().map(w -> new WeightedTerm(w, 1)).toList();
        var ids = new LinkedHashSet<String>();
        for (RankedHit h : index.chunkText(terms, new SearchPolicy.FieldBoosts(0, 0, 0, 0, 0, 1), 100, "man")) {
            ids.add(h.documentId());
        }
        return ids.stream().limit(5).toList();
    }

    private static List<String> ids(List<SearchHit> hits) {
        return hits.stream().map(SearchHit::id).toList();
    }

    /** Mean reciprocal rank of the first acceptable page in the top 10 (0 when none): a finer tuning signal than recall. */
    private static double mrr(List<Query> queries, Function<String, List<String>> rank) {
        double sum = 0;
        for (Query q : queries) {
            List<String> top = rank.apply(q.text());
            for (int i = 0; i < top.size(); i++) {
                if (q.expected().contains(top.get(i))) {
                    sum += 1.0 / (i + 1);
                    break;
                }
            }
        }
        return sum / queries.size();
    }

    /** "r@1 / r@5" of a ranking on the queries; with {@code print}, one line per query as well. */
    private static String recall(List<Query> queries, Function<String, List<String>> rank, boolean print) {
        int at1 = 0;
        int at5 = 0;
        for (Query q : queries) {
            List<String> top = rank.apply(q.text());
            boolean first = !top.isEmpty() && q.expected().contains(top.get(0));
            boolean five = top.stream().limit(5).anyMatch(q.expected()::contains);
            at1 += first ? 1 : 0;
            at5 += five ? 1 : 0;
            if (print) {
                System.out.printf("  %s %-70s -> %s%n", five ? (first ? "ok@1" : "ok@5") : "MISS", q.text(), top);
            }
        }
        return String.format(Locale.ROOT, "%.3f / %.3f", (double) at1 / queries.size(), (double) at5 / queries.size());
    }
}
