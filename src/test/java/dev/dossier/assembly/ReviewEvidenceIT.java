package dev.dossier.assembly;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.app.Dossier;
import dev.dossier.embedding.ProgressListener;
import dev.dossier.relevance.Bm25Scorer;
import dev.dossier.review.ReviewSubmission;
import dev.dossier.testing.SopFiles;
import dev.dossier.testing.TestDossier;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Code evidence and citations rank SOPs within a tier (ADR 0003, "Code evidence", "Citations"), on the real
 * assembler over the embedded graph: three warning SOPs whose prose shares no word with the stylesheet, only their
 * reported examples tell them apart; and reviews that cite a SOP for *.scss lift it for the next *.scss file only.
 */
class ReviewEvidenceIT {

    @TempDir
    Path dir;

    private Dossier dossier;

    @BeforeEach
    void setUp() {
        dossier = TestDossier.fresh();
        SopFiles.write(dir, "leading-zero.md", """
                ---
                applies_to: "**/*.{css,scss}"
                severity: warning
                ---
                # Leading zero

                Fractions below one keep their leading digit.

                The following patterns are considered problems:

                ```css
                a { line-height: .5; }
                ```

                The following patterns are _not_ considered problems:

                ```css
                a { line-height: 0.5; }
                ```
                """);
        SopFiles.write(dir, "hex-case.md", """
                ---
                applies_to: "**/*.{css,scss}"
                severity: warning
                ---
                # Hex case

                Hexadecimal notations are written in lower case.

                Examples of **incorrect** code:

                ```css
                a { color: #FFF; }
                ```

                Examples of **correct** code:

                ```css
                a { color: #fff; }
                ```
                """);
        SopFiles.write(dir, "colon-space.md", """
                ---
                applies_to: "**/*.{css,scss}"
                severity: warning
                ---
                # Colon spacing

                A single space follows the colon of each declaration.

                ```css
                /* bad */
                a { color:pink; }
                /* good */
                a { color: pink; }
                ```
                """);
        assertThat(dossier.ingest(List.of(dir), ProgressListener.none()).report().rejected()).isEmpty();
    }

    private Map<String, ContextItem> sops(String path, String content, String project) {
        return sops(dossier.assembler(), path, content, project);
    }

    private static Map<String, ContextItem> sops(ReviewAssembler assembler, String path, String content, String project) {
        var request = new ReviewRequest(List.of(new TaskFile(path, content)), "Review this stylesheet", "gpt-4o", 32000, null, 0, project, null);
        return assembler.assemble(request).items().stream().filter(i -> i.section() == Section.SOP)
                .collect(Collectors.toMap(ContextItem::id, i -> i));
    }

    /** The assembler with code evidence leading (weight 4, no smoothing: these SOPs have one short example each; the packaged policy has it off) and no citations. */
    private ReviewAssembler withCode() {
        var packaged = ReviewEvidenceSettings.load(null);
        var on = new ReviewEvidenceSettings(4.0, 0.0, packaged.neutralWeight(), packaged.cues(), false, 1.0, 0, 0, 0.5);
        return new ReviewAssembler(dossier.documents(), dossier.models(), dossier.policies().review(), new Bm25Scorer(), List.of(),
                AssemblyLog.NONE, new CodeEvidence(on), CitationSource.NONE, on);
    }

    @Test
    void theSopWhoseReportedExampleTheFileResemblesRanksFirstWithItsConstructs() {
        var code = withCode();
        var items = sops(code, "web/site.css", ".card {\n  opacity: .75;\n  color: #333;\n}\n", null);

        assertThat(code(items, "leading-zero")).isGreaterThan(code(items, "hex-case")).isGreaterThan(code(items, "colon-space"));
        SopEvidence evidence = items.get("leading-zero").evidence();
        assertThat(evidence.constructs()).anyMatch(c -> c.contains(".9"));

        var upper = sops(code, "web/site.css", ".card {\n  color: #ABC;\n  margin: 0;\n}\n", null);
        assertThat(code(upper, "hex-case")).isGreaterThan(code(upper, "leading-zero"));
        var tight = sops(code, "web/site.css", ".card {\n  margin:0;\n}\n", null);
        assertThat(code(tight, "colon-space")).as("a comment cue line inside the block").isGreaterThan(code(tight, "hex-case"));
        assertThat(sops("web/site.css", ".card {\n  opacity: .75;\n}\n", null).get("leading-zero").evidence().code())
                .as("the packaged policy has code evidence off").isNull();
    }

