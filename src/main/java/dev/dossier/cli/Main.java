package dev.dossier.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point of the {@code dossier} command. */
@Command(name = "dossier", mixinStandardHelpOptions = true, version = "dossier 0.1.0",
        description = "Graph-backed context assembler: SOPs and knowledge in Neo4j, budgeted reviewer context.",
        subcommands = {IngestCommand.class, AssembleCommand.class, ServeCommand.class, SopsCommand.class, ModelsCommand.class,
                ReviewCommand.class, ConventionsCommand.class, DecisionsCommand.class, ContextReportCommand.class,
                ContextBudgetCommand.class, SummarizeCommand.class, ContextScoreCommand.class, SearchCommand.class, KnowledgeCommand.class,
                McpCommand.class})
public final class Main implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    public static void main(String[] args) {
        int code = new CommandLine(new Main()).execute(args);
        System.exit(code);
    }
}
