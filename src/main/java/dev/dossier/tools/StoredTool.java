package dev.dossier.tools;

/**
 * A tool of a catalog as stored: its definition, what it costs in a context and its vector.
 *
 * @param tokens tokens of its MCP definition (name, description, input schema) with the policy's tokenizer
 * @param vector the embedding of {@link ToolSpec#text()}
 */
public record StoredTool(ToolSpec spec, int tokens, float[] vector) {
}
