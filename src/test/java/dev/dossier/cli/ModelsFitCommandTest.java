package dev.dossier.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** {@code dossier models fit} in-process (no graph): the same record as GET /v1/models/fit; exit 4 for decompose. */
class ModelsFitCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    record Run(int exit, String out, String err) {
    }

    private static Run run(String... args) {
        var out = new StringWriter();
        var err = new StringWriter();
        try (var container = Main.container()) {
            var cli = Main.commandLine(container);
            cli.setOut(new PrintWriter(out, true));
            cli.setErr(new PrintWriter(err, true));
            return new Run(cli.execute(args), out.toString(), err.toString());
        }
    }

    @Test
    void aTaskThatFitsIsAssignedAndOneThatDoesNotIsToBeDecomposed() throws Exception {
        Run fits = run("models", "fit", "--task-tokens", "6000", "--files", "3", "--json");
        assertThat(fits.exit()).as(fits.err()).isEqualTo(ExitCodes.OK);
        var view = JSON.readTree(fits.out());
        assertThat(view.get("recommendation").asText()).isEqualTo("assign");
        assertThat(view.get("models").get(0).get("fits").asBoolean()).isTrue();
        assertThat(view.get("models").get(0).fieldNames()).toIterable().contains("working_memory", "file_share", "sweet_spot", "reasons");

        Run decompose = run("models", "fit", "--task-tokens", "150000", "--model", "gpt-4o");
        assertThat(decompose.exit()).isEqualTo(ExitCodes.TASK_TOO_LARGE);
        assertThat(decompose.out()).startsWith("decompose: no such model fits a task of 150000 tokens");

        assertThat(run("models", "fit", "--task-tokens", "10", "--model", "nope").exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(run("models", "fit", "--task-tokens", "-5").exit()).isEqualTo(ExitCodes.USAGE);
    }
}
