package dev.dossier.tools;

import java.util.List;

/**
 * A tool as MCP describes it.
 *
 * @param inputSchema the input JSON schema, as JSON text
 * @param parameters  the names of its input properties (with their descriptions, when the schema has them)
 */
public record ToolSpec(String name, String description, String inputSchema, List<String> parameters) {

    public ToolSpec {
        parameters = List.copyOf(parameters);
    }

    /** What is embedded and matched: the name in words, the description and the parameters. */
    public String text() {
        return name.replaceAll("[_\\-./]+", " ") + ": " + description + (parameters.isEmpty() ? "" : " Parameters: " + String.join("; ", parameters));
    }
}
