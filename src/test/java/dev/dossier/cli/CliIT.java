package dev.dossier.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dossier.testing.SopFiles;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The CLI in-process through picocli (never {@code Main.main}, which exits the JVM). Every graph command opens
 * and closes its own embedded Neo4j on {@code --data-dir} (a few seconds each), so the class runs few commands:
 * one ingest in {@link #ingestOnce()} whose data directory the read-only tests share, and one more ingest into a
 * separate data directory for the rejection case. The shared test Neo4j of {@code TestDossier} is not touched.
 */
class CliIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static Path dataDir;
    private static Path sources;
    private static Run ingest;

    /** Exit code and captured streams of one command. */
    record Run(int exit, String out, String err) {
        JsonNode json() throws IOException {
            return JSON.readTree(out);
        }
    }

    @BeforeAll
    static void ingestOnce() throws IOException {
        dataDir = Files.createTempDirectory("dossier-cli-data-");
        sources = Files.createTempDirectory("dossier-cli-sources-");
        SopFiles.write(sources, "java-errors.md", SopFiles.sop("""
                category: sop
                applies_to: "*.java"
                severity: error
                summary: "Java exceptions are wrapped with context and never swallowed."
                """, "Java Exceptions", "exception wrapping", 3));
        SopFiles.write(sources, "web/styles.md", SopFiles.sop("""
                category: sop
                applies_to: "**/*.{css,scss}"
                severity: warning
                """, "Stylesheet Rules", "stylesheet selectors", 2));
        SopFiles.write(sources, "docs-guide.md", SopFiles.sop("""
                category: sop
                applies_to: "docs/**"
                severity: info
                """, "Documentation Pages", "documentation structure", 2));
        ingest = run("ingest", sources.toString(), "--data-dir", dataDir.toString(), "--json");
    }

    @Test
    void ingestPrintsTheCountsAsJson() throws IOException {
        assertThat(ingest.exit()).as("stderr: %s", ingest.err()).isEqualTo(ExitCodes.OK);
        JsonNode r = ingest.json();
        assertThat(r.get("ingested").asInt()).isEqualTo(3);
        assertThat(r.get("unchanged").asInt()).isZero();
        assertThat(r.get("removed").asInt()).isZero();
        assertThat(r.get("rejected")).isEmpty();
        assertThat(r.get("warnings")).isEmpty();
        assertThat(Files.isDirectory(dataDir.resolve("neo4j"))).isTrue();
    }

    @Test
    void ingestWithABadFileExits3ListsItAndIngestsTheRest() throws IOException {
        Path otherData = Files.createTempDirectory("dossier-cli-data-bad-");
        Path dir = Files.createTempDirectory("dossier-cli-sources-bad-");
        SopFiles.write(dir, "good.md", SopFiles.sop("""
                category: sop
                applies_to: "*.go"
                severity: error
                """, "Go Errors", "go errors", 1));
        SopFiles.write(dir, "bad.md", SopFiles.sop("""
                category: sop
                applies_to: 42
                severity: error
                """, "Bad Globs", "broken globs", 1));

        Run r = run("ingest", dir.toString(), "--data-dir", otherData.toString(), "--json");

        assertThat(r.exit()).as("stderr: %s", r.err()).isEqualTo(ExitCodes.REJECTED).isEqualTo(3);
        JsonNode report = r.json();
        assertThat(report.get("ingested").asInt()).isEqualTo(1);
        assertThat(report.get("rejected")).hasSize(1);
        JsonNode problem = report.get("rejected").get(0);
        assertThat(problem.get("file").asText()).endsWith("bad.md");
        assertThat(problem.get("field").asText()).isEqualTo("applies_to");
        assertThat(problem.get("message").asText()).isNotBlank();
    }

    @Test
    void sopsListsTheIngestedSops() throws IOException {
        Run r = run("sops", "--data-dir", dataDir.toString(), "--json");

        assertThat(r.exit()).as("stderr: %s", r.err()).isEqualTo(ExitCodes.OK);
        JsonNode sops = r.json();
        assertThat(StreamSupport.stream(sops.spliterator(), false).map(s -> s.get("id").asText()))
                .containsExactlyInAnyOrder("java-errors", "web.styles", "docs-guide");
        JsonNode styles = StreamSupport.stream(sops.spliterator(), false).filter(s -> s.get("id").asText().equals("web.styles"))
                .findFirst().orElseThrow();
        assertThat(styles.get("file_path").asText()).isEqualTo("web/styles.md");
        assertThat(styles.get("severity").asText()).isEqualTo("warning");
        assertThat(styles.get("title").asText()).isEqualTo("Stylesheet Rules");
        assertThat(styles.get("applies_to").get(0).asText()).isEqualTo("**/*.{css,scss}");
    }

    @Test
    void assembleFitsTheBudget() throws IOException {
        Run r = run("assemble", "--file", "x.java", "--task", "t", "--window", "32000", "--json", "--data-dir", dataDir.toString());

        assertThat(r.exit()).as("stderr: %s", r.err()).isEqualTo(ExitCodes.OK);
        JsonNode c = r.json();
        assertThat(c.get("model").asText()).isEqualTo("gpt-4o");
        assertThat(c.get("budget").get("window").asInt()).isEqualTo(32000);
        assertThat(c.get("tokens").asInt()).isPositive().isLessThanOrEqualTo(c.get("budget").get("available").asInt());
        assertThat(StreamSupport.stream(c.get("items").spliterator(), false).map(i -> i.get("id").asText())).containsExactly("java-errors");
        assertThat(c.get("context").asText()).contains("Java Exceptions").doesNotContain("Stylesheet Rules");
    }

    @Test
    void assembleTakesTheFilesAndAddedLinesOfAPatch() throws IOException {
        Path patch = Files.createTempFile("dossier-change-", ".patch");
        try {
            Files.writeString(patch, "diff --git a/web/site.css b/web/site.css\n--- a/web/site.css\n+++ b/web/site.css\n@@ -1 +1 @@\n"
                    + "-.a { color: red }\n+.a { color: #ABC }\n");
            Run r = run("assemble", "--diff", patch.toString(), "--window", "32000", "--json", "--data-dir", dataDir.toString());
            assertThat(r.exit()).as("stderr: %s", r.err()).isEqualTo(ExitCodes.OK);
            var item = StreamSupport.stream(r.json().get("items").spliterator(), false).filter(i -> i.get("id").asText().equals("web.styles"))
                    .findFirst().orElseThrow();
            assertThat(item.get("evidence").get("changed").asDouble()).isBetween(0.0, 1.0);

            Files.writeString(patch, "not a diff\n");
            Run bad = run("assemble", "--diff", patch.toString(), "--json", "--data-dir", dataDir.toString());
            assertThat(bad.exit()).isEqualTo(ExitCodes.USAGE);
            assertThat(bad.json().get("code").asText()).isEqualTo("invalid_diff");
            Run none = run("assemble", "--json", "--data-dir", dataDir.toString());
            assertThat(none.exit()).isEqualTo(ExitCodes.USAGE);
            assertThat(none.err()).contains("--file PATH", "--diff PATCH");
        } finally {
            Files.deleteIfExists(patch);
        }
    }

    @Test
    void contextReportShowsTheBudgetOfTheLatestAssembly() throws IOException {
        Run assembled = run("assemble", "--file", "y.java", "--task", "report me", "--window", "20000", "--json", "--data-dir", dataDir.toString());
        assertThat(assembled.exit()).as("stderr: %s", assembled.err()).isEqualTo(ExitCodes.OK);
        Run report = run("context-report", "--last", "1", "--json", "--data-dir", dataDir.toString());
        assertThat(report.exit()).as("stderr: %s", report.err()).isEqualTo(ExitCodes.OK);
        JsonNode latest = report.json().get(0);
        assertThat(latest.get("kind").asText()).isEqualTo("review");
        assertThat(latest.get("task").asText()).isEqualTo("report me");
        assertThat(latest.get("budget").get("window").asInt()).isEqualTo(20000);
        assertThat(latest.get("budget").get("used").asInt()).isEqualTo(assembled.json().get("tokens").asInt());
    }

    @Test
    void assembleWithAnUnknownModelExits2BeforeOpeningTheGraph() throws IOException {
        Path unopened = dataDir.resolveSibling("never-opened-" + System.nanoTime());
        Run policy = run("assemble", "--file", "x.java", "--policy", "nope", "--json", "--data-dir", unopened.toString());
        assertThat(policy.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(policy.json().get("field").asText()).isEqualTo("policy");
        Run r = run("assemble", "--file", "x.java", "--model", "nope", "--json", "--data-dir", unopened.toString());
        assertThat(Files.exists(unopened)).as("the graph was not opened").isFalse();

        assertThat(r.exit()).isEqualTo(ExitCodes.USAGE).isEqualTo(2);
        JsonNode error = r.json();
        assertThat(error.get("code").asText()).isEqualTo("unknown_model");
        assertThat(error.get("status").asInt()).isEqualTo(400);
        assertThat(error.get("field").asText()).isEqualTo("model");
        assertThat(r.err()).contains("unknown model 'nope'");
    }

    @Test
    void knowledgeAssemblesLikeTheEndpointAndChecksItsOptionsFirst() throws IOException {
        Run r = run("knowledge", "How should Java exceptions be wrapped?", "--window", "16000", "--policy", "tiers", "--json", "--data-dir", dataDir.toString());
        assertThat(r.exit()).as("stderr: %s", r.err()).isEqualTo(ExitCodes.OK);
        JsonNode c = r.json();
        assertThat(c.get("tokens").asInt()).isPositive().isLessThanOrEqualTo(c.get("budget").get("available").asInt());
        assertThat(StreamSupport.stream(c.get("items").spliterator(), false).map(i -> i.get("id").asText())).contains("java-errors");
        assertThat(c.get("items").get(0).get("level").asText()).isNotBlank();

        Path body = Files.createTempFile("knowledge-", ".json");
        Files.writeString(body, """
                {"query": "How should Java exceptions be wrapped?", "window": 16000, "policy": "cag", "overflow": "summarize",
                 "history": [{"role": "user", "content": "I am reviewing @java-errors.md", "timestamp": "2026-11-21T09:00:00Z"}]}
                """);
        Run fromFile = run("knowledge", "--json-file", body.toString(), "--json", "--data-dir", dataDir.toString());
        assertThat(fromFile.exit()).as("stderr: %s", fromFile.err()).isEqualTo(ExitCodes.OK);
        assertThat(fromFile.json().get("budget").get("tiers").has("history")).isTrue();

        Path unopened = dataDir.resolveSibling("never-opened-" + System.nanoTime());
        Run bad = run("knowledge", "anything", "--overflow", "squeeze", "--json", "--data-dir", unopened.toString());
        assertThat(bad.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(bad.json().get("field").asText()).isEqualTo("overflow");
        Run noQuery = run("knowledge", "--json", "--data-dir", unopened.toString());
        assertThat(noQuery.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(noQuery.json().get("field").asText()).isEqualTo("query");
        assertThat(Files.exists(unopened)).as("bad input never opens the graph").isFalse();
    }

    @Test
    void modelsListsTheRegistry() throws IOException {
        Run r = run("models", "--json");

        assertThat(r.exit()).as("stderr: %s", r.err()).isEqualTo(ExitCodes.OK);
        List<String> names = StreamSupport.stream(r.json().spliterator(), false).map(m -> m.get("name").asText()).toList();
        assertThat(names).containsExactlyInAnyOrder("gpt-4o", "gpt-4.1", "gpt-4", "o3", "o4-mini", "claude-sonnet-4", "llama-3.1-70b");
    }

    @Test
    void reviewFromAFileTeachesAConventionThatConventionsLists() throws IOException {
        Path file = Files.createTempFile("review-", ".json");
        Files.writeString(file, """
                {"project": "shop", "plan_id": "plan-1", "task_id": "t1", "reviewer": "ana", "approved": true,
                 "patterns": [{"name": "Wrap errors with context", "applies_to": ["*.go"]}],
                 "decisions": ["Configuration is read once at start-up"]}
                """);
        Run recorded = run("review", "--json-file", file.toString(), "--json", "--data-dir", dataDir.toString());
        assertThat(recorded.exit()).as("stderr: %s", recorded.err()).isEqualTo(ExitCodes.OK);
        JsonNode outcome = recorded.json();
        String id = outcome.get("conventions").get(0).get("id").asText();
        assertThat(outcome.get("conventions").get(0).get("change").asText()).isEqualTo("created");

        Run listed = run("conventions", "--project", "shop", "--file", "cmd/main.go", "--status", "active", "--json", "--data-dir", dataDir.toString());
        assertThat(listed.exit()).as("stderr: %s", listed.err()).isEqualTo(ExitCodes.OK);
        assertThat(StreamSupport.stream(listed.json().spliterator(), false).map(c -> c.get("id").asText())).containsExactly(id);
    }

    @Test
    void anInvalidReviewFileExits2NamingTheFieldBeforeOpeningTheGraph() throws IOException {
        Path file = Files.createTempFile("review-bad-", ".json");
        Files.writeString(file, "{\"project\": \"shop\", \"task_id\": \"t1\", \"reviewer\": \"ana\", \"approved\": \"yes\"}");
        Run r = run("review", "--json-file", file.toString(), "--json", "--data-dir", dataDir.toString());
        assertThat(r.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(r.json().get("field").asText()).isEqualTo("/approved");
        assertThat(r.json().get("code").asText()).isEqualTo("wrong_type");
        Run status = run("conventions", "--status", "retired", "--json", "--data-dir", dataDir.toString());
        assertThat(status.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(status.json().get("field").asText()).isEqualTo("status");
    }

    @Test
    void tokensAreCreatedShownOnceListedRevokedAndAudited() throws IOException {
        String data = dataDir.toString();
        Run created = run("token", "create", "--name", "ci", "--project", "shop", "--scope", "review", "--json", "--data-dir", data);
        assertThat(created.exit()).as("stderr: %s", created.err()).isEqualTo(ExitCodes.OK);
        assertThat(created.json().get("token").asText()).matches("dsr_[0-9a-f]{16}_[A-Za-z0-9_-]{43}");
        assertThat(run("token", "create", "--name", "ci", "--project", "shop", "--scope", "read", "--data-dir", data).exit())
                .isEqualTo(ExitCodes.CONFLICT);
        Run badScope = run("token", "create", "--name", "x", "--project", "shop", "--scope", "root", "--json", "--data-dir", data);
        assertThat(badScope.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(badScope.json().get("field").asText()).isEqualTo("scope");

        Run listed = run("token", "list", "--json", "--data-dir", data);
        assertThat(listed.json().findValuesAsText("name")).contains("ci");
        assertThat(listed.out()).doesNotContain(created.json().get("token").asText());

        assertThat(run("token", "revoke", "ci", "--data-dir", data).exit()).isEqualTo(ExitCodes.OK);
        assertThat(run("token", "revoke", "ci", "--data-dir", data).exit()).isEqualTo(ExitCodes.NOT_FOUND);
        Run audit = run("audit", "--json", "--data-dir", data);
        assertThat(audit.exit()).as("stderr: %s", audit.err()).isEqualTo(ExitCodes.OK);
        assertThat(audit.json().findValuesAsText("action")).contains("token.create", "token.revoke");
        assertThat(audit.json().findValuesAsText("actor")).containsOnly("local");
        assertThat(audit.json().findValuesAsText("outcome")).contains("ok", "conflict", "not_found");
    }

    @Test
    @org.junit.jupiter.api.Timeout(120)
    void servingEveryInterfaceWithNoTokenIsRefused() throws IOException {
        Path sources = Files.createTempDirectory("dossier-cli-serve-");
        Run r = run("serve", "--host", "0.0.0.0", "--port", "0", "--sources", sources.toString(), "--data-dir", dataDir.toString());
        assertThat(r.exit()).isEqualTo(ExitCodes.CONFIG);
        assertThat(r.err()).contains("dossier token create", "--insecure");
    }

    @Test
    void aSessionStartedFromTheCliIsListedWithItsUsage() throws IOException {
        Run created = run("session", "new", "--project", "cli-shop", "--window", "2000", "--data-dir", dataDir.toString(), "--json");
        assertThat(created.exit()).as("stderr: %s", created.err()).isEqualTo(ExitCodes.OK);
        String id = created.json().get("id").asText();
        Run added = run("session", "add", id, "the deploy key rotates every 30 days", "--component", "facts", "--pin",
                "--data-dir", dataDir.toString(), "--json");
        assertThat(added.exit()).as("stderr: %s", added.err()).isEqualTo(ExitCodes.OK);
        int tokens = added.json().get("usage").get("tokens").asInt();
        assertThat(tokens).isPositive();

        Run listed = run("session", "list", "--project", "cli-shop", "--data-dir", dataDir.toString(), "--json");
        assertThat(listed.exit()).as("stderr: %s", listed.err()).isEqualTo(ExitCodes.OK);
        assertThat(listed.json()).hasSize(1);
        assertThat(listed.json().get(0).get("id").asText()).isEqualTo(id);
        assertThat(listed.json().get(0).get("usage").get("tokens").asInt()).isEqualTo(tokens);
        Run text = run("session", "list", "--data-dir", dataDir.toString());
        assertThat(text.out()).contains(id, "cli-shop", tokens + " / 2000 tokens");
        Run bad = run("session", "list", "--limit", "0", "--data-dir", dataDir.toString());
        assertThat(bad.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(bad.err()).contains("limit");
    }

    @Test
    void aKnowledgeBaseLoadedFromTheCliGuardsClaimsAndItsQuarantineIsDecidedThere() throws IOException {
        String[] load = {"facts", "load", "../shared/data/facts-countries", "--kb", "countries", "--relations",
                "examples/facts-countries/relations.yaml", "--data-dir", dataDir.toString(), "--json"};
        Run loaded = run(load);
        assertThat(loaded.exit()).as("stderr: %s", loaded.err()).isEqualTo(ExitCodes.OK);
        assertThat(loaded.json().get("facts").asInt()).isEqualTo(2080);
        assertThat(run(load).json().get("changed").asBoolean()).isFalse();

        Run query = run("facts", "query", "--kb", "countries", "--subject", "Côte d'Ivoire", "--relation", "has_capital",
                "--data-dir", dataDir.toString(), "--json");
        assertThat(query.json().get(0).get("object").asText()).isEqualTo("Yamoussoukro");
        Run blocked = run("guard", "check", "Mexico borders Colombia.", "--kb", "countries", "--project", "cli-shop", "--data-dir", dataDir.toString());
        assertThat(blocked.exit()).isEqualTo(ExitCodes.REJECTED);
        assertThat(blocked.out()).startsWith("block").contains("contradicted");
        Run held = run("guard", "check", "Dubai is the capital of the UAE.", "--kb", "countries", "--project", "cli-shop",
                "--data-dir", dataDir.toString(), "--json");
        assertThat(held.json().get("decision").asText()).isEqualTo("quarantine");
        String id = held.json().get("quarantine_id").asText();
        Run pending = run("quarantine", "list", "--project", "cli-shop", "--status", "pending", "--data-dir", dataDir.toString(), "--json");
        assertThat(pending.json().get(0).get("id").asText()).isEqualTo(id);
        Run rejected = run("quarantine", "reject", id, "--note", "Abu Dhabi is the capital", "--data-dir", dataDir.toString(), "--json");
        assertThat(rejected.json().get("status").asText()).isEqualTo("rejected");
        assertThat(rejected.json().get("note").asText()).isEqualTo("Abu Dhabi is the capital");

        // a guarded session holds the same claim: not added, exit 3 like a held statement, the quarantine id printed
        String guarded = run("session", "new", "--project", "cli-guarded", "--kb", "countries", "--data-dir", dataDir.toString(), "--json").json()
                .get("id").asText();
        Run heldItem = run("session", "add", guarded, "Dubai is the capital of the UAE.", "--component", "facts", "--role", "tool",
                "--data-dir", dataDir.toString());
        assertThat(heldItem.exit()).as("stderr: %s", heldItem.err()).isEqualTo(ExitCodes.REJECTED);
        assertThat(heldItem.out()).startsWith("held in quarantine as ").contains(", not added: quarantined: ");
        Run heldJson = run("session", "add", guarded, "Dubai is the capital of the UAE.", "--component", "facts", "--role", "tool",
                "--data-dir", dataDir.toString(), "--json");
        assertThat(heldJson.exit()).isEqualTo(ExitCodes.REJECTED);
        assertThat(heldJson.json().has("item")).isFalse();
        assertThat(heldJson.json().at("/guard/decision").asText()).isEqualTo("quarantine");

        Path bad = Files.createTempDirectory("dossier-cli-bad-kb-");
        Files.copy(Path.of("../shared/data/facts-countries/entities.jsonl"), bad.resolve("entities.jsonl"));
        Files.writeString(bad.resolve("kb.jsonl"), "{\"id\": \"t1\", \"subject_id\": \"XXX\", \"relation\": \"has_capital\", \"object\": \"A\"}\n");
        Run refused = run("facts", "load", bad.toString(), "--kb", "countries", "--relations", "examples/facts-countries/relations.yaml",
                "--data-dir", dataDir.toString());
        assertThat(refused.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(refused.err()).contains(bad.resolve("kb.jsonl") + ":1: ", "subject_id");
    }

    @Test
    void statementsClashAndAreAnsweredOnTheCommandLineWithoutAServer() throws IOException {
        String data = dataDir.toString();
        Run first = run("statements", "add", "User prefers budget hotels", "--project", "cli-travel", "--timestamp", "2025-11-15T10:00:00Z",
                "--data-dir", data, "--json");
        assertThat(first.exit()).as("stderr: %s", first.err()).isEqualTo(ExitCodes.OK);
        Run newer = run("statements", "add", "User prefers luxury 5-star hotels", "--project", "cli-travel", "--timestamp", "2025-11-16T10:00:00Z",
                "--data-dir", data);
        assertThat(newer.exit()).as("stderr: %s", newer.err()).isEqualTo(ExitCodes.OK);
        assertThat(newer.out()).contains("active: stored as active; 1 clash(es): contradictory_preferences by prefer_recent",
                "resolved  contradictory_preferences  prefer_recent  \"User prefers budget hotels\" / \"User prefers luxury 5-star hotels\"", "(system)");

        Run history = run("statements", "list", "--project", "cli-travel", "--history", "--data-dir", data, "--json");
        assertThat(history.exit()).as("stderr: %s", history.err()).isEqualTo(ExitCodes.OK);
        JsonNode firstId = first.json().get("statement").get("id");
        JsonNode old = StreamSupport.stream(history.json().spliterator(), false).filter(n -> n.get("id").equals(firstId))
                .findFirst().orElseThrow();
        assertThat(old.get("status").asText()).isEqualTo("superseded");
        assertThat(old.get("valid_to").asText()).isEqualTo("2025-11-16T10:00:00Z");

        // a conflicting fact at the same instant waits for the user, who answers it here
        assertThat(run("statements", "add", "User location: Paris", "--project", "cli-travel", "--timestamp", "2025-11-16T10:00:00Z",
                "--data-dir", data).exit()).isEqualTo(ExitCodes.OK);
        assertThat(run("statements", "add", "User location: Rome", "--project", "cli-travel", "--timestamp", "2025-11-16T10:00:00Z",
                "--data-dir", data).out()).contains("pending: stored as pending; 1 clash(es): conflicting_facts by ask_user");
        Run pending = run("clashes", "list", "--project", "cli-travel", "--status", "pending", "--data-dir", data, "--json");
        assertThat(pending.json()).hasSize(1);
        String id = pending.json().get(0).get("id").asText();
        Run answered = run("clashes", "answer", id, "both", "--note", "two homes", "--data-dir", data, "--json");
        assertThat(answered.exit()).as("stderr: %s", answered.err()).isEqualTo(ExitCodes.OK);
        assertThat(answered.json().get("resolved_by").asText()).isEqualTo("local");
        assertThat(answered.json().get("answer").asText()).isEqualTo("both");
        Run bad = run("clashes", "answer", id, "neither", "--note", "x", "--data-dir", data, "--json");
        assertThat(bad.exit()).isEqualTo(ExitCodes.USAGE);
        // a body field, named by JSON pointer with the contract's code for a bad value, as HTTP names it (CliRemoteIT)
        assertThat(bad.json().get("field").asText()).isEqualTo("/choice");
        assertThat(bad.json().get("code").asText()).isEqualTo("invalid_value");
        assertThat(bad.err()).contains("choice must be existing, new or both, got 'neither'");

        // validation reads the project's statements: a contradicting preference fails consistency, exit 3
        Run validated = run("guard", "validate", "User prefers hostel hotels", "--project", "cli-travel", "--data-dir", data);
        assertThat(validated.exit()).as("stderr: %s", validated.err()).isEqualTo(ExitCodes.REJECTED);
        assertThat(validated.out()).startsWith("reject").contains("consistency 0.0 FAILED", "User prefers luxury 5-star hotels");

        // without a server, a bad value is the very problem POST /v1/guard/validate answers (CliRemoteIT compares with the endpoint)
        Run badTime = run("guard", "validate", "anything", "--project", "cli-travel", "--timestamp", "last week", "--data-dir", data, "--json");
        assertThat(badTime.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(badTime.json()).isEqualTo(new com.fasterxml.jackson.databind.ObjectMapper().readTree(BAD_TIMESTAMP_PROBLEM));
    }

    /** What {@code POST /v1/guard/validate} answers to a timestamp of "last week" (CliRemoteIT checks the endpoint says it). */
    static final String BAD_TIMESTAMP_PROBLEM = """
            {"type": "https://dossier.dev/problems/invalid-value", "title": "Bad Request", "status": 400,
             "detail": "/timestamp must be an ISO-8601 instant such as 2026-11-25T10:00:00Z, got 'last week'", "code": "invalid_value",
             "field": "/timestamp"}""";

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
}
