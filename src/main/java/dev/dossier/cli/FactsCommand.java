package dev.dossier.cli;

import dev.dossier.app.Dossier;
import dev.dossier.app.LocalApi;
import dev.dossier.contract.ContractErrors;
import dev.dossier.contract.DossierApi;
import io.micronaut.context.annotation.Prototype;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dossier facts load|query}: knowledge bases in the graph (issue 14); {@code --json} prints the contract's records. */
@Command(name = "facts", mixinStandardHelpOptions = true, description = "Knowledge bases in the graph: load one from files, query its facts.",
        subcommands = {FactsCommand.Load.class, FactsCommand.Query.class})
final class FactsCommand {

    /**
     * Loads a KB directory into the graph opened by this process (a running server holds the graph: stop it first).
     * Idempotent: the same files again change nothing.
     */
    @Prototype
    @Command(name = "load", mixinStandardHelpOptions = true, description = {"Load kb.jsonl, entities.jsonl and relations.yaml as knowledge base NAME "
            + "(the whole KB in one transaction; the same files again change nothing).", "A bad file is named with its line and field."})
    static final class Load extends GraphCommand {

        @Parameters(index = "0", paramLabel = "DIR", description = "The directory holding kb.jsonl and entities.jsonl.")
        Path dir;

        @Option(names = "--kb", required = true, paramLabel = "NAME", description = "The knowledge base's name.")
        String kb;

        @Option(names = "--relations", paramLabel = "FILE", description = "The relation definitions (default DIR/relations.yaml).")
        Path relations;

        @Override
        void validate() {
            if (!Files.isDirectory(dir)) {
                throw ContractErrors.invalid("missing_directory", "DIR", "knowledge base directory " + dir + " does not exist or is not a directory");
            }
            var server = ServerAddress.live(common.settings().storage().dataDir());
            if (server.isPresent()) {
                throw ContractErrors.invalid("server_running", "DIR", "a dossier serve (pid " + server.get().pid() + ", " + server.get().url()
                        + ") holds this data directory; stop it to load a knowledge base");
            }
        }

        @Override
        int run(Dossier dossier, PrintWriter out) {
            var loaded = new LocalApi(dossier).loadFacts(dir, kb, relations);
            if (common.json) {
                Output.json(out, loaded);
            } else {
                out.println((loaded.changed() ? "loaded " : "unchanged ") + loaded.kb() + ": " + loaded.entities() + " entities, " + loaded.facts()
                        + " facts, " + loaded.relations() + " relations (sha256 " + loaded.hash().substring(0, 12) + ")");
            }
            out.flush();
            return ExitCodes.OK;
        }
    }

    @Prototype
    @Command(name = "query", mixinStandardHelpOptions = true, description = "Facts of a knowledge base by subject and relation, with their provenance.")
    static final class Query extends ApiCommand {

        @Option(names = "--kb", required = true, paramLabel = "NAME", description = "The knowledge base.")
        String kb;

        @Option(names = "--subject", paramLabel = "NAME", description = "An entity's id or any of its names.")
        String subject;

        @Option(names = "--relation", paramLabel = "NAME", description = "Only this relation.")
        String relation;

        @Option(names = "--limit", paramLabel = "N", description = "At most this many (default 100, at most 10000).")
        Integer limit;

        @Override
        int run(DossierApi api, PrintWriter out) {
            return printEach(out, api.facts(kb, subject, relation, limit), null, f -> f.kb() + "/" + f.id() + "  " + f.subject() + "  "
                    + f.relation() + "  " + f.object() + (f.objectLabel() == null ? "" : " (" + f.objectLabel() + ")"));
        }
    }

    private FactsCommand() {
    }

}
