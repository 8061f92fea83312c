package dev.dossier.bench;

import dev.dossier.app.Dossier;
import dev.dossier.app.RuntimeSettings;
import dev.dossier.embedding.ProgressListener;
import dev.dossier.graph.GraphProbe;
import dev.dossier.graph.StorageSettings;
import dev.dossier.knowledge.KnowledgeRequest;
import dev.dossier.search.SearchHit;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Benchmark (not a test) on every man page of the Debian packages manpages + manpages-dev: ingestion time with
 * embeddings, chunk count, recall@5 of search on the labelled queries of bench/man-queries.tsv, and the latency of a
 * knowledge assembly at window 32,000 (median and p95). Run with bench/manpages.sh.
 */
public final class ManPagesBench {

    public static void main(String[] args) throws Exception {
        Path work = Files.createTempDirectory("dossier-man-bench-");
        Path tree = work.resolve("man");
        int files = 0;
        for (String pkg : List.of("manpages", "manpages-dev")) {
            for (String line : Files.readAllLines(Path.of("/var/lib/dpkg/info/" + pkg + ".list"))) {
                Path p = Path.of(line);
                if (!line.startsWith("/usr/share/man/man") || !(Files.isSymbolicLink(p) || Files.isRegularFile(p))) {
                    continue;
                }
                Path copy = tree.resolve(Path.of("/usr/share/man").relativize(p).toString());
                Files.createDirectories(copy.getParent());
                if (Files.isSymbolicLink(p)) {
                    Files.createSymbolicLink(copy, Files.readSymbolicLink(p));
                } else {
                    Files.copy(p, copy, LinkOption.NOFOLLOW_LINKS);
                }
                files++;
            }
        }
        try (Dossier dossier = Dossier.open(new RuntimeSettings(StorageSettings.embedded(work.resolve("data")), null, null))) {
            long t0 = System.nanoTime();
            var ingested = dossier.ingest(List.of(tree), ProgressListener.none());
            double seconds = (System.nanoTime() - t0) / 1e9;
            long docs = GraphProbe.count(dossier.graph(), "MATCH (d:Document:ManPage) RETURN count(d)");
            long chunks = GraphProbe.count(dossier.graph(), "MATCH (c:Chunk) RETURN count(c)");
            System.out.printf("files %d, documents %d, chunks %d, rejected %d; ingestion with embeddings %.1f s (embedding %.1f s, %d embedded, %.1f chunks/s)%n",
                    files, docs, chunks, ingested.report().rejected().size(), seconds, ingested.embeddings().millis() / 1000.0,
                    ingested.embeddings().embedded(), ingested.embeddings().embeddedPerSecond());

            var queries = new ArrayList<String[]>();
            for (String line : Files.readAllLines(Path.of("bench/man-queries.tsv"))) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    queries.add(line.split("\t"));
                }
            }
            int found = 0;
            for (String[] q : queries) {
                List<String> top = dossier.search().search(q[0], 5, "man").stream().map(SearchHit::id).toList();
                boolean hit = top.contains(q[1]);
                found += hit ? 1 : 0;
                System.out.printf("  %s %-60s -> %s%n", hit ? "ok  " : "MISS", q[0], top);
            }
            System.out.printf("recall@5 = %d/%d = %.3f%n", found, queries.size(), (double) found / queries.size());

            for (int i = 0; i < 5; i++) {
                dossier.assembleKnowledge(new KnowledgeRequest(queries.get(i)[0], List.of(), "gpt-4o", 32000, null, null));
            }
            // pass 1: each query's documents are summarized (where a level below full is needed) and the summaries
            // stored in the graph; pass 2: the same queries read them back
            for (String pass : List.of("first pass, summaries made and stored", "second pass, summaries read from the graph")) {
                var times = new ArrayList<Double>();
                int over = 0;
                for (String[] q : queries) {
                    long s = System.nanoTime();
                    var c = dossier.assembleKnowledge(new KnowledgeRequest(q[0], List.of(), "gpt-4o", 32000, null, null));
                    times.add((System.nanoTime() - s) / 1e6);
                    over += c.tokens() > c.budget().available() ? 1 : 0;
                }
                double[] sorted = times.stream().mapToDouble(Double::doubleValue).sorted().toArray();
                System.out.printf("knowledge assembly at 32,000, %s (%d queries after 5 warm-up): median %.0f ms, p95 %.0f ms, over budget %d%n", pass,
                        sorted.length, sorted[sorted.length / 2], sorted[(int) Math.ceil(0.95 * sorted.length) - 1], over);
                System.out.println("latencies ms: " + Arrays.toString(Arrays.stream(sorted).map(Math::round).toArray()));
            }
        }
    }
}
