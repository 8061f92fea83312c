package dev.dossier.source;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.app.Dossier;
import dev.dossier.graph.GraphProbe;
import dev.dossier.testing.TestDossier;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every man page of the Debian packages {@code manpages} and {@code manpages-dev}, as installed, through
 * the real pipeline. Runs where the packages are installed (their dpkg file lists exist), is skipped
 * elsewhere; the pages in src/test/resources/man cover the same code paths on any machine.
 *
 * <p>The packages' files are copied (symlinks as symlinks) into a man tree of their own, so that pages
 * of other packages under /usr/share/man stay out of the counts.
 */
class RealManPagesIT {

    private static final List<String> PACKAGES = List.of("manpages", "manpages-dev");
    private static final Path DPKG_INFO = Path.of("/var/lib/dpkg/info");

    @TempDir
    Path dir;

    @Test
    void everyPageOfManpagesAndManpagesDevIsIngested() throws IOException {
        var installed = new ArrayList<Path>();
        for (String pkg : PACKAGES) {
            Path list = DPKG_INFO.resolve(pkg + ".list");
            Assumptions.assumeTrue(Files.isReadable(list), "package " + pkg + " is not installed (apt-get install manpages manpages-dev)");
            for (String line : Files.readAllLines(list)) {
                Path p = Path.of(line);
                if (line.startsWith("/usr/share/man/man") && (Files.isSymbolicLink(p) || Files.isRegularFile(p))) {
                    installed.add(p);
                }
            }
        }
        Path tree = dir.resolve("man");
        Set<Path> targets = new HashSet<>();
        for (Path p : installed) {
            Path copy = tree.resolve(Path.of("/usr/share/man").relativize(p).toString());
            Files.createDirectories(copy.getParent());
            if (Files.isSymbolicLink(p)) {
                Files.createSymbolicLink(copy, Files.readSymbolicLink(p));
            } else {
                Files.copy(p, copy, LinkOption.NOFOLLOW_LINKS);
            }
        }
        for (Path p : installed) {
            targets.add(dev.dossier.source.ManPageFiles.resolve(tree.resolve(Path.of("/usr/share/man").relativize(p).toString())));
        }
        Dossier dossier = TestDossier.fresh();

        long start = System.nanoTime();
        var report = dossier.sync().sync(List.of(tree));
        long millis = (System.nanoTime() - start) / 1_000_000;

        long documents = GraphProbe.count(dossier.graph(), "MATCH (d:Document:ManPage) RETURN count(d)");
        long chunks = GraphProbe.count(dossier.graph(), "MATCH (c:Chunk)-[:CHUNK_OF]->(:ManPage) RETURN count(c)");
        long maxTokens = GraphProbe.count(dossier.graph(), "MATCH (c:Chunk) RETURN max(c.token_count)");
        long withOptions = GraphProbe.count(dossier.graph(), "MATCH (d:ManPage) WHERE d.options IS NOT NULL RETURN count(d)");
        long withAliases = GraphProbe.count(dossier.graph(), "MATCH (d:ManPage) WHERE d.aliases IS NOT NULL RETURN count(d)");
        long seeAlso = GraphProbe.count(dossier.graph(), "MATCH (:ManPage)-[r:SEE_ALSO]->(:ManPage) RETURN count(r)");
        long noSummary = GraphProbe.count(dossier.graph(), "MATCH (d:ManPage) WHERE d.summary IS NULL RETURN count(d)");
        System.out.printf("manpages + manpages-dev: %d files (%d distinct pages), %d documents, %d chunks (largest %d tokens), "
                        + "%d pages with options, %d with aliases, %d SEE_ALSO edges, %d without summary, %d rejected, %d warnings, %d ms%n",
                installed.size(), targets.size(), documents, chunks, maxTokens, withOptions, withAliases, seeAlso, noSummary,
                report.rejected().size(), report.warnings().size(), millis);
        report.rejected().forEach(p -> System.out.println("  rejected " + p));

        assertThat(report.rejected()).isEmpty();
        assertThat(documents).isEqualTo(targets.size()).isEqualTo(report.ingested());
        assertThat(noSummary).isZero();
        assertThat(seeAlso).isGreaterThan(documents);

        var again = dossier.sync().sync(List.of(tree));
        assertThat(again.ingested()).isZero();
        assertThat(again.unchanged()).isEqualTo(documents);
    }
}
