package dev.dossier.compress;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.model.JtokkitCounter;
import org.junit.jupiter.api.Test;

class TextCutterTest {

    private static final JtokkitCounter COUNTER = JtokkitCounter.cl100k();

    @Test
    void cutsAtASentenceOrLineBoundaryWithAMarkerWithinTheLimit() {
        String text = "First sentence here. Second sentence follows. Third one ends it.\nA new line with more words.";
        String cut = TextCutter.cut(text, 20, COUNTER);
        assertThat(cut).startsWith("First sentence here.").endsWith(TextCutter.MARKER).doesNotContain("Third");
        assertThat(COUNTER.count(cut)).isLessThanOrEqualTo(20);
    }

    @Test
    void closesAnOpenCodeFence() {
        String text = "Intro line.\n```java\nint a = 1;\nint b = 2;\nint c = 3;\nint d = 4;\n```\nAfter.";
        String cut = TextCutter.cut(text, 25, COUNTER);
        assertThat(cut).contains("```java").contains("\n```\n" + TextCutter.MARKER);
        assertThat(COUNTER.count(cut)).isLessThanOrEqualTo(25);
    }

    @Test
    void returnsNullWhenNothingFits() {
        assertThat(TextCutter.cut("A rather long first sentence that cannot fit at all.", 3, COUNTER)).isNull();
    }
}
