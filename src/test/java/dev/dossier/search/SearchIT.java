package dev.dossier.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dossier.app.Dossier;
import dev.dossier.embedding.ProgressListener;
import dev.dossier.error.DossierException;
import dev.dossier.graph.GraphProbe;
import dev.dossier.testing.SopFiles;
import dev.dossier.testing.SourceTrees;
import dev.dossier.testing.TestDossier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Ingestion embeds the chunks, and search ranks documents by hybrid relevance, on the real embedded Neo4j and
 * the real ONNX model, over a directory mixing an SOP, real man pages and a STIX bundle.
 */
class SearchIT {

    private static Dossier dossier;
    private static Dossier.Ingested first;

    @BeforeAll
    static void ingest() throws Exception {
        dossier = TestDossier.fresh();
        Path dir = Files.createTempDirectory("dossier-search-");
        SourceTrees.copy(SourceTrees.MAN, dir.resolve("man"));
        Files.createDirectories(dir.resolve("attack"));
        Files.copy(SourceTrees.STIX_SAMPLE, dir.resolve("attack/attack-sample.json"));
        SopFiles.write(dir, "sops/go-errors.md", SopFiles.sop("applies_to: \"*.go\"\nseverity: error", "Go error wrapping", "wrapping errors with context", 2));
        first = dossier.ingest(List.of(dir), ProgressListener.none());
        assertThat(first.report().rejected()).isEmpty();
    }

    @Test
    void ingestionEmbedsEveryChunkOnceAndASecondIngestionEmbedsNothing() {
        long chunks = GraphProbe.count(dossier.graph(), "MATCH (c:Chunk) RETURN count(c)");
        assertThat(first.embeddings().chunks()).isEqualTo((int) chunks);
        assertThat(first.embeddings().embedded() + first.embeddings().reused()).isEqualTo((int) chunks);
        assertThat(GraphProbe.count(dossier.graph(), "MATCH (c:Chunk) WHERE c.embedding IS NULL RETURN count(c)")).isZero();
        var again = dossier.embedPending(ProgressListener.none());
        assertThat(again.embedded()).isZero();
        assertThat(again.unchanged()).isEqualTo((int) chunks);
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
            "format and print data with a format string | man.printf.3",
            "convert text from one character encoding to another | man.iconv.1",
            "print shared object dependencies of a program | man.ldd.1",
            "read bytes from a file descriptor | man.read.2",
            "table of ASCII character codes in octal, decimal and hexadecimal | man.ascii.7",
            "adversaries run commands through a command and scripting interpreter | attack.T1059",
            "wrap errors with context in Go | sops.go-errors",
    })
    void theExpectedDocumentIsInTheTopThree(String query, String expected) {
        var hits = dossier.search().search(query, 3, null);
        assertThat(hits).extracting(SearchHit::id).contains(expected);
        assertThat(hits).allSatisfy(h -> assertThat(h.score()).isBetween(0.0, 1.0));
        assertThat(hits).extracting(SearchHit::id).doesNotHaveDuplicates();
    }

    /** Full-text retrieval: a page found by a word of its NAME line that the query embedding alone does not rank first. */
    @Test
    void aPageIsFoundByTheWordsOfItsName() {
        assertThat(dossier.search().search("ldd", 1, "man")).extracting(SearchHit::id).containsExactly("man.ldd.1");
        assertThat(dossier.search().search("iconv", 1, "man")).extracting(SearchHit::id).containsExactly("man.iconv.1");
    }

    @Test
    void typeRestrictsTheDocumentsAndEachAppearsOnce() {
        var man = dossier.search().search("print formatted output", 10, "man");
        assertThat(man).isNotEmpty().allSatisfy(h -> assertThat(h.type()).isEqualTo("man"));
        assertThat(man).extracting(SearchHit::id).doesNotHaveDuplicates();
        var attack = dossier.search().search("credential dumping", 5, "attack");
        assertThat(attack).isNotEmpty().allSatisfy(h -> {
            assertThat(h.type()).isEqualTo("attack");
            assertThat(h.id()).startsWith("attack.T");
        });
    }

    @Test
    void unrelatedQueriesScoreLow() {
        var hits = dossier.search().search("recipe for a chocolate cake with strawberries", 3, null);
        assertThat(hits).allSatisfy(h -> assertThat(h.score()).isLessThan(0.3));
    }

    @Test
    void badInputNamesTheField() {
        assertThatThrownBy(() -> dossier.search().search(" ", 5, null)).isInstanceOf(DossierException.class).hasMessageContaining("q must");
        assertThatThrownBy(() -> dossier.search().search("x", 0, null)).isInstanceOf(DossierException.class).hasMessageContaining("k must");
        assertThatThrownBy(() -> dossier.search().search("x", 5, "pdf")).isInstanceOf(DossierException.class).hasMessageContaining("type must");
    }
}
