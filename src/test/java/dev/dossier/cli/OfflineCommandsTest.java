package dev.dossier.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

/** The seed-004 commands that need no graph: {@code summarize} and {@code context-budget}, in-process. */
class OfflineCommandsTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String JAVA = "src/test/resources/filesummary/java/SourceSync.java";
    private static final String MARKDOWN = "src/test/resources/knowledge/semver-README.md";

    record Run(int exit, String out, String err) {
        JsonNode json() throws IOException {
            return JSON.readTree(out);
        }
    }

    private static Run run(String... args) {
        var out = new StringWriter();
        var err = new StringWriter();
        var container = Main.container();
        var cli = Main.commandLine(container);
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int exit = cli.execute(args);
        container.close();
        return new Run(exit, out.toString(), err.toString());
    }

    @ParameterizedTest(name = "{0} at {1} <= {2}")
    @CsvSource({
            JAVA + ", detailed, 2000", JAVA + ", summary, 500", JAVA + ", stub, 100",
            MARKDOWN + ", detailed, 2000", MARKDOWN + ", summary, 500", MARKDOWN + ", stub, 100"})
    void summarizeKeepsEachLevelWithinItsCap(String file, String level, int cap) throws IOException {
        Run r = run("summarize", file, "--level", level, "--query", "range syntax", "--json");
        assertThat(r.exit()).as(r.err()).isEqualTo(ExitCodes.OK);
        JsonNode j = r.json();
        assertThat(j.get("tokens").asInt()).isPositive().isLessThanOrEqualTo(cap).isLessThan(j.get("file_tokens").asInt());
        assertThat(j.get("method").asText()).isEqualTo(file.endsWith(".java") ? "code outline (java)" : "knowledge summarizer");
    }

    @Test
    void summarizeDetailedKeepsJavaSignaturesWithoutBodies() throws IOException {
        JsonNode j = run("summarize", JAVA, "--level", "detailed", "--json").json();
        assertThat(j.get("text").asText()).contains("public synchronized IngestReport sync(List<Path> directories)")
                .doesNotContain("rejected.add(");
    }

    @Test
    void summarizeRejectsAnUnknownLevelAndAMissingFile() throws IOException {
        Run level = run("summarize", JAVA, "--level", "tiny", "--json");
        assertThat(level.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(level.json().get("field").asText()).isEqualTo("level");
        Run missing = run("summarize", "no/such/file.md", "--json");
        assertThat(missing.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(missing.json().get("field").asText()).isEqualTo("file");
    }

    @Test
    void contextBudgetSplitsWhatTheTaskLeavesByTheTierShares() throws IOException {
        Run r = run("context-budget", "Update authentication to use JWT", "--max-tokens", "50000", "--show-allocation", "--json");
        assertThat(r.exit()).as(r.err()).isEqualTo(ExitCodes.OK);
        JsonNode j = r.json();
        assertThat(j.get("available").asInt()).isEqualTo(50000 - 8000 - 2000);
        int remaining = j.get("remaining").asInt();
        assertThat(remaining).isEqualTo(40000 - j.get("task_tokens").asInt());
        JsonNode a = j.get("allocation");
        assertThat(a.get("primary").asInt()).isEqualTo((int) Math.floor(remaining * 0.50));
        assertThat(a.get("supporting").asInt()).isEqualTo((int) Math.floor(remaining * 0.30));
        assertThat(a.get("reference").asInt()).isEqualTo((int) Math.floor(remaining * 0.15));
        assertThat(a.get("history").asInt()).isEqualTo((int) Math.floor(remaining * 0.05));

        JsonNode cag = run("context-budget", "Book flight to Paris", "--max-tokens", "32000", "--policy", "cag", "--show-allocation", "--json").json();
        int room = cag.get("remaining").asInt();
        assertThat(cag.get("allocation").get("knowledge").asInt()).isEqualTo((int) Math.floor(room * 0.70 / 0.90));
        assertThat(cag.get("allocation").get("history").asInt()).isEqualTo((int) Math.floor(room * 0.20 / 0.90));
    }

    @Test
    void contextBudgetRefusesATaskThatCannotFit() throws IOException {
        Run r = run("context-budget", "word ".repeat(3000), "--max-tokens", "12000", "--json");
        assertThat(r.exit()).isEqualTo(ExitCodes.TASK_TOO_LARGE);
        assertThat(r.json().get("available").asInt()).isEqualTo(2000);
        Run unknown = run("context-budget", "x", "--policy", "nope", "--json");
        assertThat(unknown.exit()).isEqualTo(ExitCodes.USAGE);
    }

    @Test
    void contextScoreRanksARelatedDocumentAboveAnUnrelatedOne() throws IOException {
        JsonNode related = run("context-score", MARKDOWN, "--task", "How do semver version ranges and caret ranges work?", "--json").json();
        JsonNode unrelated = run("context-score", MARKDOWN, "--task", "Book a hotel near the Eiffel Tower in Paris", "--json").json();
        assertThat(related.get("alignment").asDouble()).isGreaterThan(unrelated.get("alignment").asDouble());
        assertThat(unrelated.get("alignment").asDouble()).isLessThan(0.3);
        assertThat(related.get("score").asDouble()).isBetween(0.0, 1.0);
        assertThat(related.get("tier").asText()).isIn("primary", "supporting", "reference", "excluded");
        JsonNode mentioned = run("context-score", MARKDOWN, "--task", "Check @" + MARKDOWN + " for range syntax", "--json").json();
        assertThat(mentioned.get("mentions").asInt()).isEqualTo(1);
    }
}
