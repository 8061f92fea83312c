package dev.dossier.code;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ConstructIndexTest {

    private static ConstructIndex.ReadExample css(Polarity p, String code) {
        return ConstructIndex.ReadExample.of(new CodeExample(Optional.of(Grammar.CSS), p, code));
    }

    private static final Map<String, List<List<ConstructIndex.ReadExample>>> RULES = Map.of(
            "number-leading-zero", List.of(List.of(css(Polarity.INCORRECT, "a { line-height: .5; }\n"),
                    css(Polarity.CORRECT, "a { line-height: 0.5; }\n"))),
            "color-hex-case", List.of(List.of(css(Polarity.INCORRECT, "a { color: #FFF; }\n"), css(Polarity.CORRECT, "a { color: #fff; }\n"))),
            "declaration-colon-space-after", List.of(List.of(css(Polarity.INCORRECT, "a { color:pink; }\n"),
                    css(Polarity.CORRECT, "a { color: pink; }\n"))));

    private static ConstructMatch match(ConstructIndex index, String rule, String file) {
        Constructs c = ConstructReader.read(file, Optional.of(Grammar.CSS));
        return index.match(rule, g -> c);
    }

    @Test
    void aFileMatchesTheRuleWhoseReportedExampleItResembles() {
        ConstructIndex index = ConstructIndex.build(RULES, 0.5, 0);
        String file = ".btn {\n  opacity: .75;\n  color: #fff;\n  margin: 0 auto;\n}\n";
        double zero = match(index, "number-leading-zero", file).score();
        double hex = match(index, "color-hex-case", file).score();
        double colon = match(index, "declaration-colon-space-after", file).score();
        assertThat(zero).isGreaterThan(hex).isGreaterThan(0);
        assertThat(zero).isGreaterThan(colon);
        assertThat(match(index, "number-leading-zero", file).matched()).anyMatch(f -> f.contains(".9"));
    }

    @Test
    void theLayoutBetweenTokensIsEvidence() {
        ConstructIndex index = ConstructIndex.build(RULES, 0.5, 0);
        double tight = match(index, "declaration-colon-space-after", "b {\n  width:10px;\n}\n").score();
        double spaced = match(index, "declaration-colon-space-after", "b {\n  width: 10px;\n}\n").score();
        assertThat(tight).isGreaterThan(spaced);
    }

    @Test
    void constructsOfAcceptedExamplesAreNotEvidenceAndUnknownRulesMatchNothing() {
        ConstructIndex index = ConstructIndex.build(RULES, 0.5, 0);
        // the accepted example itself shares no distinctive construct with the reported one
        assertThat(match(index, "color-hex-case", "a { color: #fff; }\n").score()).isZero();
        assertThat(match(index, "no-such-rule", "a {}").score()).isZero();
        assertThat(index.grammars("color-hex-case")).containsExactly(Optional.of(Grammar.CSS));
    }

    @Test
    void smoothingLowersMatchesOnFewConstructs() {
        String file = ".btn { opacity: .75; }\n";
        double plain = match(ConstructIndex.build(RULES, 0.5, 0), "number-leading-zero", file).score();
        double smoothed = match(ConstructIndex.build(RULES, 0.5, 10), "number-leading-zero", file).score();
        assertThat(smoothed).isLessThan(plain).isGreaterThan(0);
    }

    @Test
    void aRulesTopicIsWhatMostOfItsExamplesShareAndAFileWithoutItCannotBreakIt() {
        var rules = Map.of("media-feature-name-case", List.of(List.of(
                        css(Polarity.INCORRECT, "@media (MIN-WIDTH: 700px) {}\n"),
                        css(Polarity.CORRECT, "@media (min-width: 700px) {}\n"),
                        css(Polarity.CORRECT, "@media not all and (monochrome) {}\n"))),
                "font-family-name-quotes", List.of(List.of(
                        css(Polarity.INCORRECT, "a { font-family: 'Arial'; }\n"),
                        css(Polarity.CORRECT, "a { font-family: Arial; }\n"))),
                "font-family-no-duplicate-names", List.of(List.of(
                        css(Polarity.INCORRECT, "a { font-family: serif, serif; }\n"),
                        css(Polarity.CORRECT, "a { font-family: Times, serif; }\n"))));
        ConstructIndex index = ConstructIndex.build(rules, 0.5, 0, 0.5);
        Constructs plain = ConstructReader.read("a {\n  color: red;\n}\n", Optional.of(Grammar.CSS));
        Constructs media = ConstructReader.read("@media print {\n  a { color: red; }\n}\n", Optional.of(Grammar.CSS));
        Constructs fonts = ConstructReader.read("a { font-family: Helvetica, sans-serif; }\n", Optional.of(Grammar.CSS));
        // the accepted examples have the topic too: it is what the rule is about, not what it reports
        assertThat(index.topicConstructs("media-feature-name-case")).anyMatch(f -> f.contains("media"));
        // a name two rules' examples have is part of their topics; one that only one rule's examples have is not
        assertThat(index.topicConstructs("font-family-name-quotes")).contains("t:property_name=font-family")
                .noneMatch(f -> f.contains("Arial"));
        assertThat(index.topic("media-feature-name-case", g -> media)).isGreaterThan(index.topic("media-feature-name-case", g -> plain));
        assertThat(index.topic("font-family-name-quotes", g -> fonts)).isGreaterThan(index.topic("font-family-name-quotes", g -> plain));
        assertThat(index.topic("font-family-name-quotes", g -> plain)).isLessThan(1);
        // a rule without examples: nothing says it cannot apply
        assertThat(index.topic("no-such-rule", g -> plain)).isEqualTo(1.0);
        assertThat(index.topicConstructs("no-such-rule")).isEmpty();
    }
}
