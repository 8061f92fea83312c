package dev.dossier.cli;

import io.micronaut.context.annotation.Prototype;
import io.micronaut.configuration.picocli.MicronautFactory;
import io.micronaut.context.ApplicationContext;
import io.micronaut.context.env.Environment;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point of the {@code dossier} command. */
@Prototype
@Command(name = "dossier", mixinStandardHelpOptions = true, version = "dossier 0.1.0",
        description = "Graph-backed context assembler: SOPs and knowledge in Neo4j, budgeted reviewer context.",
        subcommands = {IngestCommand.class, AssembleCommand.class, ServeCommand.class, SopsCommand.class, ModelsCommand.class,
                ReviewCommand.class, ConventionsCommand.class, DecisionsCommand.class, ContextReportCommand.class,
                ContextBudgetCommand.class, SummarizeCommand.class, ContextScoreCommand.class, SearchCommand.class, KnowledgeCommand.class,
                McpCommand.class, TokenCommand.class, AuditCommand.class, SessionCommand.class, GatesCommand.class, MonitorCommand.class,
                FactsCommand.class, GuardCommand.class, GuardCommand.Quarantine.class, ToolsCommand.class, ClashesCommand.class,
                ClashesCommand.Statements.class})
public final class Main implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    public static void main(String[] args) {
        int code;
        try (ApplicationContext container = container()) {
            code = commandLine(container).execute(args);
        }
        System.exit(code);
    }

    /**
     * The CLI's container. Its services are built lazily, once a command has registered the settings its options
     * give (so {@code --help} or a remote call never builds one).
     */
    public static ApplicationContext container() {
        return ApplicationContext.builder(Environment.CLI).deduceEnvironment(false).banner(false).start();
    }

    /** The command line whose commands the container creates and injects (micronaut-picocli). */
    public static CommandLine commandLine(ApplicationContext container) {
        return new CommandLine(Main.class, new MicronautFactory(container)).setExecutionExceptionHandler(Failures::unbuilt);
    }
}
