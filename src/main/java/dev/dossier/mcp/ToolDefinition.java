package dev.dossier.mcp;

import dev.dossier.contract.DossierApi;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * One MCP tool, independent of the transport.
 *
 * @param name         the tool's name
 * @param title        a line for a tool picker
 * @param description  what it does, for the model
 * @param readOnly     whether it only reads
 * @param inputSchema  JSON schema of the arguments
 * @param outputSchema JSON schema of the structured result
 * @param call         the API (bound to the caller) and the arguments to the structured result (a contract record or a map);
 *                     throws DossierException
 * @param text         the structured result as the text a model reads
 */
public record ToolDefinition(String name, String title, String description, boolean readOnly, Map<String, Object> inputSchema,
                             Map<String, Object> outputSchema, BiFunction<DossierApi, Map<String, Object>, Object> call, Function<Object, String> text) {
}
