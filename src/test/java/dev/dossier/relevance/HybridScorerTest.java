package dev.dossier.relevance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.dossier.app.Policies;
import dev.dossier.embedding.BgeSmallEmbedder;
import dev.dossier.relevance.CalibrationSet.Label;
import dev.dossier.relevance.CalibrationSet.Pair;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Hybrid relevance on the real ONNX model with the packaged policy's parameters (ADR 0003). */
class HybridScorerTest {

    private static RelevanceSettings settings;
    private static HybridScorer scorer;

    @BeforeAll
    static void load() {
        settings = Policies.load(null).relevance();
        scorer = RelevanceScorers.hybrid(settings, new BgeSmallEmbedder(settings.embedding()));
    }

    @Test
    void seedScenario2AcceptsOnlyFlightBookingTips() {
        var texts = List.of("Flight booking tips", "Hotel recommendations Paris", "Car rental in London");

        var scores = scorer.score("Book flight to Paris", texts);

        double primary = settings.thresholds().primary();
        assertThat(scores.get(0)).as("flight booking tips").isGreaterThanOrEqualTo(primary);
        assertThat(scores.get(1)).as("hotel recommendations").isLessThan(primary);
        assertThat(scores.get(2)).as("car rental").isLessThan(primary).isLessThan(scores.get(1));
    }

    @ParameterizedTest(name = "unrelated: {0} | {1}")
    @CsvSource(delimiter = '|', textBlock = """
            How do I reset my password?        | The weather in Tokyo is humid in summer
            Undo the last git commit           | The best beaches in Portugal
            Log errors with a stack trace      | The orchestra played a Beethoven symphony
            Symptoms of the flu                | Changing the oil in a car engine
            Book flight to Paris               | Quarterly tax filing deadlines
            """)
    void unrelatedTextsStayBelowInclude(String query, String text) {
        assertThat(scorer.score(query, List.of(text)).get(0)).isLessThan(settings.thresholds().include());
    }

    @ParameterizedTest(name = "paraphrase: {0} | {1}")
    @CsvSource(delimiter = '|', textBlock = """
            Avoid duplicate selectors in stylesheets | Do not repeat the same CSS selector twice
            How to boil an egg                       | Cooking a hard-boiled egg step by step
            Symptoms of the flu                      | Signs that you have influenza: fever, cough and aches
            Install Python on Windows                | Guide to installing Python on a Windows PC
            Undo the last git commit                 | Revert or reset your most recent commit in Git
            """)
    void paraphrasesReachPrimary(String query, String text) {
        assertThat(scorer.score(query, List.of(text)).get(0)).isGreaterThanOrEqualTo(settings.thresholds().primary());
    }

    @Test
    void deterministicAndConsistentWithItsEvidence() {
        var texts = List.of("Flight booking tips", "Hotel recommendations Paris", "", "Car rental in London");
        var first = scorer.evidence("Book flight to Paris", texts);
        var second = RelevanceScorers.hybrid(settings, new BgeSmallEmbedder(settings.embedding())).evidence("Book flight to Paris", texts);

        assertThat(second).isEqualTo(first);
        assertThat(first.get(2).score()).as("a blank text has cosine 0 and no terms").isLessThan(0.01);
        var flight = first.get(0);
        assertThat(flight.coverage()).as("book and flight of book, flight, paris (stemmed)").isCloseTo(2.0 / 3, within(1e-9));
        assertThat(flight.bm25()).isEqualTo(1.0);
        assertThat(flight.score()).isGreaterThan(flight.semantic()).as("lexical evidence only adds");
    }