    @Test
    void aSopWhoseExamplesShareWhatTheFileLacksFallsWithTheTopicOn() {
        var packaged = ReviewEvidenceSettings.load(null);
        var on = new ReviewEvidenceSettings(0, packaged.smoothing(), packaged.neutralWeight(), packaged.cues(), false, 1.0, 0, 1.0, 0.5);
        var off = new ReviewEvidenceSettings(0, packaged.smoothing(), packaged.neutralWeight(), packaged.cues(), false, 1.0, 0, 0, 0.5);
        var topic = new ReviewAssembler(dossier.documents(), dossier.models(), dossier.policies().review(), new Bm25Scorer(), List.of(),
                AssemblyLog.NONE, new CodeEvidence(on), CitationSource.NONE, on);
        var without = new ReviewAssembler(dossier.documents(), dossier.models(), dossier.policies().review(), new Bm25Scorer(), List.of(),
                AssemblyLog.NONE, new CodeEvidence(off), CitationSource.NONE, off);
        // the stylesheet sets a line height and no colour: the hex-case and colon rules' examples all set a colour
        String file = ".card {\n  line-height: 1.5;\n  display: block;\n}\n";
        var items = sops(topic, "web/site.css", file, null);
        double lineHeight = items.get("leading-zero").evidence().topic();
        assertThat(lineHeight).isGreaterThan(items.get("hex-case").evidence().topic()).isGreaterThan(0);
        assertThat(items.get("hex-case").evidence().topic()).isLessThan(1);
        // relevance is the text evidence times the topic share: with the same text evidence the rank follows the topic
        var plain = sops(without, "web/site.css", file, null);
        for (String sop : List.of("leading-zero", "hex-case", "colon-space")) {
            assertThat(items.get(sop).relevance()).as(sop).isCloseTo(plain.get(sop).relevance() * items.get(sop).evidence().topic(),
                    org.assertj.core.data.Offset.offset(0.002));
        }
        assertThat(plain.get("leading-zero").evidence().topic()).as("topic_power 0: not computed").isNull();
        assertThat(sops("web/site.css", file, null).get("leading-zero").evidence().topic()).as("the packaged policy").isNull();
    }

    private static double code(Map<String, ContextItem> items, String sop) {
        Double c = items.get(sop).evidence().code();
        return c == null ? 0 : c;
    }

    @Test
    void sopsCitedInTheProjectsReviewsOfAKindOfFileRiseForThatKindOnly() {
        String plain = ".card {\n  display: block;\n}\n";
        var before = sops("web/a.scss", plain, "shop");
        assertThat(before.get("colon-space").evidence().citations()).isNull();
        for (int i = 0; i < 3; i++) {
            dossier.reviews().record(new ReviewSubmission("shop", null, "t" + i, "ana", false, List.of("web/p" + i + ".scss"), List.of(), List.of(),
                    List.of("colon-space")));
        }
        var after = sops("web/b.scss", plain, "shop");
        assertThat(after.get("colon-space").relevance()).isGreaterThan(before.get("colon-space").relevance())
                .isGreaterThan(after.get("hex-case").relevance());
        assertThat(after.get("colon-space").evidence().citations()).isEqualTo(3);
        assertThat(after.get("colon-space").evidence().citedFor()).isEqualTo("*.scss");

        assertThat(sops("web/b.css", plain, "shop").get("colon-space").evidence().citations()).as("another kind of file").isNull();
        assertThat(sops("web/b.scss", plain, "other").get("colon-space").evidence().citations()).as("another project").isNull();
        assertThat(sops("web/b.scss", plain, null).get("colon-space").evidence().citations()).as("no project").isNull();
    }

    @Test
    void anUncitedSopCountsTheKindsReviewsSoThatWhatTheyCitedOutweighsTheText() {
        String hex = ".card {\n  color: #ABC;\n}\n";
        var before = sops("web/a.scss", hex, "shop");
        for (int i = 0; i < 3; i++) {
            dossier.reviews().record(new ReviewSubmission("shop", null, "t" + i, "ana", false, List.of("web/p" + i + ".scss"), List.of(), List.of(),
                    List.of("colon-space")));
        }
        var after = sops("web/b.scss", hex, "shop");
        assertThat(after.get("hex-case").evidence().citations()).isNull();
        assertThat(after.get("hex-case").relevance()).as("three reviews of *.scss that did not cite it").isLessThan(before.get("hex-case").relevance());
        assertThat(after.get("colon-space").relevance()).isGreaterThan(after.get("hex-case").relevance());
        assertThat(sops("web/b.css", hex, "shop").get("hex-case").relevance()).as("no reviews of *.css yet: the text alone")
                .isEqualTo(before.get("hex-case").relevance());
    }

    @Test
    void theLinesADiffAddsWeighBesideTheWholeFile() {
        String file = ".card {\n  line-height: .5;\n  line-height: .75;\n  margin: .25em;\n  color: #ABC;\n}\n";
        String diff = "--- a/web/site.css\n+++ b/web/site.css\n@@ -4,2 +4,2 @@\n-  color: #abc;\n+  color: #ABC;\n }\n";
        var whole = sops("web/site.css", file, null);
        var request = new ReviewRequest(List.of(new TaskFile("web/site.css", file, UnifiedDiff.addedLines(diff))), "Review this stylesheet", "gpt-4o", 32000, null, 0, null, null);
        var changed = dossier.assembler().assemble(request).items().stream().filter(i -> i.section() == Section.SOP)
                .collect(Collectors.toMap(ContextItem::id, i -> i));

        assertThat(whole.get("hex-case").evidence().changed()).isNull();
        assertThat(changed.get("hex-case").evidence().changed()).isGreaterThan(changed.get("leading-zero").evidence().changed());
        double gapWhole = whole.get("hex-case").relevance() - whole.get("leading-zero").relevance();
        double gapChanged = changed.get("hex-case").relevance() - changed.get("leading-zero").relevance();
        assertThat(gapChanged).as("the changed line is about colour, not leading zeros").isGreaterThan(gapWhole);
    }
}
