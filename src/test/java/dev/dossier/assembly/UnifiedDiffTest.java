package dev.dossier.assembly;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** What review relevance reads of a unified diff: its hunks, the lines it adds, and its files. */
class UnifiedDiffTest {

    private static final String PATCH = """
            diff --git a/web/a.css b/web/a.css
            index 1111111..2222222 100644
            --- a/web/a.css
            +++ b/web/a.css
            @@ -1,3 +1,4 @@
             .card {
            -  color: red;
            +  color: #ABC;
            +  opacity: .5;
             }
            diff --git a/web/old.css b/web/old.css
            deleted file mode 100644
            --- a/web/old.css
            +++ /dev/null
            @@ -1 +0,0 @@
            -.gone {}
            --- web/b.scss\t2026-11-26 10:00:00
            +++ web/b.scss\t2026-11-26 10:01:00
            @@ -2 +2 @@
            -$x: 1;
            +$x: 2;
            """;

    @Test
    void addedLinesAreTheHunksPlusLinesWithoutThePlus() {
        var a = UnifiedDiff.byFile(PATCH).get("web/a.css");
        assertThat(UnifiedDiff.addedLines(a)).isEqualTo("  color: #ABC;\n  opacity: .5;");
        assertThat(UnifiedDiff.addedLines(a)).doesNotContain("+++", "red", ".card");
    }

    @Test
    void aPatchSplitsByNewPathWithoutDeletedFiles() {
        var byFile = UnifiedDiff.byFile(PATCH);
        assertThat(byFile.keySet()).containsExactly("web/a.css", "web/b.scss");
        assertThat(UnifiedDiff.addedLines(byFile.get("web/b.scss"))).isEqualTo("$x: 2;");
        assertThat(UnifiedDiff.byFile("just some text\n")).isEmpty();
    }

    @Test
    void aDiffNeedsAHunkHeader() {
        assertThat(UnifiedDiff.hasHunk(PATCH)).isTrue();
        assertThat(UnifiedDiff.hasHunk("+ added without a hunk\n")).isFalse();
        assertThat(UnifiedDiff.addedLines("+ added without a hunk\n")).isEmpty();
    }
}