    @Test
    void aTwoPartQueryEmbedsItsIntentAndMatchesItsTerms() {
        var texts = List.of("Wrap errors with context\nReturn errors wrapped with fmt.Errorf and %w.",
                "Table driven tests\nWrite tests as tables of cases.");
        String intent = "Review the error handling\ninternal/api/config.go\n";
        String terms = intent + "func load() error { return fmt.Errorf(\"load: %w\", err) }\n";
        var review = RelevanceScorers.hybrid(settings, new BgeSmallEmbedder(settings.embedding()), settings.reviewFusion());

        var split = review.evidence(new RelevanceQuery(intent, terms), texts);
        var intentOnly = review.evidence(intent, texts);
        var termsOnly = review.evidence(terms, texts);

        for (int i = 0; i < texts.size(); i++) {
            assertThat(split.get(i).cosine()).as("cosine of the intent, not of the code").isEqualTo(intentOnly.get(i).cosine());
            assertThat(split.get(i).bm25()).as("lexical evidence of every term").isEqualTo(termsOnly.get(i).bm25());
        }
        assertThat(split.get(0).score()).isGreaterThan(split.get(1).score());
        assertThat(review.score(RelevanceQuery.of(terms), texts)).isEqualTo(review.score(terms, texts));
    }

    @Test
    void reviewWeightsLetLexicalEvidenceLead() {
        // two texts the intent embeds alike; the file's terms pick the one they name
        var texts = List.of("Color hex length\nSpecify short or long notation for hex colors such as #fff.",
                "Font weight notation\nRequire numeric or named font-weight values such as bold.");
        String intent = "Review this stylesheet\nsrc/a.css\n";
        String terms = intent + "a { color: #ffffff; }\n";
        var review = RelevanceScorers.hybrid(settings, new BgeSmallEmbedder(settings.embedding()), settings.reviewFusion());
        var scores = review.score(new RelevanceQuery(intent, terms), texts);
        assertThat(scores.get(0)).isGreaterThan(scores.get(1));
        assertThat(scores.get(0) - scores.get(1)).as("a whole BM25 unit is worth review_fusion.lexical_log_odds").isGreaterThan(0.2);
    }

    @Test
    void emptyCallScoresNothing() {
        assertThat(scorer.score("anything", List.of())).isEmpty();
    }

    /**
     * The calibration set as a regression guard: the measured figures (ADR 0003) are band accuracy 0.784,
     * AUC relevant vs rest 0.975, AUC relevant+related vs unrelated 0.938; asserted with a margin.
     */
    @Test
    void calibrationSetMetrics() {
        var relevant = new ArrayList<Double>();
        var related = new ArrayList<Double>();
        var unrelated = new ArrayList<Double>();
        int inBand = 0;
        int total = 0;
        for (var group : CalibrationSet.byQuery(CalibrationSet.load()).entrySet()) {
            var scores = scorer.score(group.getKey(), group.getValue().stream().map(Pair::text).toList());
            for (int i = 0; i < scores.size(); i++) {
                Label label = group.getValue().get(i).label();
                (label == Label.RELEVANT ? relevant : label == Label.RELATED ? related : unrelated).add(scores.get(i));
                inBand += CalibrationSet.inBand(label, scores.get(i), settings.thresholds()) ? 1 : 0;
                total++;
            }
        }
        var rest = new ArrayList<>(related);
        rest.addAll(unrelated);
        var notUnrelated = new ArrayList<>(relevant);
        notUnrelated.addAll(related);

        assertThat(total).isGreaterThanOrEqualTo(80);
        assertThat((double) inBand / total).as("share of pairs in their label's band").isGreaterThanOrEqualTo(0.72);
        assertThat(CalibrationSet.auc(relevant, rest)).as("AUC relevant vs the rest").isGreaterThanOrEqualTo(0.93);
        assertThat(CalibrationSet.auc(notUnrelated, unrelated)).as("AUC relevant or related vs unrelated").isGreaterThanOrEqualTo(0.88);
        assertThat(mean(relevant)).isGreaterThan(settings.thresholds().primary());
        assertThat(mean(unrelated)).isLessThan(settings.thresholds().include());
    }

    private static double mean(List<Double> v) {
        return v.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    }
}
