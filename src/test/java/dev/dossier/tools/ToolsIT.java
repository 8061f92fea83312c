package dev.dossier.tools;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dossier.app.Dossier;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.graph.GraphProbe;
import dev.dossier.testing.TestDossier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Tool catalogs over the embedded Neo4j and the local embedder with the real MCP reference servers' tools
 * ({@code ../shared/data/tools-mcp}, MIT).
 */
class ToolsIT {

    private static Dossier dossier;
    private static final List<ToolSpec> SPECS = new ArrayList<>();

    @BeforeAll
    static void put() throws Exception {
        dossier = TestDossier.fresh();
        var json = new ObjectMapper();
        for (String line : Files.readAllLines(Path.of("../shared/data/tools-mcp/mcp_tools.jsonl"))) {
            JsonNode t = json.readTree(line);
            var params = new ArrayList<String>();
            t.get("input_properties").forEach(p -> params.add(p.asText()));
            SPECS.add(new ToolSpec(t.get("id").asText(), t.get("description").asText(), "{\"type\":\"object\"}", params));
        }
    }

    @Test
    void aBigCatalogIsAConfusionRiskAndASearchReturnsTheFewToolsOverTheThreshold() {
        var summary = dossier.tools().put("mcp", SPECS);
        assertThat(summary.tools()).isEqualTo(110);
        assertThat(summary.confusionRisk()).isTrue();
        assertThat(GraphProbe.count(dossier.graph(), "MATCH (t:Tool {catalog: 'mcp'}) RETURN count(t)")).isEqualTo(110);
        assertThat(GraphProbe.count(dossier.graph(), "MATCH (t:Tool {catalog: 'mcp'}) WHERE size(t.embedding) = 384 AND size(t.lead_embedding) = 384 "
                + "RETURN count(t)")).isEqualTo(110);
        assertThat(GraphProbe.count(dossier.graph(), "MATCH (k:ToolCatalog {name: 'mcp', model: 'bge-small-en-v1.5-q'}) RETURN count(k)")).isEqualTo(1);

        var found = dossier.tools().search("mcp", "post a message to a Slack channel", 5);

        assertThat(found.tools()).isNotEmpty().hasSizeLessThanOrEqualTo(5);
        assertThat(found.tools().get(0).name()).isEqualTo("slack/slack_post_message");
        assertThat(found.tools()).allMatch(t -> t.relevance() >= 0.3 && t.relevance() <= 1);
        assertThat(found.tokensSelected()).isPositive().isLessThan(found.tokensCatalog());
        assertThat(found.confusionRisk()).isTrue();
    }

    @Test
    void aPutReplacesTheCatalogAndAnUnknownCatalogIsNotFound() {
        dossier.tools().put("small", SPECS);
        var small = dossier.tools().put("small", SPECS.subList(0, 3));
        assertThat(small.confusionRisk()).isFalse();
        assertThat(GraphProbe.count(dossier.graph(), "MATCH (t:Tool {catalog: 'small'}) RETURN count(t)")).isEqualTo(3);
        assertThat(dossier.tools().search("small", "web search", 5).ranked()).hasSize(3);
        assertThatThrownBy(() -> dossier.tools().search("nope", "x", 5)).isInstanceOf(DossierException.class)
                .extracting(e -> ((DossierException) e).code()).isEqualTo(ErrorCode.NOT_FOUND);
        assertThatThrownBy(() -> dossier.tools().put("dup", List.of(SPECS.get(0), SPECS.get(0)))).isInstanceOf(DossierException.class)
                .hasMessageContaining("occurs twice");
    }
}
