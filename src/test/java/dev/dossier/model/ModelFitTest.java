package dev.dossier.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dossier.error.DossierException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** ADR-004's budget at its thresholds: 8K of working memory, file tokens under 40% of it, the sweet spot, more than 4 files. */
class ModelFitTest {

    /** window 20000, system prompt 2000, sweet spot 16000; plan 1000, output 1000, margin 20% (4000): working memory = 12000 - task. */
    private static final ModelProfile SMALL = new ModelProfile("small", "cl100k_base", 0, 20_000, 18_000, 16_000, 2_000, 4_000);
    private static final ModelProfile LARGE = new ModelProfile("large", "cl100k_base", 0, 100_000, 90_000, 40_000, 2_000, 20_000);

    private static ModelFit fit(double fileShare, ModelProfile... models) {
        return new ModelFit(new ModelRegistry(List.of(models)), new FitPolicy(1_000, 1_000, 0.20, 8_000, fileShare, 4));
    }

    @Test
    void workingMemoryFollowsTheFormulaAndMustBeAtLeast8K() {
        var atLimit = fit(1.0, SMALL).assess(4_000, 1, null).assessments().get(0);
        assertThat(atLimit.safetyMargin()).isEqualTo(4_000);
        assertThat(atLimit.workingMemory()).isEqualTo(20_000 - 2_000 - 1_000 - 4_000 - 1_000 - 4_000).isEqualTo(8_000);
        assertThat(atLimit.fits()).isTrue();
        var below = fit(1.0, SMALL).assess(4_001, 1, null);
        assertThat(below.assessments().get(0).workingMemory()).isEqualTo(7_999);
        assertThat(below.recommendation()).isEqualTo("decompose");
        assertThat(below.reason()).contains("7999", "8000");
        assertThat(below.assessments().get(0).reasons().get(0)).contains("< 8000");
    }

    @Test
    void fileTokensMustStayUnder40PercentOfWorkingMemory() {
        // 3428 / (12000 - 3428) = 0.39991; 3429 / 8571 = 0.40007
        assertThat(fit(0.40, SMALL).assess(3_428, 1, null).model()).isEqualTo("small");
        var over = fit(0.40, SMALL).assess(3_429, 1, null);
        assertThat(over.recommendation()).isEqualTo("decompose");
        assertThat(over.assessments().get(0).reasons().get(1)).contains("not under 40.0%");
    }

    @Test
    void theLoadMustFitTheSweetSpotAndTheSmallestSufficientSweetSpotRanksFirst() {
        var both = fit(0.40, SMALL, LARGE).assess(1_000, 2, null);
        assertThat(both.assessments()).extracting(FitAssessment::model).containsExactly("small", "large");
        assertThat(both.model()).isEqualTo("small");
        // load = 2000 + 1000 + task + 1000: 16000 is the small model's sweet spot exactly
        var tight = new ModelProfile("tight", "cl100k_base", 0, 200_000, 100_000, 7_000, 2_000, 20_000);
        assertThat(fit(0.40, tight).assess(3_000, 1, null).assessments().get(0).fits()).isTrue();
        var beyond = fit(0.40, tight).assess(3_001, 1, null).assessments().get(0);
        assertThat(beyond.fits()).isFalse();
        assertThat(beyond.reasons().get(2)).isEqualTo("load 7001 (system prompt + plan context + task + output) beyond sweet spot 7000");
        // only the large model holds 3500 task tokens under 40%
        var large = fit(0.40, SMALL, LARGE).assess(3_500, 1, null);
        assertThat(large.model()).isEqualTo("large");
        assertThat(large.assessments()).extracting(FitAssessment::fits).containsExactly(true, false);
    }

    @Test
    void moreThanFourFilesIsFlaggedWithoutFailingTheFit() {
        assertThat(fit(0.40, LARGE).assess(1_000, 4, null).flags()).isEmpty();
        var five = fit(0.40, LARGE).assess(1_000, 5, null);
        assertThat(five.flags()).singleElement().asString().startsWith("5 files: more than 4 files");
        assertThat(five.recommendation()).isEqualTo("assign");
    }

    @Test
    void oneModelMayBeNamedAndMustExist() {
        assertThat(fit(0.40, SMALL, LARGE).assess(1_000, 1, "large").assessments()).extracting(FitAssessment::model).containsExactly("large");
        assertThatThrownBy(() -> fit(0.40, SMALL).assess(1_000, 1, "nope")).isInstanceOf(DossierException.class).hasMessageContaining("unknown model");
    }

    @Test
    void thePackagedPolicyIsTheSeedsNumbers() {
        var policy = FitPolicy.load(null);
        assertThat(policy).isEqualTo(new FitPolicy(2_000, 4_000, 0.20, 8_000, 0.40, 4));
        var report = new ModelFit(ModelRegistry.load(null), policy).assess(6_000, 3, null);
        assertThat(report.recommendation()).isEqualTo("assign");
        assertThat(report.assessments().stream().filter(FitAssessment::fits).map(FitAssessment::sweetSpot).toList()).isSorted();
        assertThat(new ModelFit(ModelRegistry.load(null), policy).assess(2_000_000, 3, null).recommendation()).isEqualTo("decompose");
    }
}
