package dev.dossier.cli;

import io.micronaut.context.annotation.Prototype;
import dev.dossier.app.Dossier;
import dev.dossier.app.LocalApi;
import dev.dossier.contract.Contract;
import dev.dossier.contract.DossierApi;
import dev.dossier.error.DossierException;
import dev.dossier.mcp.McpServers;
import io.micronaut.context.BeanProvider;
import jakarta.inject.Inject;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code dossier mcp}: an MCP server over stdio, as desktop and CLI agents launch it. Standard output carries only
 * JSON-RPC (anything else printed goes to standard error); the server runs until the client closes standard input. It
 * uses the {@code dossier serve} of the data directory when one runs, else opens the graph itself; either way as the
 * local operator.
 */
@Prototype
@Command(name = "mcp", mixinStandardHelpOptions = true,
        description = {"Serve MCP over stdio (tools review_context, knowledge_context, context_budget, search, record_review, list_conventions, get_convention,",
                "plan_decisions, list_sops, get_sop, list_models; resources dossier://sops/{id}). Runs until standard input closes."})
final class McpCommand implements Callable<Integer> {

    @Mixin
    CommonOptions common;

    @Spec
    CommandSpec spec;

    @Inject
    BeanProvider<LocalApi> local;

    @Inject
    BeanProvider<Contract> contract;

    @Override
    public Integer call() {
        PrintStream protocol = System.out;
        // stdout is the protocol channel: whatever else writes to System.out (a library's banner) goes to stderr
        System.setOut(System.err);
        var closed = new CountDownLatch(1);
        InputStream in = new FilterInputStream(System.in) {
            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                int n = super.read(b, off, len);
                if (n < 0) {
                    closed.countDown();
                }
                return n;
            }

            @Override
            public int read() throws IOException {
                int c = super.read();
                if (c < 0) {
                    closed.countDown();
                }
                return c;
            }
        };
        try {
            var server = ServerAddress.live(common.settings().storage().dataDir());
            if (server.isPresent()) {
                common.register();
                return serve(RemoteApi.of(server.get()), contract.get(), in, protocol, closed, null);
            }
            Dossier dossier = common.open();
            try (dossier) {
                return serve(local.get(), dossier.contract(), in, protocol, closed, dossier);
            }
        } catch (DossierException e) {
            return Failures.report(e, false, false, spec.commandLine().getOut(), spec.commandLine().getErr());
        } finally {
            System.setOut(protocol);
        }
    }

    private int serve(DossierApi api, Contract contract, InputStream in, PrintStream out, CountDownLatch closed, Dossier dossier) {
        var server = new McpServers(api, contract).stdio(in, out);
        System.err.println("dossier mcp: serving " + (dossier == null ? "through the running server" : dossier.storageDescription())
                + " over stdio; close standard input to stop");
        try {
            closed.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            server.closeGracefully();
        }
        return ExitCodes.OK;
    }
}
