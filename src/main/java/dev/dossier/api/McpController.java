package dev.dossier.api;

import dev.dossier.mcp.StatelessHttpTransport;
import io.micronaut.core.annotation.Nullable;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Delete;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Header;
import io.micronaut.http.annotation.Post;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Hidden;

/** MCP over Streamable HTTP (stateless) at {@code /mcp}: JSON-RPC in, JSON-RPC out; described by MCP, not by OpenAPI. */
@Controller("/mcp")
@ExecuteOn(TaskExecutors.BLOCKING)
@Hidden
public final class McpController {

    private final StatelessHttpTransport transport;

    /** {@code server} is bound to {@code transport}: asking for it here builds it before the first request. */
    public McpController(McpStatelessSyncServer server, StatelessHttpTransport transport) {
        this.transport = transport;
    }

    @Post(consumes = MediaType.APPLICATION_JSON, produces = {MediaType.APPLICATION_JSON, MediaType.TEXT_EVENT_STREAM})
    public HttpResponse<String> post(HttpRequest<?> request, @Nullable @Body String body, @Nullable @Header(HttpHeaders.HOST) String host,
                                     @Nullable @Header(HttpHeaders.ORIGIN) String origin, @Nullable @Header(HttpHeaders.ACCEPT) String accept,
                                     @Nullable @Header("MCP-Protocol-Version") String protocolVersion) {
        var reply = transport.post(body, new StatelessHttpTransport.Headers(host, origin, accept, protocolVersion),
                CallerApi.caller(request));
        return reply.body() == null ? HttpResponse.status(HttpStatus.valueOf(reply.status()))
                : HttpResponse.<String>status(HttpStatus.valueOf(reply.status())).contentType(MediaType.APPLICATION_JSON_TYPE).body(reply.body());
    }

    /** No server-to-client stream: every answer comes with its request. */
    @Get(produces = {MediaType.TEXT_EVENT_STREAM, MediaType.APPLICATION_JSON})
    public HttpResponse<?> stream() {
        return HttpResponse.status(HttpStatus.METHOD_NOT_ALLOWED).header(HttpHeaders.ALLOW, "POST");
    }

    /** Stateless: there is no session to end. */
    @Delete(produces = {MediaType.TEXT_EVENT_STREAM, MediaType.APPLICATION_JSON})
    public HttpResponse<?> end() {
        return HttpResponse.status(HttpStatus.METHOD_NOT_ALLOWED).header(HttpHeaders.ALLOW, "POST");
    }
}
