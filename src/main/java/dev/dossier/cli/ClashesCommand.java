package dev.dossier.cli;

import dev.dossier.contract.ClashAnswerRequest;
import dev.dossier.contract.ClashView;
import dev.dossier.contract.DossierApi;
import dev.dossier.contract.StatementRequest;
import io.micronaut.context.annotation.Prototype;
import java.io.PrintWriter;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code dossier clashes list|answer} and {@code dossier statements add|list}: a project's statements and the clashes
 * between them, with the records of {@code /v1/clashes} and {@code /v1/statements} ({@code --json}).
 */
@Command(name = "clashes", mixinStandardHelpOptions = true, description = "Clashes between statements: list, answer.",
        subcommands = {ClashesCommand.ClashList.class, ClashesCommand.Answer.class})
final class ClashesCommand {

    private ClashesCommand() {
    }

    static String line(ClashView c) {
        return c.id() + "  " + c.status() + "  " + c.type() + "  " + c.strategy() + "  \"" + c.existing().text() + "\" / \"" + c.incoming().text() + "\""
                + (c.resolution() == null ? "  ? " + c.question() : "  " + c.resolution() + " (" + c.resolvedBy() + ")");
    }

    @Prototype
    @Command(name = "list", mixinStandardHelpOptions = true, description = "Clashes, newest first.")
    static final class ClashList extends ApiCommand {

        @Option(names = "--project", paramLabel = "P", description = "Only this project's.")
        String project;

        @Option(names = "--status", paramLabel = "S", description = "pending or resolved (default any).")
        String status;

        @Option(names = "--limit", paramLabel = "N", description = "At most this many (default 100, at most 1000).")
        Integer limit;

        @Override
        int run(DossierApi api, PrintWriter out) {
            var clashes = api.clashes(project, status, limit);
            return print(out, clashes, clashes.stream().map(ClashesCommand::line).collect(Collectors.joining(System.lineSeparator())));
        }
    }

    @Prototype
    @Command(name = "answer", mixinStandardHelpOptions = true, description = "Answer a pending clash: existing, new or both.")
    static final class Answer extends ApiCommand {

        @Parameters(index = "0", paramLabel = "ID", description = "The clash's id.")
        String id;

        @Parameters(index = "1", paramLabel = "CHOICE", description = "existing, new or both.")
        String choice;

        @Option(names = "--note", required = true, paramLabel = "TEXT", description = "Why (recorded with who and when).")
        String note;

        @Override
        int run(DossierApi api, PrintWriter out) {
            var c = api.answerClash(id, new ClashAnswerRequest(choice, note));
            return print(out, c, line(c));
        }
    }

    /** {@code dossier statements add|list}. */
    @Command(name = "statements", mixinStandardHelpOptions = true, description = "A project's statements: add, list.",
            subcommands = {StatementAdd.class, StatementList.class})
    static final class Statements {
    }

    @Prototype
    @Command(name = "add", mixinStandardHelpOptions = true, description = {"Add TEXT to a project's facts; clashes are resolved by policy.",
            "Exit 0 when stored, 3 when blocked or quarantined."})
    static final class StatementAdd extends ApiCommand {

        @Parameters(index = "0", paramLabel = "TEXT", description = "The statement.")
        String text;

        @Option(names = "--project", required = true, paramLabel = "P", description = "The project.")
        String project;

        @Option(names = "--key", paramLabel = "KEY", description = "Its key (user.location).")
        String key;

        @Option(names = "--timestamp", paramLabel = "INSTANT", description = "When it was stated (ISO-8601, default now).")
        String timestamp;

        @Option(names = "--kb", paramLabel = "NAME", description = "Check its claims against this knowledge base first.")
        String kb;

        @Override
        int run(DossierApi api, PrintWriter out) {
            var w = api.addStatement(new StatementRequest(project, text, key, timestamp, kb));
            print(out, w, (w.statement() == null ? "quarantined as " + w.quarantineId() : w.statement().id() + "  " + w.statement().status()) + ": "
                    + w.reason() + w.clashes().stream().map(c -> System.lineSeparator() + "  " + line(c)).collect(Collectors.joining()));
            return w.statement() == null ? ExitCodes.REJECTED : ExitCodes.OK;
        }
    }

    @Prototype
    @Command(name = "list", mixinStandardHelpOptions = true, description = "A project's (or one of your sessions') statements, newest first.")
    static final class StatementList extends ApiCommand {

        @Option(names = "--project", required = true, paramLabel = "P", description = "The project.")
        String project;

        @Option(names = "--session", paramLabel = "ID", description = "One of your sessions' statements instead of the project's own.")
        String session;

        @Option(names = "--history", description = "Superseded and discarded ones too.")
        boolean history;

        @Option(names = "--limit", paramLabel = "N", description = "At most this many (default 100, at most 1000).")
        Integer limit;

        @Override
        int run(DossierApi api, PrintWriter out) {
            var list = api.statements(project, session, history, limit);
            return print(out, list, list.stream().map(s -> s.id() + "  " + s.status() + "  " + s.validFrom() + (s.validTo() == null ? "" : " .. " + s.validTo())
                    + "  " + (s.key() == null ? "" : s.key() + ": ") + s.text() + (s.qualifier() == null ? "" : "  [" + s.qualifier() + "]"))
                    .collect(Collectors.joining(System.lineSeparator())));
        }
    }
}
