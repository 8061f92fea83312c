package dev.dossier.assembly;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** How citations and the text and code evidence make a SOP's rank ({@link Citations#rank}). */
class CitationsTest {

    @Test
    void beforeAnyReviewTheEvidenceAloneRanks() {
        assertThat(Citations.NONE.rank("a", 0.37, 1.0)).isEqualTo(0.37);
        assertThat(new Citations(0, Map.of()).rank("a", 0.0, 1.0)).isZero();
    }

    @Test
    void oneReviewWeighsAsMuchAsTheEvidenceWorthOneReview() {
        var c = new Citations(1, Map.of("cited", new Citation(1, 1, "*.css")));
        assertThat(c.rank("cited", 0.0, 1.0)).isCloseTo(0.5, within(1e-12));
        assertThat(c.rank("text", 1.0, 1.0)).isCloseTo(0.5, within(1e-12));
        assertThat(c.rank("text", 1.0, 4.0)).as("worth four reviews").isGreaterThan(c.rank("cited", 0.0, 4.0));
    }

    @Test
    void aSopCitedByAQuarterOfManyReviewsOutranksOneThatOnlyMatchesTheTextBest() {
        var c = new Citations(20, Map.of("cited", new Citation(5, 20, "*.scss")));
        assertThat(c.rank("cited", 0.0, 1.0)).isCloseTo(5 / 21.0, within(1e-12));
        assertThat(c.rank("text", 1.0, 1.0)).as("uncited: the kind's 20 reviews count against it").isCloseTo(1 / 21.0, within(1e-12));
        assertThat(c.rank("cited", 0.0, 1.0)).isGreaterThan(c.rank("text", 1.0, 1.0));
    }

    @Test
    void aSopCitedForAnotherKindCountsThatKindsReviews() {
        var c = new Citations(40, Map.of("a", new Citation(3, 10, "*.css")));
        assertThat(c.rank("a", 0.5, 2.0)).isCloseTo((3 + 2 * 0.5) / (10 + 2.0), within(1e-12));
    }
}
