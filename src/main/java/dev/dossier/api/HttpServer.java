package dev.dossier.api;

import dev.dossier.app.Dossier;
import dev.dossier.mcp.McpServers;
import dev.dossier.mcp.StatelessHttpTransport;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** Starts the HTTP API over an open {@link Dossier}. */
public final class HttpServer implements AutoCloseable {

    private final ApplicationContext context;
    private final EmbeddedServer server;
    private final McpStatelessSyncServer mcp;

    private HttpServer(ApplicationContext context, McpStatelessSyncServer mcp) {
        this.context = context;
        this.server = context.getBean(EmbeddedServer.class);
        this.mcp = mcp;
    }

    /** Starts on {@code host:port} (port 0 picks a free one). */
    public static HttpServer start(Dossier dossier, List<Path> sources, String host, int port) {
        // ApplicationContext rather than Micronaut.run: Micronaut's own shutdown hook deadlocks with the
        // serve command's orderly close (both stop the context, each holding the other's lock).
        var api = new dev.dossier.app.LocalApi(dossier);
        var mcpTransport = new StatelessHttpTransport(host);
        var mcp = new McpServers(api, dossier.contract()).stateless(mcpTransport);
        var context = ApplicationContext.builder()
                .deduceEnvironment(false)
                .singletons(dossier, dossier.contract(), api, mcpTransport, new ServedSources(sources))
                .properties(Map.of("micronaut.server.port", port, "micronaut.server.host", host,
                        "micronaut.application.name", "dossier",
                        // a body over the limit is refused before it is read; the contract checks it again for MCP and the CLI
                        "micronaut.server.max-request-size", dossier.contract().limits().bodyBytes(),
                        // a request line over 8 KB is a 414 (UriLengthFilter); Netty only stops lines past 1 MiB
                        "micronaut.server.netty.max-initial-line-length", 1024 * 1024,
                        // Empty lists (rejected, dropped, ladder) are part of the contract: do not omit them.
                        "jackson.serialization-inclusion", "always",
                        // Dossier's meters and GET /metrics (ADR 0008); the CLI's containers leave them off
                        "dossier.metrics.enabled", true))
                .start();
        try {
            context.getBean(EmbeddedServer.class).start();
        } catch (RuntimeException e) {
            context.close();
            throw e;
        }
        return new HttpServer(context, mcp);
    }

    public int port() {
        return server.getPort();
    }

    public String url() {
        return "http://" + server.getHost() + ":" + server.getPort();
    }

    @Override
    public void close() {
        mcp.close();
        context.close();
    }
}
