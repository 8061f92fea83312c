package dev.dossier.tools;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

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

    /** "name (description)" of each input property of a JSON schema (as MCP's {@code inputSchema} gives it). */
    public static List<String> parameters(Map<String, Object> schema) {
        if (!(schema.get("properties") instanceof Map<?, ?> properties)) {
            return List.of();
        }
        var out = new ArrayList<String>();
        properties.forEach((name, p) -> out.add(name + (p instanceof Map<?, ?> m && m.get("description") instanceof String d ? " (" + d + ")" : "")));
        return out;
    }

    /** What lexical evidence matches: the name in words ({@link ToolText#words}), the description and the parameters. */
    public String text() {
        return ToolText.words(name) + ": " + description + (parameters.isEmpty() ? "" : " Parameters: " + String.join("; ", parameters));
    }
}
