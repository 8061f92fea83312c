package dev.dossier.assembly;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.app.Dossier;
import dev.dossier.embedding.ProgressListener;
import dev.dossier.relevance.Bm25Scorer;
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
 * The reviewer ranks SOP chunks within a tier by hybrid relevance (the policy's default, ADR 0003 "Review
 * queries"): the task text's meaning counts where no word is shared, and the files' terms lead where they match.
 * Two SOPs of one tier; no word of the task text, the path or the titles appears in either SOP.
 */
class ReviewRelevanceIT {

    @TempDir
    Path dir;

    private Dossier dossier;

    @BeforeEach
    void setUp() {
        dossier = TestDossier.fresh();
        SopFiles.write(dir, "a-table-tests.md", """
                ---
                applies_to: "**/*.go"
                severity: warning
                ---
                # Table-driven tests

                Write unit tests as tables of cases, one row per input, looping over them with t.Run.
                """);
        SopFiles.write(dir, "b-wrap-errors.md", """
                ---
                applies_to: "**/*.go"
                severity: warning
                ---
                # Wrap errors with context

                When a function returns an error it got from another function, wrap it with fmt.Errorf and %w,
                adding what it was doing.
                """);
        var ingested = dossier.ingest(List.of(dir), ProgressListener.none());
        assertThat(ingested.report().rejected()).isEmpty();
        assertThat(ingested.embeddings().embedded()).as("chunk vectors stored at ingestion").isPositive();
    }

    private static Map<String, Double> relevance(AssembledContext c) {
        return c.items().stream().filter(i -> i.section() == Section.SOP).collect(Collectors.toMap(ContextItem::id, ContextItem::relevance));
    }

    private static ReviewRequest request(String task, String content) {
        return new ReviewRequest(List.of(new TaskFile("internal/api/config.go", content)), task, "gpt-4o", 32000, null, 0);
    }

    @Test
    void theTaskTextsMeaningRanksWhenNoWordIsShared() {
        var request = request("Check how failures are reported", null);

        var hybrid = relevance(dossier.assembler().assemble(request));
        var bm25 = relevance(new ReviewAssembler(dossier.documents(), dossier.models(), dossier.policies().review(), new Bm25Scorer()).assemble(request));

        assertThat(bm25).as("no shared term: lexical evidence cannot tell them apart").containsEntry("a-table-tests", 0.0).containsEntry("b-wrap-errors", 0.0);
        assertThat(hybrid.get("b-wrap-errors")).as("semantic evidence of the task text").isGreaterThan(hybrid.get("a-table-tests"));
    }

    @Test
    void theFilesTermsLeadWhereTheyMatch() {
        String test = "func TestParse(t *testing.T) {\n\tcases := []struct{ in string }{{\"a\"}}\n\tfor _, tc := range cases {\n"
                + "\t\tt.Run(tc.in, func(t *testing.T) {})\n\t}\n}\n";
        var hybrid = relevance(dossier.assembler().assemble(request("Check how failures are reported", test)));

        assertThat(hybrid.get("a-table-tests")).as("the file's terms (cases, t.Run) outweigh the task text's meaning")
                .isGreaterThan(hybrid.get("b-wrap-errors"));
        assertThat(hybrid.get("a-table-tests")).isLessThanOrEqualTo(1.0);
    }
}
