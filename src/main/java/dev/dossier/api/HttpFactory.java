package dev.dossier.api;

import dev.dossier.app.LocalApi;
import dev.dossier.auth.AttemptLimiter;
import dev.dossier.contract.Contract;
import dev.dossier.mcp.McpServers;
import dev.dossier.mcp.StatelessHttpTransport;
import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Factory;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import jakarta.inject.Singleton;
import java.time.Clock;

/** What only the HTTP server needs: the stateless MCP server behind {@code /mcp}, and the failed-attempt limiter. */
@Factory
final class HttpFactory {

    @Singleton
    @Bean(preDestroy = "close")
    McpStatelessSyncServer mcp(LocalApi api, Contract contract, StatelessHttpTransport transport) {
        return new McpServers(api, contract).stateless(transport);
    }

    @Singleton
    AttemptLimiter attempts(Contract contract) {
        return new AttemptLimiter(contract.limits().failedAuthPerMinute(), Clock.systemUTC());
    }
}
