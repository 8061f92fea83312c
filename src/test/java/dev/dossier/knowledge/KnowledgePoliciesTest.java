package dev.dossier.knowledge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.scoring.ScoringPolicy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** knowledge.yaml: the packaged numbers, and every kind of mistake is an INVALID_CONFIG error naming file and key. */
class KnowledgePoliciesTest {

    private static final String PACKAGED = Docs.read(Path.of("src/main/resources/dossier/knowledge.yaml"));

    @Test
    void packagedHasTheSeedNumbers() {
        var p = KnowledgePolicies.packaged();
        assertThat(p.defaultPolicy()).isEqualTo("tiers");
        assertThat(p.defaultOverflow()).isEqualTo(OverflowStrategy.PRIORITIZE);
        var cag = p.require("cag");
        assertThat(cag.mode()).isEqualTo(AssemblyMode.CAG);
        assertThat(cag.shares()).containsExactly(java.util.Map.entry("knowledge", 0.70), java.util.Map.entry("history", 0.20),
                java.util.Map.entry("query", 0.10));
        var tiers = p.require(null);
        assertThat(tiers.outputReserve()).isEqualTo(8000);
        assertThat(tiers.systemReserve()).isEqualTo(2000);
        assertThat(tiers.shares()).containsExactly(java.util.Map.entry("primary", 0.50), java.util.Map.entry("supporting", 0.30),
                java.util.Map.entry("reference", 0.15), java.util.Map.entry("history", 0.05));
        assertThat(p.levels()).isEqualTo(LevelCaps.DEFAULT);
        assertThat(p.minCutTokens()).isEqualTo(40);
        assertThat(p.historyVerbatimShare()).isEqualTo(0.75);
        assertThat(p.scoring()).isEqualTo(ScoringPolicy.DEFAULT);
    }

    @Test
    void anUnknownPolicyNameIsUnknownPolicy() {
        assertThatThrownBy(() -> KnowledgePolicies.packaged().require("rag"))
                .isInstanceOfSatisfying(DossierException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.UNKNOWN_POLICY);
                    assertThat(e.details()).containsEntry("field", "policy");
                    assertThat(e.getMessage()).contains("rag", "cag", "tiers");
                });
    }

    @ParameterizedTest(name = "{2}")
    @CsvSource(delimiter = '|', textBlock = """
            default_overflow: prioritize                        | default_overflow: prioritize\\nbudget: 1                   | unknown key 'budget'
            shares: {primary: 0.50, supporting: 0.30,            | shares: {primary: 0.50, archive: 0.30,                     | unknown key 'archive'
            shares: {knowledge: 0.70, history: 0.20, query: 0.10} | shares: {knowledge: 0.80, history: 0.20, query: 0.10}      | shares must sum to 1
            thresholds: {include: 0.3, supporting: 0.5, primary: 0.7} | thresholds: {include: 0.6, supporting: 0.5, primary: 0.7} | thresholds must satisfy
            recency: 0.2, mention_density                       | recency: lots, mention_density                              | 'recency' must be a number
            default_overflow: prioritize                        | default_overflow: panic                                     | default_overflow
            default_policy: tiers                               | default_policy: rag                                         | default_policy 'rag'
            levels: {detailed: 2000, summary: 500, stub: 100}   | levels: {detailed: 400, summary: 500, stub: 100}            | level caps
            reserves: {output: 8000, system: 2000}\\n    shares: {primary | reserves: {output: -1, system: 2000}\\n    shares: {primary | reserves must be 0 or more
            min_cut_tokens: 40                                  | cut_tokens: 40                                              | unknown key 'cut_tokens'
            mention_saturation: 3                               | mention_saturation: 0                                       | mention_saturation must be 1 or more
            attack: 1.5                                         | attack: -1                                                  | source_types.attack must be positive
            verbatim_share: 0.75                                | verbatim_share: 1.5                                         | history.verbatim_share must be
            """)
    void mistakesAreInvalidConfigNamingFileAndKey(String from, String to, String message, @TempDir Path dir) throws IOException {
        String yaml = PACKAGED.replace(from.replace("\\n", "\n"), to.replace("\\n", "\n"));
        assertThat(yaml).as("the test edits the file").isNotEqualTo(PACKAGED);
        Files.writeString(dir.resolve("knowledge.yaml"), yaml);
        assertThatThrownBy(() -> KnowledgePolicies.load(dir))
                .isInstanceOfSatisfying(DossierException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.INVALID_CONFIG);
                    assertThat(e.getMessage()).contains(dir.resolve("knowledge.yaml").toString()).contains(message);
                });
    }

    @Test
    void aMissingSectionIsNamed(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("knowledge.yaml"), PACKAGED.replace("levels: {detailed: 2000, summary: 500, stub: 100}", ""));
        assertThatThrownBy(() -> KnowledgePolicies.load(dir)).isInstanceOfSatisfying(DossierException.class,
                e -> assertThat(e.getMessage()).contains("knowledge.yaml", "missing key 'levels'"));
    }
}
