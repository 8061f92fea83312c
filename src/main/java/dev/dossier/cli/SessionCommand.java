package dev.dossier.cli;

import dev.dossier.contract.DossierApi;
import dev.dossier.contract.SessionCheckpointRequest;
import dev.dossier.contract.SessionCompressRequest;
import dev.dossier.contract.SessionCreateRequest;
import dev.dossier.contract.SessionItemRequest;
import io.micronaut.context.annotation.Prototype;
import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code dossier session new|add|context|compress|usage|events|checkpoint|list}: sessions as the local operator, with the
 * same records as {@code /v1/sessions} ({@code --json}); each prints a short text otherwise.
 */
@Command(name = "session", mixinStandardHelpOptions = true, description = "Agent sessions: a running context with a budget, pressure levels and compression.",
        subcommands = {SessionCommand.New.class, SessionCommand.Add.class, SessionCommand.Context.class, SessionCommand.Compress.class,
                SessionCommand.Usage.class, SessionCommand.Events.class, SessionCommand.Checkpoint.class, SessionCommand.ListSessions.class})
final class SessionCommand {

    @Prototype
    @Command(name = "new", mixinStandardHelpOptions = true, description = "Start a session; prints its id.")
    static final class New extends ApiCommand {

        @Option(names = "--project", required = true, paramLabel = "P", description = "The project it belongs to.")
        String project;

        @Option(names = "--model", paramLabel = "NAME", description = "A model of the registry (default gpt-4o).")
        String model;

        @Option(names = "--window", paramLabel = "N", description = "The budget (default the model's window).")
        Integer window;

        @Option(names = "--policy", paramLabel = "NAME", description = "Pressure preset: default or semspec.")
        String policy;

        @Option(names = "--no-auto-compress", description = "Do not compress automatically.")
        boolean noAutoCompress;

        @Option(names = "--guard", negatable = true, description = "Check every write with the guard (default validation.yaml's "
                + "guard_session_writes, or on with --kb).")
        Boolean guard;

        @Option(names = "--kb", paramLabel = "NAME", description = "The knowledge base a guarded session checks claims against.")
        String kb;

        @Override
        int run(DossierApi api, PrintWriter out) {
            var s = api.createSession(new SessionCreateRequest(project, model, window, policy, null, noAutoCompress ? Boolean.FALSE : null, null, guard, kb));
            return print(out, s, s.id() + "  budget " + s.budget() + " (" + s.model() + ", " + s.policy() + ")");
        }
    }

    @Prototype
    @Command(name = "add", mixinStandardHelpOptions = true, description = "Add an item; prints its tokens, the usage and what it caused.")
    static final class Add extends ApiCommand {

        @Parameters(index = "0", paramLabel = "SESSION")
        String session;

        @Parameters(index = "1", paramLabel = "TEXT", description = "The content.")
        String content;

        @Option(names = "--component", defaultValue = "conversation_history", paramLabel = "NAME", description = "Default ${DEFAULT-VALUE}.")
        String component;

        @Option(names = "--role", defaultValue = "user", paramLabel = "ROLE", description = "user, assistant, system or tool (default ${DEFAULT-VALUE}).")
        String role;

        @Option(names = "--pin", description = "Never removed by compression.")
        boolean pin;

        @Override
        int run(DossierApi api, PrintWriter out) {
            var r = api.addSessionItem(session, new SessionItemRequest(component, role, content, null, pin, null));
            if (r.item() == null) {
                // a guarded session held it in quarantine (HTTP 202): not in the session until a person approves it; exit 3 like a held statement
                print(out, r, "held in quarantine as " + r.guard().quarantineId() + ", not added: " + r.guard().reason() + "; " + usageLine(r.usage()));
                return ExitCodes.REJECTED;
            }
            return print(out, r, r.item().id() + "  " + r.item().tokens() + " tokens; " + usageLine(r.usage())
                    + r.actions().stream().map(a -> "\n  " + a.type() + (a.detail() == null ? "" : ": " + a.detail())).reduce("", String::concat));
        }
    }

    @Prototype
    @Command(name = "context", mixinStandardHelpOptions = true, description = "Print the session's context (within its budget).")
    static final class Context extends ApiCommand {

        @Parameters(paramLabel = "SESSION")
        String session;

        @Override
        int run(DossierApi api, PrintWriter out) {
            var c = api.sessionContext(session);
            return print(out, c, c.context());
        }
    }

