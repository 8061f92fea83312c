package dev.dossier.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A wrong configuration file found while the container builds a command's services is reported like every other
 * failure (message naming file and key, exit code 7, the problem record with {@code --json}), never as the container's
 * stack trace. Launched as a process: {@code DOSSIER_CONFIG_DIR} is read from the environment.
 */
class ConfigErrorsIT {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} with {1}")
    @CsvSource(delimiter = '|', textBlock = """
            context-budget,a task,--json                        | limits.yaml | 'files: 0\\nfile_content_bytes: 1\\npatterns: 1\\ndecisions: 1\\nhistory: 1\\nbody_bytes: 1\\nwindow_without_model: 1' | files must be a positive whole number, got 0
            models,--json                                       | models.yaml | 'models: []'                | 'models' must be a non-empty list
            assemble,--task,x,--file,pom.xml,--json,--data-dir,DATA | limits.yaml | 'files: 1'                  | missing key 'file_content_bytes'
            """)
    void aWrongFileIsAReportedConfigError(String args, String file, String content, String message) throws Exception {
        Files.writeString(dir.resolve(file), content.replace("\\n", "\n"), StandardCharsets.UTF_8);
        var command = new java.util.ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), "dev.dossier.cli.Main"));
        for (String a : args.split(",")) {
            command.add(a.equals("DATA") ? dir.resolve("data").toString() : a);
        }
        var builder = new ProcessBuilder(command).redirectOutput(dir.resolve("out").toFile()).redirectError(dir.resolve("err").toFile());
        builder.environment().put("DOSSIER_CONFIG_DIR", dir.toString());
        var process = builder.start();
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();

        String out = read("out");
        String err = read("err");
        assertThat(process.exitValue()).as(err).isEqualTo(ExitCodes.CONFIG);
        assertThat(err).contains("dossier: " + dir.resolve(file)).contains(message).doesNotContain("Exception").doesNotContain("\tat ");
        assertThat(out).contains("\"code\" : \"invalid_config\"");
    }

    private String read(String name) throws IOException {
        return Files.readString(dir.resolve(name), StandardCharsets.UTF_8);
    }
}
