package dev.dossier.tools;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ToolViewsTest {

    private static final String SCOPE = "OAuth tokens need the `repo` scope to use this endpoint.";
    private static final String OWNER = "owner (The account owner of the repository.)";

    private static ToolSpec tool(String name, String description, String... parameters) {
        return new ToolSpec(name, description, "{\"type\":\"object\"}", List.of(parameters));
    }

    @Test
    void whatThreeToolsShareIsLeftOutOfTheBodyAndTheLead() {
        var catalog = List.of(
                tool("repos/delete", SCOPE + " Deletes a repository.", OWNER, "repo (The name)"),
                tool("repos/get", "Gets a repository. " + SCOPE, OWNER),
                tool("issues/lock", "oauth tokens  need the `repo` scope to use this endpoint. Locks an issue.", OWNER, "issue_number (The number)"));

        var views = ToolViews.of(catalog, 3);

        assertThat(views.get(0).body()).isEqualTo("repos delete: Deletes a repository. Parameters: owner; repo (The name)");
        assertThat(views.get(0).lead()).isEqualTo("repos delete: Deletes a repository.");
        assertThat(views.get(1).lead()).isEqualTo("repos get: Gets a repository.");
        assertThat(views.get(2).body()).isEqualTo("issues lock: Locks an issue. Parameters: owner; issue_number (The number)");
    }

    @Test
    void whatFewerToolsShareStays() {
        var catalog = List.of(
                tool("a_tool", SCOPE + " Does a.", OWNER),
                tool("b_tool", SCOPE + " Does b.", OWNER),
                tool("c_tool", "Does c."));

        var views = ToolViews.of(catalog, 3);

        assertThat(views.get(0).body()).isEqualTo("a tool: OAuth tokens need the repo scope to use this endpoint. Does a. Parameters: " + OWNER);
        assertThat(views.get(0).lead()).isEqualTo("a tool: OAuth tokens need the repo scope to use this endpoint.");
    }

    @Test
    void aToolWithOnlyBoilerplateIsItsNameAndParameters() {
        var catalog = List.of(tool("x_get", SCOPE, "id (Its id)"), tool("y_get", SCOPE), tool("z_get", SCOPE));

        var views = ToolViews.of(catalog, 3);

        assertThat(views.get(0).body()).isEqualTo("x get: Parameters: id (Its id)");
        assertThat(views.get(0).lead()).isEqualTo("x get:");
    }
}
