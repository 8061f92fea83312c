package dev.dossier.assembly;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dossier.app.Dossier;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.testing.SopFiles;
import dev.dossier.testing.TestDossier;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Review assembly through the service on the real embedded Neo4j. */
class ReviewAssemblyIT {

    @TempDir
    Path dir;

    private Dossier dossier;

    @BeforeEach
    void setUp() {
        dossier = TestDossier.fresh();
        SopFiles.write(dir, "java-errors.md", SopFiles.sop("applies_to: \"*.java\"\nseverity: error", "Java errors", "exception wrapping", 3));
        SopFiles.write(dir, "sql.md", SopFiles.sop("applies_to: [\"*.java\", \"*.py\"]\nseverity: error", "SQL", "parameterised queries", 3));
        SopFiles.write(dir, "css.md", SopFiles.sop("applies_to: \"**/*.{css,scss}\"\nseverity: warning", "CSS", "kebab-case class names", 3));
        SopFiles.write(dir, "api-docs.md", SopFiles.sop("applies_to: \"src/api/**\"\nseverity: info", "API docs", "documenting endpoints", 3));
        SopFiles.write(dir, "root-make.md", SopFiles.sop("applies_to: \"/Makefile\"\nseverity: info", "Makefile", "make targets", 1));
        assertThat(dossier.sync().sync(List.of(dir)).rejected()).isEmpty();
    }

    private AssembledContext assemble(String path, Integer window) {
        return dossier.assembler().assemble(new ReviewRequest(List.of(new TaskFile(path, null)), null, "gpt-4o", window, null, 0));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(textBlock = """
            A.java,                     'java-errors,sql'
            deep/nested/dir/A.java,     'java-errors,sql'
            tool.py,                    sql
            web/styles/site.scss,       css
            site.css,                   css
            src/api/v1/Handler.go,      api-docs
            lib/src/api/Handler.go,     ''
            Makefile,                   root-make
            sub/Makefile,               ''
            README.md,                  ''
            """)
    void appliesToFollowsTheGlobSemantics(String path, String expected) {
        var ids = assemble(path, null).items().stream().map(ContextItem::id).sorted().toList();
        assertThat(String.join(",", ids)).isEqualTo(expected);
    }

    @Test
    void errorSopsComeFirstAndTheContextNeverExceedsTheBudget() {
        var c = dossier.assembler().assemble(new ReviewRequest(List.of(new TaskFile("src/api/A.java", "class A { void f() throws Exception {} }")),
                "wrap exceptions", "gpt-4o", 12000, null, null));
        assertThat(c.tokens()).isLessThanOrEqualTo(c.budget().available());
        assertThat(c.budget().taskOutput()).as("defaults to the tokens of the given contents").isPositive();
        assertThat(c.items()).filteredOn(i -> i.section() == Section.SOP).extracting(ContextItem::severity).containsExactly("error", "error", "info");
        assertThat(c.items()).filteredOn(i -> i.section() == Section.FILE_SUMMARY).extracting(ContextItem::id).containsExactly("file:src/api/A.java");
        assertThat(c.tokenizer()).isEqualTo("o200k_base");
        assertThat(c.estimated()).isFalse();
    }

    @Test
    void tightBudgetsDegradeTiersThenMetadataAndFailOnlyWithoutRoomForTheHeader() {
        var roomy = assemble("src/api/A.java", 32000);
        assertThat(roomy.items()).extracting(ContextItem::level).containsOnly(Level.FULL);

        var tight = assemble("src/api/A.java", 11500);
        assertThat(tight.tokens()).isLessThanOrEqualTo(tight.budget().available());
        assertThat(tight.items()).extracting(ContextItem::level).contains(Level.PARTIAL);
        assertThat(tight.dropped()).isNotEmpty();

        // below the room for every SOP's metadata, SOPs give way (info first, error last) instead of a 422
        var squeezed = assemble("src/api/A.java", 10700);
        assertThat(squeezed.tokens()).isLessThanOrEqualTo(squeezed.budget().available());
        assertThat(squeezed.budget().ladder()).anyMatch(l -> l.contains("one-line stubs") || l.contains("left out"));
        var errorLevels = squeezed.items().stream().filter(i -> "error".equals(i.severity())).map(ContextItem::level).toList();
        var infoIn = squeezed.items().stream().filter(i -> "info".equals(i.severity())).map(ContextItem::level).toList();
        assertThat(infoIn).allMatch(l -> l == Level.STUB); // info gave way before any error SOP
        assertThat(errorLevels).isNotEmpty();
        // only a window that leaves no room after the reserves is still too large
        assertThatThrownBy(() -> assemble("src/api/A.java", 9000)).isInstanceOfSatisfying(DossierException.class,
                e -> assertThat(e.code()).isEqualTo(ErrorCode.TASK_TOO_LARGE));
    }

    @Test
    void mustFitPolicyRefusesWhatDoesNotFitWhole() {
        var request = new ReviewRequest(List.of(new TaskFile("A.java", null)), null, "gpt-4o", 11500, "must-fit", 0);
        assertThatThrownBy(() -> dossier.assembler().assemble(request)).isInstanceOfSatisfying(DossierException.class,
                e -> assertThat(e.getMessage()).contains("task too large, decompose", "in full need"));
        var roomy = dossier.assembler().assemble(new ReviewRequest(List.of(new TaskFile("A.java", null)), null, "gpt-4o", 32000, "must-fit", 0));
        assertThat(roomy.items()).extracting(ContextItem::level).containsOnly(Level.FULL);
    }

    @Test
    void estimatedModelsSayEstimated() {
        var c = dossier.assembler().assemble(new ReviewRequest(List.of(new TaskFile("A.java", null)), null, "claude-sonnet-4", 32000, null, 0));
        assertThat(c.estimated()).isTrue();
        assertThat(c.tokens()).isLessThanOrEqualTo(c.budget().available());
    }

    @Test
    void unknownModelAndPolicyAreNamed() {
        assertThatThrownBy(() -> dossier.assembler().assemble(new ReviewRequest(List.of(new TaskFile("A.java", null)), null, "gpt-9", null, null, 0)))
                .isInstanceOfSatisfying(DossierException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.UNKNOWN_MODEL);
                    assertThat(e.details()).containsEntry("field", "model");
                });
        assertThatThrownBy(() -> dossier.assembler().assemble(new ReviewRequest(List.of(new TaskFile("A.java", null)), null, null, null, "nope", 0)))
                .isInstanceOfSatisfying(DossierException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.UNKNOWN_POLICY));
    }

    @Test
    void relevanceRanksChunksByTheTask() {
        SopFiles.write(dir, "mixed.md", "---\napplies_to: \"*.kt\"\nseverity: warning\n---\n# Mixed\n\nIntro.\n\n## Coroutines\n\n"
                + "Structured concurrency with coroutine scopes and suspend functions, cancellation and dispatchers. ".repeat(40)
                + "\n\n## Nullability\n\n" + "Avoid the not-null assertion operator, prefer safe calls and elvis defaults. ".repeat(40) + "\n");
        dossier.sync().sync(List.of(dir));
        var c = dossier.assembler().assemble(new ReviewRequest(List.of(new TaskFile("A.kt", "val x = y!!.z")), "check nullability and the not-null assertion",
                "gpt-4o", 11500, null, 0));
        assertThat(c.context()).contains("Nullability");
        assertThat(c.tokens()).isLessThanOrEqualTo(c.budget().available());
    }
}
