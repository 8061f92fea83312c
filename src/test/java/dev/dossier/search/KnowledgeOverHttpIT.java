package dev.dossier.search;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dossier.api.HttpServer;
import dev.dossier.app.Dossier;
import dev.dossier.compress.TextCutter;
import dev.dossier.embedding.ProgressListener;
import dev.dossier.testing.KnowledgeCorpus;
import dev.dossier.testing.TestDossier;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * POST /v1/context/knowledge with windows worked out from the token counts of a first, roomy answer: the npm install
 * page (mentioned three times in the query, so ranked first) at each level, and each overflow strategy's own
 * behaviour. The cag policy with no history gives the one knowledge tier everything after the reserves, the query and
 * the tier heading, so the room for items is known to the token.
 */
class KnowledgeOverHttpIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String QUERY = "How does npm install pick a version from a semver range in package.json? "
            + "@npm-install.md @npm-install.md @npm-install.md";
    private static final int ROOMY = 100_000;

    private static Dossier dossier;
    private static HttpServer server;
    /** The answer at {@link #ROOMY} under prioritize: every candidate in full. */
    private static JsonNode roomy;
    /** window − available, the query with the context header, and the tier heading. */
    private static int reserves;
    private static int mandatory;
    private static int heading;

    @BeforeAll
    static void start() throws Exception {
        dossier = TestDossier.isolated();
        Path dir = KnowledgeCorpus.write(Files.createTempDirectory("dossier-knowledge-http-").resolve("kb"));
        assertThat(dossier.ingest(List.of(dir), ProgressListener.none()).report().rejected()).isEmpty();
        server = HttpServer.start(dossier, List.of(dir), "127.0.0.1", 0);

        roomy = ok(ROOMY, "prioritize");
        JsonNode budget = roomy.get("budget");
        reserves = ROOMY - budget.get("available").asInt();
        mandatory = budget.get("mandatory").asInt();
        heading = budget.get("tiers").get("knowledge").get("used").asInt() - sum(roomy.get("items"));
        assertThat(roomy.get("dropped")).isEmpty();
        assertThat(levels(roomy)).as(brief(roomy)).containsOnly("full").hasSizeGreaterThanOrEqualTo(4);
        // the npm install page comes first, and the long semver README is among the others
        assertThat(roomy.get("items").get(0).get("id").asText()).isEqualTo(KnowledgeCorpus.NPM_INSTALL);
        assertThat(ids(roomy)).contains(KnowledgeCorpus.SEMVER);
        assertThat(heading).isPositive();
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    /** The window that leaves {@code room} tokens for the items of the one cag tier. */
    private static int windowFor(int room) {
        return reserves + mandatory + heading + room;
    }

    @Test
    void eachLevelIsReachedByTheWindow() throws Exception {
        int full = item(roomy, KnowledgeCorpus.NPM_INSTALL).get("tokens").asInt();

        JsonNode atFull = ok(windowFor(full), "prioritize");
        assertThat(level(atFull, KnowledgeCorpus.NPM_INSTALL)).as(brief(atFull)).isEqualTo("full");

        // one token less than full needs: the richest level that fits is detailed
        JsonNode atDetailed = ok(windowFor(full - 1), "prioritize");
        assertThat(level(atDetailed, KnowledgeCorpus.NPM_INSTALL)).as(brief(atDetailed)).isEqualTo("detailed");
        int detailed = item(atDetailed, KnowledgeCorpus.NPM_INSTALL).get("tokens").asInt();
        assertThat(detailed).isLessThan(full);

        JsonNode atSummary = ok(windowFor(detailed - 1), "prioritize");
        assertThat(level(atSummary, KnowledgeCorpus.NPM_INSTALL)).as(brief(atSummary)).isEqualTo("summary");
        int summary = item(atSummary, KnowledgeCorpus.NPM_INSTALL).get("tokens").asInt();
        assertThat(summary).isLessThan(detailed);

        JsonNode atStub = ok(windowFor(summary - 1), "prioritize");
        assertThat(level(atStub, KnowledgeCorpus.NPM_INSTALL)).as(brief(atStub)).isEqualTo("stub");
        assertThat(item(atStub, KnowledgeCorpus.NPM_INSTALL).get("tokens").asInt()).isLessThan(summary);
    }

    @Test
    void errorRefusesWithTheNumbersWhenOneTokenIsMissing() throws Exception {
        JsonNode all = ok(ROOMY, "error");
        assertThat(levels(all)).containsOnly("full");
        int needed = all.get("tokens").asInt();

        // the window that leaves exactly what the context needs, and one token less
        assertThat(ok(reserves + needed, "error").get("tokens").asInt()).isEqualTo(needed);
        var refused = post(reserves + needed - 1, "error");
        assertThat(refused.statusCode()).as(refused.body()).isEqualTo(422);
        assertThat(refused.headers().firstValue("Content-Type")).hasValue("application/problem+json");
        JsonNode problem = JSON.readTree(refused.body());
        assertThat(problem.get("code").asText()).isEqualTo("task_too_large");
        assertThat(problem.get("needed").asInt()).isEqualTo(needed);
        assertThat(problem.get("available").asInt()).isEqualTo(needed - 1);
        assertThat(problem.get("window").asInt()).isEqualTo(reserves + needed - 1);
    }

    @Test
    void truncateCutsTheFirstItemThatDoesNotFitAndNeverSummarizes() throws Exception {
        JsonNode first = roomy.get("items").get(0);
        JsonNode second = roomy.get("items").get(1);
        int half = second.get("tokens").asInt() / 2;
        JsonNode c = ok(windowFor(first.get("tokens").asInt() + half), "truncate");
        assertThat(level(c, first.get("id").asText())).as(brief(c)).isEqualTo("full");
        assertThat(level(c, second.get("id").asText())).as(brief(c)).isEqualTo("partial");
        assertThat(item(c, second.get("id").asText()).get("tokens").asInt()).isLessThanOrEqualTo(half);
        assertThat(c.get("context").asText()).contains(TextCutter.MARKER.strip());
        assertThat(levels(c)).as(brief(c)).doesNotContain("detailed", "summary", "stub");
        assertThat(reasons(c)).isNotEmpty().allMatch(r -> r.startsWith("truncate:"));
    }

    @Test
    void prioritizeKeepsTheBestInFullAndDropsTheLowerScoredWhole() throws Exception {
        JsonNode first = roomy.get("items").get(0);
        JsonNode c = ok(windowFor(first.get("tokens").asInt() + 5), "prioritize");
        assertThat(ids(c)).as(brief(c)).containsExactly(first.get("id").asText());
        assertThat(levels(c)).containsExactly("full");
        assertThat(c.get("dropped")).hasSize(roomy.get("items").size() - 1);
        assertThat(reasons(c)).allMatch(r -> r.startsWith("prioritize: even its poorest level"));
        double kept = c.get("items").get(0).get("score").asDouble();
        c.get("dropped").forEach(d -> assertThat(d.get("score").asDouble()).isLessThanOrEqualTo(kept));
    }

    @Test
    void summarizeStepsItemsDownInsteadOfDroppingThem() throws Exception {
        JsonNode first = roomy.get("items").get(0);
        JsonNode c = ok(windowFor(first.get("tokens").asInt() + 5), "summarize");
        // the same room that prioritize gives to one item in full holds more items at reduced levels
        assertThat(c.get("items").size()).as(brief(c)).isGreaterThan(1);
        assertThat(levels(c)).as(brief(c)).doesNotContain("partial").containsAnyOf("detailed", "summary", "stub");
        assertThat(level(c, first.get("id").asText())).as(brief(c)).isNotEqualTo("full");
        assertThat(c.get("dropped")).as("nothing dropped while a step down is left").isEmpty();
    }

    // --- helpers

    private static JsonNode ok(int window, String overflow) throws Exception {
        var response = post(window, overflow);
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        JsonNode body = JSON.readTree(response.body());
        assertThat(body.get("overflow").asText()).isEqualTo(overflow);
        assertThat(body.get("budget").get("window").asInt()).isEqualTo(window);
        assertThat(body.get("tokens").asInt()).as("tokens within the budget record's available")
                .isLessThanOrEqualTo(body.get("budget").get("available").asInt());
        return body;
    }

    private static HttpResponse<String> post(int window, String overflow) throws Exception {
        String json = JSON.writeValueAsString(Map.of("query", QUERY, "history", List.of(), "model", "gpt-4o", "window", window,
                "policy", "cag", "overflow", overflow));
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(server.url() + "/v1/context/knowledge"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json)).build(), HttpResponse.BodyHandlers.ofString());
    }

    /** Window, tokens and the items' ids, levels and tokens, for assertion messages. */
    private static String brief(JsonNode body) {
        var b = new StringBuilder("window ").append(body.get("budget").get("window")).append(", tokens ").append(body.get("tokens"))
                .append(" of ").append(body.get("budget").get("available")).append(':');
        body.get("items").forEach(i -> b.append(' ').append(i.get("id").asText()).append('=').append(i.get("level").asText())
                .append('/').append(i.get("tokens")));
        return b.append("; dropped ").append(body.get("dropped").findValues("id")).toString();
    }

    private static JsonNode item(JsonNode body, String id) {
        for (JsonNode i : body.get("items")) {
            if (i.get("id").asText().equals(id)) {
                return i;
            }
        }
        throw new AssertionError(id + " is not among the items: " + brief(body));
    }

    private static String level(JsonNode body, String id) {
        return item(body, id).get("level").asText();
    }

    private static List<String> levels(JsonNode body) {
        var out = new ArrayList<String>();
        body.get("items").forEach(i -> out.add(i.get("level").asText()));
        return out;
    }

    private static List<String> ids(JsonNode body) {
        var out = new ArrayList<String>();
        body.get("items").forEach(i -> out.add(i.get("id").asText()));
        return out;
    }

    private static List<String> reasons(JsonNode body) {
        var out = new ArrayList<String>();
        body.get("dropped").forEach(d -> out.add(d.get("reason").asText()));
        return out;
    }

    private static int sum(JsonNode items) {
        int n = 0;
        for (JsonNode i : items) {
            n += i.get("tokens").asInt();
        }
        return n;
    }
}