    @Prototype
    @Command(name = "compress", mixinStandardHelpOptions = true, description = "Compress by a strategy down to a target.")
    static final class Compress extends ApiCommand {

        @Parameters(paramLabel = "SESSION")
        String session;

        @Option(names = "--strategy", defaultValue = "auto", paramLabel = "NAME",
                description = "trim_oldest, summarize, archive, sliding_window, aggressive or auto (default).")
        String strategy;

        @Option(names = "--target", paramLabel = "U", description = "Utilization to reach, 0-1 (default the policy's).")
        Double target;

        @Option(names = "--older-than", paramLabel = "S", description = "trim_oldest: only items older than S seconds.")
        Long olderThan;

        @Option(names = "--keep-last", paramLabel = "N", description = "History messages kept verbatim.")
        Integer keepLast;

        @Override
        int run(DossierApi api, PrintWriter out) {
            var r = api.compressSession(session, new SessionCompressRequest(strategy, target, olderThan, keepLast));
            return print(out, r, r.tokensBefore() + " -> " + r.tokensAfter() + " tokens (freed " + r.freed() + ", ratio "
                    + String.format(java.util.Locale.ROOT, "%.2f", r.ratio()) + ")" + (r.reachedTarget() ? "" : "; target not reached"));
        }
    }

    @Prototype
    @Command(name = "usage", mixinStandardHelpOptions = true, description = "Tokens per component, utilization and pressure level.")
    static final class Usage extends ApiCommand {

        @Parameters(paramLabel = "SESSION")
        String session;

        @Override
        int run(DossierApi api, PrintWriter out) {
            var u = api.sessionUsage(session);
            var text = new StringBuilder(usageLine(u));
            u.components().forEach((name, c) -> text.append("\n  ").append(name).append(": ").append(c.tokens()).append(" / ").append(c.allocation()));
            return print(out, u, text.toString());
        }
    }

    @Prototype
    @Command(name = "events", mixinStandardHelpOptions = true, description = "The session's events, oldest first.")
    static final class Events extends ApiCommand {

        @Parameters(paramLabel = "SESSION")
        String session;

        @Option(names = "--since", paramLabel = "SEQ", description = "Only events after this sequence number.")
        Integer since;

        @Override
        int run(DossierApi api, PrintWriter out) {
            var events = api.sessionEvents(session, since);
            return print(out, events, String.join("\n", events.stream().map(e -> e.seq() + "  " + e.at() + "  " + e.type()).toList()));
        }
    }

    @Prototype
    @Command(name = "checkpoint", mixinStandardHelpOptions = true, description = "Checkpoint: prints the new session's id and the continuation.")
    static final class Checkpoint extends ApiCommand {

        @Parameters(paramLabel = "SESSION")
        String session;

        @Option(names = "--remaining", paramLabel = "TEXT", description = "A criterion still open (repeat for more).")
        List<String> remaining;

        @Option(names = "--plan", paramLabel = "ID", description = "The plan whose decisions the continuation carries.")
        String plan;

        @Override
        int run(DossierApi api, PrintWriter out) {
            var r = api.checkpointSession(session, new SessionCheckpointRequest(remaining, plan));
            return print(out, r, r.sessionId() + "  (checkpoint " + r.checkpointId() + ")\n" + r.continuation().summary());
        }
    }

    @Prototype
    @Command(name = "list", mixinStandardHelpOptions = true, description = "Your sessions, newest first, with their usage.")
    static final class ListSessions extends ApiCommand {

        @Option(names = "--project", paramLabel = "P", description = "Only this project's sessions.")
        String project;

        @Option(names = "--limit", paramLabel = "N", description = "At most this many (default 100, at most 1000).")
        Integer limit;

        @Override
        int run(DossierApi api, PrintWriter out) {
            var sessions = api.sessions(project, limit);
            return print(out, sessions, String.join("\n", sessions.stream()
                    .map(s -> s.id() + "  " + s.project() + "  " + s.model() + "  " + usageLine(s.usage())).toList()));
        }
    }

    static String usageLine(dev.dossier.contract.SessionUsageView u) {
        return u.tokens() + " / " + u.budget() + " tokens (" + String.format(java.util.Locale.ROOT, "%.1f%%", 100 * u.utilization()) + ", " + u.level() + ")";
    }
}
