package dev.dossier.source.man;

import dev.dossier.source.ManPageFiles;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ManPageFilesTest {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(nullValues = "none", textBlock = """
            man3/printf.3.gz,                 man.printf.3
            man3/printf.3,                    man.printf.3
            man3/sigevent.3type.gz,           man.sigevent.3type
            man8/ld.so.8.gz,                  man.ld.so.8
            man3/File::Spec.3pm.gz,           man.File::Spec.3pm
            mann/after.n,                     man.after.n
            share/man/de/man1/ls.1.gz,        man.ls.1.de
            share/man/pt_BR/man1/ls.1.gz,     man.ls.1.pt_BR
            docs/README.1st,                  none
            man1/README.1st,                  man.README.1st
            man1/printf.3.gz,                 none
            man3/.hidden.3,                   none
            man3/notes.txt,                   none
            printf.3.gz,                      none
            """)
    void recognisesPagesByNameAndDirectory(String path, String id) {
        assertThat(ManPageFiles.pageName(Path.of("/usr", path)).map(ManPageFiles.PageName::id)).isEqualTo(Optional.ofNullable(id));
    }

    @Test
    void referencesMapToDocumentIds() {
        assertThat(ManPageFiles.idOfRef("printf(3)")).contains("man.printf.3");
        assertThat(ManPageFiles.idOfRef("sigevent(3type)")).contains("man.sigevent.3type");
        assertThat(ManPageFiles.idOfRef("not a ref")).isEmpty();
    }

    @Test
    void followsSymlinksAndSoRedirectsRelativeToTheManRoot() throws IOException {
        Path target = gz(dir.resolve("man7/queue.7.gz"), ".TH queue 7\n.SH NAME\nqueue \\- lists\n");
        Path redirect = gz(dir.resolve("man3/queue.3.gz"), ".\\\" redirect\n.so man7/queue.7\n");
        Path plainRedirect = write(dir.resolve("man3/slist.3"), ".so man3/queue.3\n");
        Path link = Files.createSymbolicLink(dir.resolve("man3/tailq.3.gz"), Path.of("queue.3.gz"));

        assertThat(ManPageFiles.resolve(target)).isEqualTo(target.toRealPath());
        assertThat(ManPageFiles.resolve(redirect)).isEqualTo(target.toRealPath());
        assertThat(ManPageFiles.resolve(plainRedirect)).as("two hops, .gz found for a name without it").isEqualTo(target.toRealPath());
        assertThat(ManPageFiles.resolve(link)).isEqualTo(target.toRealPath());
    }

    @Test
    void brokenRedirectsAndLoopsAreClearErrors() throws IOException {
        Path broken = write(dir.resolve("man3/gone.3"), ".so man3/missing.3\n");
        Path a = write(dir.resolve("man3/a.3"), ".so man3/b.3\n");
        write(dir.resolve("man3/b.3"), ".so man3/a.3\n");

        assertThatThrownBy(() -> ManPageFiles.resolve(broken)).isInstanceOf(ManPageFiles.BrokenRedirect.class)
                .hasMessageContaining(".so man3/missing.3").hasMessageContaining("points to no file");
        assertThatThrownBy(() -> ManPageFiles.resolve(a)).isInstanceOf(ManPageFiles.BrokenRedirect.class).hasMessageContaining("loop");
    }

    @Test
    void linksAndRedirectsMayOnlyLeadToManPages() throws IOException {
        Path secret = write(dir.resolve("etc/secret"), "not a page\n");
        Path so = write(dir.resolve("man1/leak.1"), ".so etc/secret\n");
        Path link = Files.createSymbolicLink(dir.resolve("man1/link.1"), secret);

        assertThatThrownBy(() -> ManPageFiles.resolve(so)).isInstanceOf(ManPageFiles.BrokenRedirect.class).hasMessageContaining("not a man page");
        assertThatThrownBy(() -> ManPageFiles.resolve(link)).isInstanceOf(ManPageFiles.BrokenRedirect.class).hasMessageContaining("not a man page");
    }

    @Test
    void contentIsGunzippedWithinALimit() throws IOException {
        Path page = gz(dir.resolve("man1/x.1.gz"), ".TH x 1\n" + "text\n".repeat(1000));
        byte[] raw = Files.readAllBytes(page);
        assertThat(new String(ManPageFiles.content(raw, 1 << 20), StandardCharsets.UTF_8)).startsWith(".TH x 1\ntext\n");
        assertThatThrownBy(() -> ManPageFiles.content(raw, 100)).isInstanceOf(ManPageFiles.TooLarge.class);
    }

    static Path gz(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file))) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
        return file;
    }

    static Path write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        return Files.writeString(file, text);
    }
}
