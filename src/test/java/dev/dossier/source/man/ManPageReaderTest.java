package dev.dossier.source.man;

import dev.dossier.source.ManPageFiles;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.model.JtokkitCounter;
import dev.dossier.source.DocumentFactory;
import dev.dossier.source.DocumentWrite;
import dev.dossier.source.IngestionPolicy;
import dev.dossier.source.ParseOutcome;
import dev.dossier.source.Problem;
import dev.dossier.source.SourceFile;
import dev.dossier.source.SourceKind;
import dev.dossier.vocabulary.Vocabulary;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The man page reader on real pages of the Debian manpages/manpages-dev packages (src/test/resources/man). */
class ManPageReaderTest {

    static final Path MAN = Path.of("src/test/resources/man");

    private final ManPageReader reader = new ManPageReader(new DocumentFactory(Vocabulary.load(null)), JtokkitCounter.cl100k(),
            IngestionPolicy.DEFAULT);

    @TempDir
    Path dir;

    private ParseOutcome read(Path root, String rel, List<String> aliases) throws IOException {
        Path file = ManPageFiles.resolve(root.resolve(rel));
        String id = ManPageFiles.pageName(file).orElseThrow().id();
        var source = new SourceFile(SourceKind.MAN, root.toAbsolutePath(), file, rel, rel, id, aliases);
        return reader.read(source, Files.readAllBytes(file), "0".repeat(64));
    }

    private DocumentWrite accepted(String rel, List<String> aliases) throws IOException {
        var outcome = read(MAN, rel, aliases);
        assertThat(outcome).isInstanceOf(ParseOutcome.Accepted.class);
        var documents = ((ParseOutcome.Accepted) outcome).documents();
        assertThat(documents).hasSize(1);
        return documents.get(0);
    }

    @SuppressWarnings("unchecked")
    private static List<String> strings(Object value) {
        return (List<String>) value;
    }

    private static Problem rejected(ParseOutcome outcome) {
        assertThat(outcome).isInstanceOf(ParseOutcome.Rejected.class);
        return ((ParseOutcome.Rejected) outcome).problems().get(0);
    }

    @Test
    void printfNameSummarySynopsisSeeAlsoAndAliases() throws IOException {
        var doc = accepted("man3/printf.3.gz", List.of("fprintf(3)"));
        var p = doc.properties();

        assertThat(doc.id()).isEqualTo("man.printf.3");
        assertThat(doc.labels()).containsExactly("Knowledge", "ManPage");
        assertThat(p).containsEntry("title", "printf(3)").containsEntry("summary", "formatted output conversion")
                .containsEntry("type", "man").containsEntry("source_type", "man").containsEntry("mime_type", "text/troff")
                .containsEntry("file_path", "man3/printf.3.gz").containsEntry("aliases", List.of("fprintf(3)"));
        assertThat((String) p.get("synopsis")).startsWith("#include <stdio.h>")
                .contains("int printf(const char *restrict format, ...);", "int vsnprintf(char str[restrict .size], size_t size,");
        assertThat(strings(p.get("see_also"))).containsExactly("printf(1)", "asprintf(3)", "puts(3)", "scanf(3)", "setlocale(3)",
                "strfromd(3)", "wcrtomb(3)", "wprintf(3)", "locale(5)");
        assertThat(p).doesNotContainKey("options");
    }

    @Test
    void printfIsChunkedBySectionWithCodeFencesAndNoRoffLeft() throws IOException {
        var chunks = accepted("man3/printf.3.gz", List.of()).chunks();

        assertThat(chunks).hasSizeGreaterThan(3);
        assertThat(chunks).extracting(c -> (String) c.properties().get("section")).contains("NAME", "DESCRIPTION > Conversion specifiers");
        String all = chunks.stream().map(c -> (String) c.properties().get("content")).reduce("", String::concat);
        assertThat(all).contains("## SYNOPSIS", "```\n#include <stdio.h>", "- `%`", "asprintf(3)")
                .doesNotContain("\\f", "\\-", "\\(", ".BR", ".TP", "\\[aq]");
        assertThat(chunks).allSatisfy(c -> assertThat((int) c.properties().get("token_count")).isLessThanOrEqualTo(1500));
    }

    @Test
    void iconvOptionsAreItemsAndChunksOfTheirOwn() throws IOException {
        var doc = accepted("man1/iconv.1.gz", List.of());

        @SuppressWarnings("unchecked")
        var options = (List<String>) doc.properties().get("options");
        assertThat(options).hasSize(10).first().isEqualTo("-f from-encoding, --from-code=from-encoding: Use from-encoding for input characters.");
        assertThat(options).contains("-l, --list: List all known character set encodings.", "-c: Silently discard characters that cannot be"
                + " converted instead of terminating when encountering such characters.");
        assertThat((String) doc.properties().get("synopsis")).isEqualTo("iconv [options] [-f from-encoding] [-t to-encoding] [inputfile]...");

        var optionChunks = doc.chunks().stream().filter(c -> String.valueOf(c.properties().get("section")).startsWith("OPTIONS > ")).toList();
        assertThat(optionChunks).hasSize(10);
        assertThat(optionChunks.get(2).properties()).containsEntry("section", "OPTIONS > -l, --list")
                .containsEntry("content", "- `-l, --list`\n  List all known character set encodings.");
        assertThat(doc.chunks()).extracting(c -> (int) c.properties().get("chunk_index"))
                .containsExactlyElementsOf(java.util.stream.IntStream.rangeClosed(1, doc.chunks().size()).boxed().toList());
    }

