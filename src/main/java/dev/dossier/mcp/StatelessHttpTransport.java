package dev.dossier.mcp;

import dev.dossier.auth.Caller;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.server.McpStatelessServerHandler;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpStatelessServerTransport;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.Locale;
import java.util.Set;
import reactor.core.publisher.Mono;

/**
 * MCP's Streamable HTTP transport in its stateless form, for any HTTP server: each POST carries one JSON-RPC message
 * and is answered on its own (a request with {@code application/json}, a notification or response with 202). There is
 * no server-to-client stream, so GET answers 405, as the specification allows. A browser page of another origin is
 * refused (DNS-rebinding protection): only loopback origins, or none, are accepted.
 */
public final class StatelessHttpTransport implements McpStatelessServerTransport {

    /** The key under which the transport context carries the authenticated {@link Caller}. */
    static final String CALLER = "dossier.caller";
    private static final Set<String> LOOPBACK = Set.of("localhost", "127.0.0.1", "[::1]", "::1");
    private static final Duration TIMEOUT = Duration.ofMinutes(10);

    private final Set<String> hosts;
    private volatile McpStatelessServerHandler handler;

    /** @param bindHost the address the server listens on: besides loopback names, the only Host a request may name */
    public StatelessHttpTransport(String bindHost) {
        var allowed = new java.util.HashSet<>(LOOPBACK);
        if (bindHost != null && !bindHost.isBlank()) {
            allowed.add(bindHost.toLowerCase(Locale.ROOT));
        }
        this.hosts = Set.copyOf(allowed);
    }

    @Override
    public void setMcpHandler(McpStatelessServerHandler handler) {
        this.handler = handler;
    }

    @Override
    public Mono<Void> closeGracefully() {
        return Mono.empty();
    }

    /** An HTTP answer: status and JSON body (null for none). */
    public record Reply(int status, String body) {
    }

    /** The request headers the transport checks (each may be null). */
    public record Headers(String host, String origin, String accept, String protocolVersion) {
    }

    /**
     * Answers one POST. DNS-rebinding protection: a Host other than loopback or the bound address is 421, an Origin
     * other than a loopback page is 403. Tools run on behalf of {@code caller} (authenticated by the HTTP edge). An Accept that admits no JSON is 406; an unsupported MCP-Protocol-Version 400.
     */
    public Reply post(String body, Headers headers, Caller caller) {
        if (!allowedHost(headers.host())) {
            return error(421, null, -32600, "host not allowed: MCP over HTTP answers requests addressed to this server's own address only");
        }
        if (!allowedOrigin(headers.origin())) {
            return error(403, null, -32600, "origin not allowed: MCP over HTTP accepts requests from loopback pages only");
        }
        if (headers.accept() != null && !headers.accept().contains("application/json") && !headers.accept().contains("*/*")) {
            return error(406, null, -32600, "the answer is application/json: accept it (Accept: application/json, text/event-stream)");
        }
        if (headers.protocolVersion() != null && !protocolVersions().contains(headers.protocolVersion().strip())) {
            return error(400, null, -32600, "unsupported MCP-Protocol-Version; supported: " + protocolVersions());
        }
        McpSchema.JSONRPCMessage message;
        try {
            message = McpSchema.deserializeJsonRpcMessage(McpServers.MAPPER, body == null ? "" : body);
        } catch (IOException | IllegalArgumentException e) {
            return error(400, null, -32700, "parse error: the body must be one JSON-RPC 2.0 message");
        }
        var context = McpTransportContext.create(java.util.Map.of(CALLER, caller));
        if (message instanceof McpSchema.JSONRPCRequest request) {
            McpSchema.JSONRPCResponse response = handler.handleRequest(context, request).block(TIMEOUT);
            return new Reply(200, write(response));
        }
        if (message instanceof McpSchema.JSONRPCNotification notification) {
            handler.handleNotification(context, notification).block(TIMEOUT);
        }
        return new Reply(202, null);
    }

    private boolean allowedHost(String host) {
        if (host == null || host.isBlank()) {
            return true;
        }
        String h = host.strip().toLowerCase(Locale.ROOT);
        String name = h.startsWith("[") ? h.substring(0, h.indexOf(']') + 1) : h.contains(":") ? h.substring(0, h.lastIndexOf(':')) : h;
        return hosts.contains(name);
    }

    private static boolean allowedOrigin(String origin) {
        if (origin == null || origin.isBlank()) {
            return true;
        }
        try {
            String host = URI.create(origin.strip()).getHost();
            return host != null && LOOPBACK.contains(host.toLowerCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** A JSON-RPC error without an id (the SDK's response record requires one; JSON-RPC wants null when none could be read). */
    private static Reply error(int status, Object id, int code, String message) {
        var error = new java.util.LinkedHashMap<String, Object>();
        error.put("jsonrpc", McpSchema.JSONRPC_VERSION);
        error.put("id", id);
        error.put("error", java.util.Map.of("code", code, "message", message));
        return new Reply(status, write(error));
    }

    private static String write(Object value) {
        try {
            return McpServers.MAPPER.writeValueAsString(value);
        } catch (IOException e) {
            throw new IllegalStateException("JSON-RPC messages always serialise", e);
        }
    }
}
