package dev.dossier.config;

import dev.dossier.app.Policies;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dossier.error.DossierException;
import dev.dossier.relevance.RelevanceSettings.ScorerKind;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The relevance section of policies.yaml: packaged values, and each kind of mistake with its message. */
class RelevancePolicyTest {

    @TempDir
    Path dir;

    @Test
    void packagedSection() {
        var r = Policies.load(null).relevance();
        assertThat(r.scorer()).as("the reviewer ranks with hybrid relevance (ADR 0003)").isEqualTo(ScorerKind.HYBRID);
        assertThat(r.reviewFusion().bm25Share()).as("review queries carry whole files: lexical evidence is BM25").isEqualTo(1.0);
        assertThat(r.reviewFusion().lexicalLogOdds()).isGreaterThan(r.fusion().lexicalLogOdds());
        assertThat(r.embedding().model()).isEqualTo("bge-small-en-v1.5-q");
        assertThat(r.modelCalibration().midpoint()).isBetween(0.5, 0.9);
        assertThat(r.thresholds().include()).isEqualTo(0.3);
        assertThat(r.thresholds().supporting()).isEqualTo(0.5);
        assertThat(r.thresholds().primary()).isEqualTo(0.7);
    }

    @Test
    void overrideWithoutTheSectionKeepsThePackagedOne() throws IOException {
        String text = packaged();
        write(text.substring(0, text.indexOf("\nrelevance:")));
        assertThat(Policies.load(dir).relevance()).isEqualTo(Policies.load(null).relevance());
    }

    @Test
    void anOverrideWrittenBeforeReviewFusionInheritsThePackagedOne() throws IOException {
        String text = packaged();
        String section = text.substring(text.indexOf("\nrelevance:"));
        String line = section.lines().filter(l -> l.strip().startsWith("review_fusion:")).findFirst().orElseThrow();
        write(text.substring(0, text.indexOf("\nrelevance:")) + section.replace(line + "\n", "").replace("scorer: hybrid", "scorer: bm25"));

        var r = Policies.load(dir).relevance();
        assertThat(r.scorer()).isEqualTo(ScorerKind.BM25);
        assertThat(r.reviewFusion()).isEqualTo(Policies.load(null).relevance().reviewFusion());
    }

    @ParameterizedTest(name = "{1} -> {2}")
    @CsvSource(delimiter = '|', textBlock = """
            'scorer: hybrid'                 | 'scorer: dense'                 | scorer must be hybrid or bm25, got 'dense'
            'batch_size: 32'                 | 'batch_size: 0'                 | batch_size must be in [1, 4096], got 0
            'threads: 1'                     | 'threads: two'                  | 'threads' must be a whole number, got two
            'bm25_share: 0.0'                | 'bm25_share: 1.5'               | bm25_share must be in [0, 1], got 1.5
            'lexical_log_odds: 0.25, '       | ''                              | relevance.fusion: missing key 'lexical_log_odds'
            'bm25_share: 1.0'                | 'bm25_share: 1.5'               | review_fusion: bm25_share must be in [0, 1], got 1.5
            'lexical_log_odds: 24.0, '       | ''                              | relevance.review_fusion: missing key 'lexical_log_odds'
            'bge-small-en-v1.5-q: {midpoint' | 'other-model: {midpoint'        | calibration has no entry for the embedding model 'bge-small-en-v1.5-q'
            'midpoint: 0.695'                | 'midpoint: 1.2'                 | midpoint must be a cosine in (-1, 1), got 1.2
            'slope: 10.0'                    | 'slope: -1'                     | slope must be in (0, 1000], got -1.0
            'include: 0.3, supporting: 0.5'  | 'include: 0.6, supporting: 0.5' | 0 < include < supporting < primary < 1
            'cache_entries: 20000'           | 'cache_entrys: 20000'           | unknown key 'cache_entrys'
            """)
    void invalidValuesAreRejectedWithTheirPlace(String from, String to, String message) throws IOException {
        String text = packaged();
        String section = text.substring(text.indexOf("\nrelevance:"));
        assertThat(section).contains(from);
        write(text.substring(0, text.indexOf("\nrelevance:")) + section.replace(from, to));

        assertThatThrownBy(() -> Policies.load(dir)).isInstanceOf(DossierException.class)
                .hasMessageContaining("relevance").hasMessageContaining(message);
    }

    private void write(String text) throws IOException {
        Files.writeString(dir.resolve("policies.yaml"), text, StandardCharsets.UTF_8);
    }

    private static String packaged() throws IOException {
        try (InputStream in = RelevancePolicyTest.class.getResourceAsStream("/dossier/policies.yaml")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
