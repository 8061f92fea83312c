package dev.dossier.mcp;

import dev.dossier.auth.Caller;
import dev.dossier.contract.Contract;
import dev.dossier.contract.ContractSchemas;
import dev.dossier.contract.DossierApi;
import dev.dossier.contract.Json;
import dev.dossier.contract.Problems;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures;
import io.modelcontextprotocol.server.McpStatelessServerFeatures;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpStatelessServerTransport;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Dossier's MCP server on either transport: stdio ({@code dossier mcp}) and stateless Streamable HTTP ({@code /mcp} of
 * {@code dossier serve}). Both serve the same generated tools and the SOP resources {@code dossier://sops/{id}}.
 */
public final class McpServers {

    static final String NAME = "dossier";
    static final String VERSION = "0.1.0";
    static final String SOP_TEMPLATE = "dossier://sops/{id}";
    private static final Logger LOG = LoggerFactory.getLogger(McpServers.class);
    private static final String INSTRUCTIONS = "Dossier assembles budgeted context for code review and knowledge questions from a team's "
            + "SOPs, documents and learned conventions. Call review_context with the task's files before reviewing; record_review "
            + "when the review is done.";

    private final List<ToolDefinition> tools;
    private final DossierApi api;
    /** The protocol's own JSON (tolerant of fields newer clients send); the tools' payloads go through the contract. */
    static final McpJsonMapper MAPPER = new JacksonMcpJsonMapper(new ObjectMapper()
            .configure(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false));

    public McpServers(DossierApi api, Contract contract) {
        this.api = api;
        this.tools = DossierTools.of(contract, ContractSchemas.load());
    }

    public List<ToolDefinition> tools() {
        return tools;
    }

    /** A server on the given streams (stdin/stdout for {@code dossier mcp}); it runs until the client closes the stream. */
    public McpSyncServer stdio(InputStream in, OutputStream out) {
        var spec = McpServer.sync(new StdioServerTransportProvider(MAPPER, in, out))
                .serverInfo(NAME, VERSION)
                .instructions(INSTRUCTIONS)
                .capabilities(capabilities())
                .validateToolInputs(false);
        tools.forEach(t -> spec.tools(new McpServerFeatures.SyncToolSpecification(tool(t), (exchange, request) -> call(t, request, Caller.OPERATOR))));
        spec.resourceTemplates(new McpServerFeatures.SyncResourceTemplateSpecification(sopTemplate(), (exchange, request) -> readSop(request, Caller.OPERATOR)));
        return spec.build();
    }

    /** A stateless server bound to {@code transport} (each HTTP request is answered on its own). */
    public McpStatelessSyncServer stateless(McpStatelessServerTransport transport) {
        var spec = McpServer.sync(transport)
                .serverInfo(NAME, VERSION)
                .instructions(INSTRUCTIONS)
                .capabilities(capabilities())
                .validateToolInputs(false);
        tools.forEach(t -> spec.tools(new McpStatelessServerFeatures.SyncToolSpecification(tool(t), (context, request) -> call(t, request, caller(context)))));
        spec.resourceTemplates(new McpStatelessServerFeatures.SyncResourceTemplateSpecification(sopTemplate(), (context, request) -> readSop(request, caller(context))));
        return spec.build();
    }

    private static McpSchema.ServerCapabilities capabilities() {
        return McpSchema.ServerCapabilities.builder().tools(false).resources(false, false).build();
    }

    private static McpSchema.Tool tool(ToolDefinition t) {
        return McpSchema.Tool.builder().name(t.name()).title(t.title()).description(t.description())
                .inputSchema(t.inputSchema()).outputSchema(t.outputSchema())
                .annotations(new McpSchema.ToolAnnotations(t.title(), t.readOnly(), false, true, false, null))
                .build();
    }

    /**
     * The caller an HTTP request was authenticated as (the transport puts it in the context); a context without one is
     * refused, never taken for the operator.
     */
    private static Caller caller(McpTransportContext context) {
        if (context != null && context.get(StatelessHttpTransport.CALLER) instanceof Caller c) {
            return c;
        }
        throw new DossierException(ErrorCode.UNAUTHENTICATED, "no authenticated caller");
    }

    /** A tool call on behalf of {@code caller}: the structured result and its text, or a tool error carrying the problem HTTP would answer. */
    McpSchema.CallToolResult call(ToolDefinition t, McpSchema.CallToolRequest request, Caller caller) {
        try {
            Object result = t.call().apply(api.as(caller), request.arguments() == null ? Map.of() : request.arguments());
            return McpSchema.CallToolResult.builder().structuredContent(Json.mapper().convertValue(result, Map.class))
                    .addTextContent(t.text().apply(result)).isError(false).build();
        } catch (DossierException e) {
            return error(e);
        } catch (RuntimeException e) {
            String errorId = UUID.randomUUID().toString();
            LOG.error("error_id={} MCP tool {} failed", errorId, t.name(), e);
            return error(new DossierException(ErrorCode.INTERNAL, "unexpected failure", Map.of(), e), errorId);
        }
    }

    private static McpSchema.CallToolResult error(DossierException e) {
        String errorId = null;
        if (Problems.status(e.code()) >= 500) {
            errorId = UUID.randomUUID().toString();
            LOG.error("error_id={} MCP tool call failed: {}", errorId, e.getMessage(), e);
        }
        return error(e, errorId);
    }

    private static McpSchema.CallToolResult error(DossierException e, String errorId) {
        var problem = Problems.of(e, true, errorId);
        return McpSchema.CallToolResult.builder().structuredContent(Json.mapper().convertValue(problem, Map.class))
                .addTextContent(problem.code() + ": " + problem.detail()).isError(true).build();
    }

    private static McpSchema.ResourceTemplate sopTemplate() {
        return McpSchema.ResourceTemplate.builder(SOP_TEMPLATE, "sop").title("An SOP")
                .description("An SOP by id: title, severity, applies_to globs, summary and requirements (JSON, as get_sop answers)")
                .mimeType("application/json").build();
    }

    private McpSchema.ReadResourceResult readSop(McpSchema.ReadResourceRequest request, Caller caller) {
        String uri = request.uri();
        String prefix = SOP_TEMPLATE.substring(0, SOP_TEMPLATE.indexOf('{'));
        if (uri == null || !uri.startsWith(prefix)) {
            throw new IllegalArgumentException("not an SOP resource: expected " + SOP_TEMPLATE);
        }
        String id = java.net.URLDecoder.decode(uri.substring(prefix.length()), java.nio.charset.StandardCharsets.UTF_8);
        var sop = api.as(caller).sop(id);
        return new McpSchema.ReadResourceResult(List.of(new McpSchema.TextResourceContents(uri, "application/json", Json.writePretty(sop))));
    }
}
