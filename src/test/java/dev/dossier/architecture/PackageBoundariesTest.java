package dev.dossier.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Package rules of the house style, checked on the imports of the main sources. */
class PackageBoundariesTest {

    private static List<Path> sources() throws IOException {
        try (Stream<Path> files = Files.walk(Path.of("src/main/java/dev/dossier"))) {
            return files.filter(f -> f.toString().endsWith(".java")).toList();
        }
    }

    @ParameterizedTest(name = "{0} is imported only under {1}")
    @CsvSource(textBlock = """
            org.neo4j.,                dev/dossier/graph/
            io.micronaut.http,         dev/dossier/api/
            io.micronaut.,             dev/dossier/api/|dev/dossier/contract/
            io.modelcontextprotocol.,  dev/dossier/mcp/|dev/dossier/api/
            picocli.,                  dev/dossier/cli/
            dev.dossier.api.,          dev/dossier/api/|dev/dossier/cli/
            dev.dossier.cli.,          dev/dossier/cli/
            dev.dossier.mcp.,          dev/dossier/mcp/|dev/dossier/api/|dev/dossier/cli/
            dev.dossier.contract.,     dev/dossier/contract/|dev/dossier/api/|dev/dossier/cli/|dev/dossier/mcp/|dev/dossier/app/
            """)
    void importsStayInTheirPackage(String imported, String allowed) throws IOException {
        var offenders = sources().stream()
                .filter(f -> Stream.of(allowed.split("\\|")).noneMatch(a -> f.toString().replace('\\', '/').contains(a)))
                .filter(f -> {
                    try {
                        return Files.readAllLines(f).stream().anyMatch(l -> l.startsWith("import " + imported) || l.startsWith("import static " + imported));
                    } catch (IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                }).map(Path::toString).toList();
        assertThat(offenders).isEmpty();
    }
}
