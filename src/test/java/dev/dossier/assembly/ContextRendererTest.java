package dev.dossier.assembly;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.budget.Severity;
import java.util.List;
import org.junit.jupiter.api.Test;

/** SOP metadata is in every review context for every matched SOP, so its line says only what the reviewer needs. */
class ContextRendererTest {

    @Test
    void aSopMatchedByOneFileSaysItsSourceButNotItsGlobs() {
        var c = Candidates.sop("a", Severity.WARNING, 1, 10, 0.5);
        String meta = ContextRenderer.sopMetadata(c);
        assertThat(meta).contains("## SOP [WARNING] Title of a", "Source: sops/a.md", "Summary: Summary of a.", "1. Requirement one of a")
                .doesNotContain("applies to", "matched:");
    }

    @Test
    void aSopMatchedBySeveralFilesSaysItsGlobsAndWhichFiles() {
        var one = Candidates.sop("a", Severity.WARNING, 1, 10, 0.5);
        var c = new SopCandidate(one.sop(), one.chunks(), List.of("src/A.java", "src/B.java"));
        assertThat(ContextRenderer.sopMetadata(c)).contains("Source: sops/a.md · applies to *.java · matched: src/A.java, src/B.java");
    }
}
