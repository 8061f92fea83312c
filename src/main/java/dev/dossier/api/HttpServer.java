package dev.dossier.api;

import dev.dossier.app.Dossier;
import dev.dossier.mcp.StatelessHttpTransport;
import io.micronaut.context.env.PropertySource;
import io.micronaut.runtime.server.EmbeddedServer;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Starts the HTTP API inside the application's own container: the controllers receive the services the feature
 * factories built (the same beans the CLI and tests use), never copies registered from outside. One server per
 * application; closing the server closes the application.
 */
public final class HttpServer implements AutoCloseable {

    private final EmbeddedServer server;
    private final OperatorKey operator;

    private HttpServer(EmbeddedServer server, OperatorKey operator) {
        this.server = server;
        this.operator = operator;
    }

    /** Starts on {@code host:port} (port 0 picks a free one), serving (and syncing on request) {@code sources}. */
    public static HttpServer start(Dossier dossier, List<Path> sources, String host, int port) {
        var context = dossier.container();
        if (context.containsBean(OperatorKey.class)) {
            throw new IllegalStateException("this application already serves HTTP: one server per application");
        }
        context.getEnvironment().addPropertySource(PropertySource.of("dossier-http", Map.of(
                "micronaut.server.port", port,
                "micronaut.server.host", host,
                // a body over the limit is refused before it is read; the contract checks it again for MCP and the CLI
                "micronaut.server.max-request-size", dossier.contract().limits().bodyBytes(),
                // a request line over 8 KB is a 414 (UriLengthFilter); Netty only stops lines past 1 MiB
                "micronaut.server.netty.max-initial-line-length", 1024 * 1024)));
        context.registerSingleton(new ServedSources(sources));
        context.registerSingleton(new StatelessHttpTransport(host));
        var operator = OperatorKey.random();
        context.registerSingleton(operator);
        var server = context.getBean(EmbeddedServer.class);
        try {
            server.start();
        } catch (RuntimeException e) {
            dossier.close();
            throw e;
        }
        return new HttpServer(server, operator);
    }

    /** The operator key of this run: a bearer token that acts as the local operator (written only to the owner-only server.json). */
    public String operatorToken() {
        return operator.token();
    }

    public int port() {
        return server.getPort();
    }

    public String url() {
        return "http://" + server.getHost() + ":" + server.getPort();
    }

    /** Stops the server and the application with it (the MCP server and the graph are beans of the same container). */
    @Override
    public void close() {
        server.stop();
    }
}
