package dev.dossier.assembly;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.budget.Severity;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TierAllocatorTest {

    private static final Map<Severity, Double> SHARES = Map.of(Severity.ERROR, 0.5, Severity.WARNING, 0.35, Severity.INFO, 0.15);

    @ParameterizedTest(name = "demand {0}/{1}/{2}, budget {3} -> {4}/{5}/{6}")
    @CsvSource(textBlock = """
            # error, warning, info demand; budget; expected allocation
            1000, 1000, 1000, 1000,  500, 350, 150
            0,    1000, 1000, 1000,  0,   700, 300
            100,  1000, 1000, 1000,  100, 630, 270
            100,  100,  1000, 1000,  100, 100, 800
            100,  100,  100,  1000,  100, 100, 100
            0,    0,    0,    1000,  0,   0,   0
            1000, 0,    0,    10,    10,  0,   0
            1000, 1000, 1000, 0,     0,   0,   0
            """)
    void splitsByShareWithRollOver(int e, int w, int i, int budget, int ae, int aw, int ai) {
        var alloc = TierAllocator.allocate(SHARES, Map.of(Severity.ERROR, e, Severity.WARNING, w, Severity.INFO, i), budget);
        assertThat(alloc).containsEntry(Severity.ERROR, ae).containsEntry(Severity.WARNING, aw).containsEntry(Severity.INFO, ai);
        assertThat(alloc.values().stream().mapToInt(Integer::intValue).sum()).isLessThanOrEqualTo(Math.max(0, budget));
    }
}
