package dev.dossier.cli;

import dev.dossier.contract.ContractErrors;
import dev.dossier.contract.DossierApi;
import dev.dossier.contract.Json;
import dev.dossier.contract.ToolsPutRequest;
import io.micronaut.context.annotation.Prototype;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dossier tools put|search}: tool catalogs with the records of {@code /v1/tools} ({@code --json}). */
@Command(name = "tools", mixinStandardHelpOptions = true, description = "Tool catalogs: store one, retrieve the tools a task needs.",
        subcommands = {ToolsCommand.Put.class, ToolsCommand.Search.class})
final class ToolsCommand {

    private ToolsCommand() {
    }

    @Prototype
    @Command(name = "put", mixinStandardHelpOptions = true, description = "Store FILE ({\"tools\": [{name, description, inputSchema}]}, as MCP "
            + "tools/list answers) as catalog CATALOG, replacing it.")
    static final class Put extends ApiCommand {

        @Parameters(index = "0", paramLabel = "CATALOG")
        String catalog;

        @Parameters(index = "1", paramLabel = "FILE")
        Path file;

        ToolsPutRequest request;

        @Override
        void validate() {
            try {
                request = Json.read(Files.readAllBytes(file), ToolsPutRequest.class);
            } catch (IOException e) {
                throw ContractErrors.invalid("unreadable_file", "FILE", "cannot read " + file + " (" + e.getClass().getSimpleName() + ")");
            }
        }

        @Override
        boolean bodyInput() {
            return true;
        }

        @Override
        int run(DossierApi api, PrintWriter out) {
            var c = api.putTools(catalog, request);
            return print(out, c, c.catalog() + ": " + c.tools() + " tools, " + c.tokensCatalog() + " tokens; " + c.recommendation());
        }
    }

    @Prototype
    @Command(name = "search", mixinStandardHelpOptions = true, description = "The tools of CATALOG for QUERY, over the threshold, best first.")
    static final class Search extends ApiCommand {

        @Parameters(index = "0", paramLabel = "CATALOG")
        String catalog;

        @Parameters(index = "1", paramLabel = "QUERY")
        String query;

        @Option(names = "-k", paramLabel = "N", description = "At most this many (default 5, at most 50).")
        Integer k;

        @Override
        int run(DossierApi api, PrintWriter out) {
            var s = api.findTools(catalog, query, k);
            return print(out, s, s.tools().stream().map(t -> String.format(java.util.Locale.ROOT, "%.3f  %s  %s%n", t.relevance(), t.name(),
                    t.description())).collect(Collectors.joining()) + s.tokensSelected() + " of " + s.tokensCatalog() + " tokens"
                    + (s.confusionRisk() ? "; " + s.recommendation() : ""));
        }
    }
}
