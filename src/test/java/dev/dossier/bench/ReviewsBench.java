package dev.dossier.bench;

import dev.dossier.app.Dossier;
import dev.dossier.app.RuntimeSettings;
import dev.dossier.graph.StorageSettings;
import dev.dossier.review.PatternNote;
import dev.dossier.review.ReviewSubmission;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How long recording a review takes as its pattern count grows, on an embedded graph holding the stylelint SOPs
 * ({@code bash bench/reviews.sh}). Pattern names are the stylelint rule ids reworded, so near-duplicate matching has real
 * vocabulary to work on. Each size is recorded twice: first into an empty project (every pattern creates a convention),
 * then reworded (every pattern reinforces one), then the same review again (a replay).
 */
public final class ReviewsBench {

    private ReviewsBench() {
    }

    public static void main(String[] args) throws Exception {
        Path data = Path.of(args.length > 0 ? args[0] : "../shared/data/sop-stylelint");
        var rules = new ArrayList<String>();
        try (var files = Files.list(data.resolve("sops"))) {
            files.map(f -> f.getFileName().toString().replaceFirst("\\.md$", "")).sorted().forEach(rules::add);
        }
        Path dataDir = Files.createTempDirectory("dossier-reviews-bench-");
        try (Dossier dossier = Dossier.open(new RuntimeSettings(StorageSettings.embedded(dataDir), null, null))) {
            var sync = dossier.sync().sync(List.of(data.resolve("sops")));
            System.out.printf(Locale.ROOT, "graph: %d SOPs ingested from %s%n", sync.ingested(), data.resolve("sops"));
            warm(dossier);
            System.out.println("patterns  created_ms  reinforced_ms  replay_ms");
            for (int size : new int[] {100, 1_000, 4_000}) {
                String project = "bench-" + size;
                var created = patterns(rules, size, "");
                var reworded = patterns(rules, size, "Always ");
                long t0 = System.nanoTime();
                dossier.reviews().record(new ReviewSubmission(project, null, "t-1", "bench", true, List.of(), created, List.of()));
                long t1 = System.nanoTime();
                var second = new ReviewSubmission(project, null, "t-2", "bench", true, List.of(), reworded, List.of());
                dossier.reviews().record(second);
                long t2 = System.nanoTime();
                dossier.reviews().record(second);
                long t3 = System.nanoTime();
                System.out.printf(Locale.ROOT, "%8d  %10.0f  %13.0f  %9.0f%n", size, (t1 - t0) / 1e6, (t2 - t1) / 1e6, (t3 - t2) / 1e6);
            }
        }
        System.exit(0);
    }

    /** A few small reviews first, so class loading and the driver's first statements are not measured. */
    private static void warm(Dossier dossier) {
        for (int i = 0; i < 5; i++) {
            dossier.reviews().record(new ReviewSubmission("warm", null, "w-" + i, "bench", true, List.of(),
                    List.of(new PatternNote("Warm-up rule " + i, null, List.of("*.css"), null)), List.of()));
        }
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
