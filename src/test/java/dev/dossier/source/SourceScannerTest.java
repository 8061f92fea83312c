package dev.dossier.source;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.dossier.testing.SopFiles;
import dev.dossier.testing.SourceTrees;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How files are recognised in a directory that mixes markdown, man pages and STIX bundles. */
class SourceScannerTest {

    @TempDir
    Path dir;

    private Path mixed() throws IOException {
        SopFiles.write(dir, "notes/guide.md", "# Guide\n\nText.\n");
        SourceTrees.copy(SourceTrees.MAN, dir.resolve("man"));
        Files.createDirectories(dir.resolve("stix"));
        Files.copy(SourceTrees.STIX_SAMPLE, dir.resolve("stix/attack-sample.json"));
        SopFiles.write(dir, "package.json", "{\"type\": \"module\"}");
        SopFiles.write(dir, "docs/README.1st", "read me first");
        SopFiles.write(dir, ".hidden/secret.md", "# hidden");
        SopFiles.write(dir, "man/man3/.secret.3", ".TH secret 3");
        return dir.toAbsolutePath().normalize();
    }

    @Test
    void recognisesMarkdownByExtensionManPagesByNameAndBundlesByContent() throws IOException {
        var scan = SourceScanner.scan(List.of(mixed()));

        assertThat(scan.problems()).isEmpty();
        assertThat(scan.files()).extracting(SourceFile::kind, SourceFile::id, SourceFile::filePath, SourceFile::aliases).containsExactly(
                tuple(SourceKind.MARKDOWN, "man.README", "man/README.md", List.of()),
                tuple(SourceKind.MAN, "man.iconv.1", "man/man1/iconv.1.gz", List.of()),
                tuple(SourceKind.MAN, "man.ldd.1", "man/man1/ldd.1.gz", List.of()),
                tuple(SourceKind.MAN, "man.read.2", "man/man2/read.2.gz", List.of()),
                tuple(SourceKind.MAN, "man.printf.3", "man/man3/printf.3.gz", List.of("fprintf(3)")),
                tuple(SourceKind.MAN, "man.ascii.7", "man/man7/ascii.7.gz", List.of()),
                tuple(SourceKind.MAN, "man.queue.7", "man/man7/queue.7.gz", List.of("queue(3)")),
                tuple(SourceKind.MARKDOWN, "notes.guide", "notes/guide.md", List.of()),
                tuple(SourceKind.ATTACK, null, "stix/attack-sample.json", List.of()));
    }

    @Test
    void aPageReachedOnlyThroughARedirectBelongsToTheRedirectsDirectory() throws IOException {
        Path root = mixed().resolve("man/man3");
        var scan = SourceScanner.scan(List.of(root));

        var queue = scan.files().stream().filter(f -> "man.queue.7".equals(f.id())).findFirst().orElseThrow();
        assertThat(queue.filePath()).isEqualTo("queue.3.gz");
        assertThat(queue.root()).isEqualTo(root);
        assertThat(queue.file()).isEqualTo(root.resolve("../man7/queue.7.gz").toRealPath());
        assertThat(queue.display()).contains("queue.3.gz (-> ").contains("queue.7.gz");
        assertThat(queue.aliases()).as("its own name is not an alias of itself").containsExactly("queue(3)");
    }

    @Test
    void aDanglingSymlinkIsAProblemNotACrash() throws IOException {
        Path root = mixed();
        Files.createSymbolicLink(root.resolve("man/man3/gone.3.gz"), Path.of("nowhere.3.gz"));
        var scan = SourceScanner.scan(List.of(root));
        assertThat(scan.problems()).extracting(Problem::field).containsExactly("symlink");
        assertThat(scan.problems().get(0).file()).endsWith("gone.3.gz");
        assertThat(scan.files()).hasSize(9);
    }

    @Test
    void theWatcherSnapshotSeesEveryKind() throws IOException {
        Path root = mixed();
        var snapshot = SourceScanner.snapshot(List.of(root));
        assertThat(snapshot.keySet()).extracting(p -> root.relativize(p).toString()).contains("notes/guide.md", "man/man3/fprintf.3.gz",
                "man/man3/queue.3.gz", "stix/attack-sample.json", "package.json").doesNotContain("docs/README.1st", ".hidden/secret.md");
    }
    @Test
    void filesNoReaderRecognisesAreReportedPerKindWithTheRule() throws IOException {
        SopFiles.write(dir, "good.md", "# Good\n\nText.\n");
        SopFiles.write(dir, "pages/ls.1", ".TH LS 1");
        SopFiles.write(dir, "pages/cp.1.gz", "not really gzip");
        SopFiles.write(dir, "notes.txt", "plain text");
        SopFiles.write(dir, "package.json", "{\"type\": \"module\"}");
        SopFiles.write(dir, ".hidden/skip.txt", "hidden files are not reported");

        var scan = SourceScanner.scan(List.of(dir.toAbsolutePath().normalize()));

        assertThat(scan.files()).extracting(SourceFile::filePath).containsExactly("good.md");
        assertThat(scan.skipped()).extracting(Problem::field).containsOnly("skipped");
        assertThat(scan.skipped()).extracting(Problem::message).containsExactlyInAnyOrder(
                "2 files skipped: " + SourceScanner.MAN_RULE,
                "1 file skipped: " + SourceScanner.OTHER_RULE,
                "1 file skipped: " + SourceScanner.JSON_RULE);
    }

}