    @Test
    void subSectionsAfterOptionsKeepTheirFullPath() throws Exception {
        var page = RoffParser.parse(String.join("\n", ".TH demo 1", ".SH NAME", "demo \\- a demo", ".SH OPTIONS", "Intro.", ".TP", ".B \\-a",
                "All.", ".SS Exit codes", "Zero is success.", ".SH NOTES", "A note.")).page();
        var chunks = reader.chunks(page);
        assertThat(chunks).extracting(dev.dossier.source.Chunk::section)
                .containsExactly("NAME", "OPTIONS", "OPTIONS > -a", "OPTIONS > Exit codes", "NOTES");
        assertThat(chunks.get(1).content()).isEqualTo("## OPTIONS\n\nIntro.");
    }

    @Test
    void lddOptionsAndSeeAlso() throws IOException {
        var p = accepted("man1/ldd.1.gz", List.of()).properties();
        assertThat(strings(p.get("options"))).anySatisfy(o -> assertThat(o).startsWith("--version"))
                .anySatisfy(o -> assertThat(o).startsWith("-v, --verbose"));
        assertThat(strings(p.get("see_also"))).contains("ld.so(8)");
    }

    @Test
    void aSoRedirectReadsTheTargetPage() throws IOException {
        var doc = accepted("man3/queue.3.gz", List.of());
        assertThat(doc.id()).as("the id is the target's").isEqualTo("man.queue.7");
        assertThat(doc.properties()).containsEntry("summary", "implementations of linked lists and queues");
    }

    @Test
    void tablesAreRowsOfCells() throws IOException {
        String all = accepted("man7/ascii.7.gz", List.of()).chunks().stream().map(c -> (String) c.properties().get("content"))
                .reduce("", String::concat);
        assertThat(all).contains("Oct | Dec | Hex | Char", "101 | 65 | 41 | A").doesNotContain("l l l l");
    }

    @Test
    void readSyscallPage() throws IOException {
        var p = accepted("man2/read.2.gz", List.of()).properties();
        assertThat(p).containsEntry("title", "read(2)").containsEntry("summary", "read from a file descriptor");
        assertThat((String) p.get("synopsis")).contains("ssize_t read(int fd, void buf[.count], size_t count);");
        assertThat(strings(p.get("see_also"))).contains("close(2)", "readv(2)");
    }

    @Test
    void badInputIsRejectedWithTheFieldAndAFix() throws IOException {
        Files.createDirectories(dir.resolve("man1"));
        Files.write(dir.resolve("man1/broken.1.gz"), new byte[] {0x1f, (byte) 0x8b, 8, 0, 1, 2, 3});
        Files.writeString(dir.resolve("man1/prose.1"), "Just prose,\nno roff at all.\n");
        Files.writeString(dir.resolve("man1/empty.1"), "\n\n");
        Files.write(dir.resolve("man1/binary.1"), new byte[] {'.', 'T', 'H', 0, 1});
        ManPageFilesTest.gz(dir.resolve("man1/huge.1.gz"), ".TH huge 1\n" + "x".repeat(2 << 20));

        assertThat(rejected(read(dir, "man1/broken.1.gz", List.of()))).satisfies(p -> {
            assertThat(p.field()).isEqualTo("encoding");
            assertThat(p.message()).contains("not valid gzip");
        });
        assertThat(rejected(read(dir, "man1/prose.1", List.of())).message()).contains("not a man(7) or mdoc(7) page");
        assertThat(rejected(read(dir, "man1/empty.1", List.of())).field()).isEqualTo("content");
        assertThat(rejected(read(dir, "man1/binary.1", List.of())).message()).contains("binary");
        assertThat(rejected(read(dir, "man1/huge.1.gz", List.of()))).satisfies(p -> {
            assertThat(p.field()).isEqualTo("size");
            assertThat(p.message()).contains("max_file_bytes");
        });
    }

    @Test
    void latin1PagesAreReadWithAWarning() throws IOException {
        Files.createDirectories(dir.resolve("man1"));
        Files.write(dir.resolve("man1/cafe.1"), ".TH cafe 1\n.SH NAME\ncaf\u00e9 \\- a page\n".getBytes(StandardCharsets.ISO_8859_1));
        var outcome = (ParseOutcome.Accepted) read(dir, "man1/cafe.1", List.of());
        assertThat(outcome.warnings()).extracting(Problem::field).containsExactly("encoding");
        assertThat(outcome.documents().get(0).chunks().get(0).properties().get("content")).asString().contains("caf\u00e9");
    }

    @Test
    void everythingBuiltIsValidAgainstTheVocabulary() throws IOException {
        // DocumentFactory throws on an invalid property; reading all the copied pages proves the shape.
        for (String rel : List.of("man1/iconv.1.gz", "man1/ldd.1.gz", "man2/read.2.gz", "man3/printf.3.gz", "man7/queue.7.gz", "man7/ascii.7.gz")) {
            assertThat(accepted(rel, List.of()).properties()).as(rel).containsKeys("title", "summary", "chunk_count", "file_hash");
        }
    }
}
