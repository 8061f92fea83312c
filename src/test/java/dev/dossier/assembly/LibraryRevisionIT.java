package dev.dossier.assembly;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.app.Dossier;
import dev.dossier.graph.GraphProbe;
import dev.dossier.testing.SopFiles;
import dev.dossier.testing.TestDossier;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The assembler keeps the SOPs and their glob index per library revision: every change of the library shows at once. */
class LibraryRevisionIT {

    private static List<String> matched(Dossier dossier, String path) {
        return dossier.assembler().assemble(new ReviewRequest(List.of(new TaskFile(path, null)), null, "gpt-4o", 32000, null, 0)).items()
                .stream().filter(i -> i.section() == Section.SOP).map(ContextItem::id).sorted().toList();
    }

    private static String context(Dossier dossier, String path) {
        return dossier.assembler().assemble(new ReviewRequest(List.of(new TaskFile(path, null)), null, "gpt-4o", 32000, null, 0)).context();
    }

    @Test
    void addedChangedAndRemovedSopsAndChangedBodiesShowInTheNextReview() throws Exception {
        Dossier dossier = TestDossier.fresh();
        var dir = Files.createTempDirectory("dossier-revision-");
        SopFiles.write(dir, "go.md", SopFiles.sop("applies_to: \"*.go\"\nseverity: error", "Go", "errors", 1));
        dossier.sync().sync(List.of(dir));
        String first = dossier.documents().revision();
        assertThat(matched(dossier, "cmd/main.go")).containsExactly("go");
        assertThat(matched(dossier, "web/a.css")).isEmpty();

        // a new SOP, and a changed glob
        SopFiles.write(dir, "css.md", SopFiles.sop("applies_to: \"**/*.css\"\nseverity: warning", "CSS", "names", 1));
        SopFiles.write(dir, "go.md", SopFiles.sop("applies_to: \"cmd/**\"\nseverity: error", "Go", "errors", 1));
        dossier.sync().sync(List.of(dir));
        assertThat(dossier.documents().revision()).isNotEqualTo(first);
        assertThat(matched(dossier, "web/a.css")).containsExactly("css");
        assertThat(matched(dossier, "lib/x.go")).isEmpty();
        assertThat(matched(dossier, "cmd/tool.sh")).containsExactly("go");

        // a changed body: the chunks read for the last revision are not served again
        assertThat(context(dossier, "cmd/tool.sh")).contains("about errors").doesNotContain("wrapping");
        SopFiles.write(dir, "go.md", SopFiles.sop("applies_to: \"cmd/**\"\nseverity: error", "Go", "wrapping", 1));
        dossier.sync().sync(List.of(dir));
        assertThat(context(dossier, "cmd/tool.sh")).contains("about wrapping").doesNotContain("about errors");

        // removed by a sync, then deleted behind the store's back (the SOP count is part of the revision)
        Files.delete(dir.resolve("css.md"));
        dossier.sync().sync(List.of(dir));
        assertThat(matched(dossier, "web/a.css")).isEmpty();
        GraphProbe.run(dossier.graph(), "MATCH (d:Sop {id: 'go'}) DETACH DELETE d", java.util.Map.of());
        assertThat(matched(dossier, "cmd/tool.sh")).isEmpty();
    }
}
