package dev.dossier.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class RankFusionTest {

    private static List<RankedHit> list(String... docs) {
        return java.util.Arrays.stream(docs).map(d -> new RankedHit(d, null, 0)).toList();
    }

    @Test
    void aDocumentHighInTwoListsBeatsOneFirstInOnlyOne() {
        var fused = RankFusion.fuse(List.of(list("a", "b", "c"), list("b", "c", "a"), list("d", "b")), List.of(1.0, 1.0, 1.0), 60);
        assertThat(fused.keySet()).startsWith("b");
        assertThat(fused.get("b")).isEqualTo(1 / 62.0 + 1 / 61.0 + 1 / 62.0, org.assertj.core.data.Offset.offset(1e-12));
    }

    @Test
    void aDocumentCountsOnceAtItsBestHitAndLaterDocumentsMoveUp() {
        // chunk hits: "a" twice; "b" is the second document, rank 2, not 3
        var fused = RankFusion.fuse(List.of(list("a", "a", "b")), List.of(1.0), 0);
        assertThat(fused).containsEntry("a", 1.0).containsEntry("b", 0.5);
    }

    @Test
    void aListOfWeightZeroIsLeftOutAndTiesGoByIdSoTheOrderIsDeterministic() {
        var fused = RankFusion.fuse(List.of(list("z", "y"), list("q")), List.of(0.0, 1.0), 60);
        assertThat(fused.keySet()).containsExactly("q");
        var tie = RankFusion.fuse(List.of(list("b"), list("a")), List.of(1.0, 1.0), 60);
        assertThat(tie.keySet()).containsExactly("a", "b");
    }

    @Test
    void oneWeightPerList() {
        assertThatThrownBy(() -> RankFusion.fuse(List.of(list("a")), List.of(), 60)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("one weight per list");
    }
}
