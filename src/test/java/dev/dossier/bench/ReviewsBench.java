package dev.dossier.bench;

import dev.dossier.app.Dossier;
import dev.dossier.app.RuntimeSettings;
import dev.dossier.graph.StorageSettings;
import dev.dossier.review.PatternNote;
import dev.dossier.review.ReviewSubmission;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * How long recording a review takes as its pattern count grows, on an embedded graph holding the stylelint SOPs
 * ({@code bash bench/reviews.sh [--data DIR] [--sizes 100,1000,4000] [--runs 3]}). Pattern names are the stylelint rule
 * ids reworded, so near-duplicate matching has real vocabulary to work on. Each run records, into a fresh project, a
 * review whose every pattern creates a convention, then a reworded one whose every pattern reinforces one, then that same
 * review again (a replay). The median of the runs is printed, with the minimum and maximum.
 */
public final class ReviewsBench {

    private ReviewsBench() {
    }

    public static void main(String[] args) throws Exception {
        Path data = Path.of("../shared/data/sop-stylelint");
        int[] sizes = {100, 1_000, 4_000};
        int runs = 3;
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--data" -> data = Path.of(args[i + 1]);
                case "--sizes" -> sizes = Arrays.stream(args[i + 1].split(",")).mapToInt(s -> Integer.parseInt(s.strip())).toArray();
                case "--runs" -> runs = Integer.parseInt(args[i + 1]);
                default -> throw new IllegalArgumentException("unknown option " + args[i] + "; use --data DIR, --sizes 100,1000 or --runs N");
            }
        }
        var rules = new ArrayList<String>();
        try (var files = Files.list(data.resolve("sops"))) {
            files.map(f -> f.getFileName().toString().replaceFirst("\\.md$", "")).sorted().forEach(rules::add);
        }
        Path dataDir = Files.createTempDirectory("dossier-reviews-bench-");
        try (Dossier dossier = Dossier.open(new RuntimeSettings(StorageSettings.embedded(dataDir), null, null))) {
            var sync = dossier.sync().sync(List.of(data.resolve("sops")));
            System.out.printf(Locale.ROOT, "graph: %d SOPs ingested from %s; %d cores; median of %d runs (min-max), ms%n", sync.ingested(),
                    data.resolve("sops"), Runtime.getRuntime().availableProcessors(), runs);
            // class loading, the JIT and the driver's first statements are not what is measured
            for (int i = 0; i < 5; i++) {
                once(dossier, rules, 100, "warm-" + i);
            }
            System.out.println("patterns  created            reinforced         replay");
            for (int size : sizes) {
                var timings = new long[3][runs];
                for (int run = 0; run < runs; run++) {
                    long[] t = once(dossier, rules, size, "bench-" + size + "-" + run);
                    for (int k = 0; k < 3; k++) {
                        timings[k][run] = t[k];
                    }
                }
                System.out.printf(Locale.ROOT, "%8d  %-17s  %-17s  %s%n", size, summary(timings[0]), summary(timings[1]), summary(timings[2]));
            }
        }
        System.exit(0);
    }

    /** Nanoseconds to record the creating review, the reinforcing review and the reinforcing review again. */
    private static long[] once(Dossier dossier, List<String> rules, int size, String project) {
        var created = new ReviewSubmission(project, null, "t-1", "bench", true, List.of(), patterns(rules, size, ""), List.of());
        var reinforced = new ReviewSubmission(project, null, "t-2", "bench", true, List.of(), patterns(rules, size, "Always "), List.of());
        long t0 = System.nanoTime();
        dossier.reviews().record(created);
        long t1 = System.nanoTime();
        dossier.reviews().record(reinforced);
        long t2 = System.nanoTime();
        dossier.reviews().record(reinforced);
        long t3 = System.nanoTime();
        return new long[] {t1 - t0, t2 - t1, t3 - t2};
    }

    private static String summary(long[] nanos) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        return String.format(Locale.ROOT, "%d (%d-%d)", sorted[sorted.length / 2] / 1_000_000, sorted[0] / 1_000_000, sorted[sorted.length - 1] / 1_000_000);
    }

    private static List<PatternNote> patterns(List<String> rules, int size, String prefix) {
        var out = new ArrayList<PatternNote>();
        for (int i = 0; i < size; i++) {
            String rule = rules.get(i % rules.size()).replace('-', ' ');
            out.add(new PatternNote(prefix + "Follow " + rule + " in variant " + i, "From the stylelint rule " + rules.get(i % rules.size()),
                    List.of(i % 2 == 0 ? "*.css" : "**/*.scss"), null));
        }
        return out;
    }
}
