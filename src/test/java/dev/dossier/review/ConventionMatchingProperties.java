package dev.dossier.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The ledger finds near-duplicates through an index of name stems that reads only the rarest stems' postings; for any
 * conventions and any threshold it must pick exactly the convention a scan of all of them would: the first (by creation)
 * of the best-scoring same-project, non-superseded conventions at or above the threshold whose scope overlaps.
 */
class ConventionMatchingProperties {

    private static final Instant T0 = Instant.parse("2026-11-01T10:00:00Z");
    private static final List<String> WORDS = List.of("wrap", "errors", "context", "log", "use", "follow", "selector", "color", "always",
            "never", "the", "with", "named");
    private static final List<String> SCOPES = List.of("*.go", "**/*.go", "*.css", "*.py");

    private static final double[] THRESHOLDS = {0.3, 0.5, 0.6, 2.0 / 3, 0.75, 0.8, 0.9, 1.0};

    @Property(tries = 500)
    void theIndexPicksWhatAFullScanPicks(@ForAll long seed) {
        // plain Random from one seed: a failure names the seed, and the case is rebuilt from it
        var random = new Random(seed);
        var conventions = new ArrayList<Convention>();
        int size = random.nextInt(41);
        for (int i = 0; i < size; i++) {
            var status = ConventionStatus.values()[random.nextInt(ConventionStatus.values().length)];
            conventions.add(new Convention("e" + (100 + i), random.nextInt(3) == 0 ? "q" : "p", name(random), null,
                    ConventionLedger.normalizeScope(List.of(SCOPES.get(random.nextInt(SCOPES.size())))), status, 1, 0, 0.6,
                    T0.plusSeconds(random.nextInt(21)), T0, status == ConventionStatus.SUPERSEDED ? "x" : null, List.of()));
        }
        var note = new PatternNote(name(random), null, List.of("**/*.go"), null);
        double threshold = THRESHOLDS[random.nextInt(THRESHOLDS.length)];
        boolean approved = random.nextBoolean();
        var ledger = new ConventionLedger(new ConventionPolicy(threshold, 1, 1, 0.45), () -> "new");
        var result = ledger.plan(new ReviewSubmission("p", null, "t", "ana", approved, List.of(), List.of(note), List.of()), conventions, T0)
                .results().get(0);

        Convention expected = scan(conventions, note, threshold);
        if (expected == null) {
            assertThat(result.change()).as("seed %d", seed).isEqualTo(approved ? "created" : "unmatched");
        } else {
            assertThat(result.id()).as("seed %d", seed).isEqualTo(expected.id());
            assertThat(result.change()).as("seed %d", seed).isEqualTo(approved ? "reinforced" : "demoted");
        }
    }

    private static String name(Random random) {
        var words = new ArrayList<String>();
        int n = 1 + random.nextInt(6);
        for (int i = 0; i < n; i++) {
            words.add(WORDS.get(random.nextInt(WORDS.size())));
        }
        return String.join(" ", words);
    }

    private static Convention scan(List<Convention> conventions, PatternNote note, double threshold) {
        var key = PatternKey.of(note.name());
        var scope = new HashSet<>(ConventionLedger.normalizeScope(note.appliesTo()));
        Convention best = null;
        double bestScore = 0;
        for (Convention c : conventions.stream().sorted(Comparator.comparing(Convention::createdAt).thenComparing(Convention::id)).toList()) {
            double s = key.similarity(PatternKey.of(c.name()));
            if (c.project().equals("p") && c.status() != ConventionStatus.SUPERSEDED && s >= threshold && s > bestScore
                    && c.appliesTo().stream().anyMatch(scope::contains)) {
                best = c;
                bestScore = s;
            }
        }
        return best;
    }
}
