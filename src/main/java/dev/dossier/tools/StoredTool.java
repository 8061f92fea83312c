package dev.dossier.tools;

/**
 * A tool of a catalog as stored: its definition, what it costs in a context and its vectors.
 *
 * @param tokens tokens of its MCP definition (name, description, input schema) with the policy's tokenizer
 * @param vector the embedding of its {@link ToolViews#body()}
 * @param lead   the embedding of its {@link ToolViews#lead()}; null for a catalog stored before leads were embedded
 */
public record StoredTool(ToolSpec spec, int tokens, float[] vector, float[] lead) {
}
