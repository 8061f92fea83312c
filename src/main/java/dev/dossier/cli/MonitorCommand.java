package dev.dossier.cli;

import dev.dossier.contract.DossierApi;
import dev.dossier.contract.LoopView;
import dev.dossier.contract.MonitorEventRequest;
import dev.dossier.contract.SignalView;
import io.micronaut.context.annotation.Prototype;
import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code dossier monitor event|signals|loop|ack}: the risk monitor as the local operator, with the same records as
 * {@code /v1/monitor} ({@code --json}); each prints a short text otherwise.
 */
@Command(name = "monitor", mixinStandardHelpOptions = true, description = "Risk monitor: loop events, graduated signals, acknowledgements.",
        subcommands = {MonitorCommand.Report.class, MonitorCommand.Signals.class, MonitorCommand.Loop.class, MonitorCommand.Ack.class})
final class MonitorCommand {

    @Prototype
    @Command(name = "event", mixinStandardHelpOptions = true, description = "Report a loop's event; prints the signals it raised.")
    static final class Report extends ApiCommand {

        @Option(names = "--loop", required = true, paramLabel = "ID")
        String loop;

        @Option(names = "--task", required = true, paramLabel = "ID")
        String task;

        @Option(names = "--project", required = true, paramLabel = "P")
        String project;

        @Option(names = "--kind", required = true, paramLabel = "KIND", description = "started, iteration, retry, files_changed, usage or finished.")
        String kind;

        @Option(names = "--plan", paramLabel = "ID")
        String plan;

        @Option(names = "--task-file", paramLabel = "PATH", description = "A file (or glob) of the task (repeatable).")
        List<String> taskFiles;

        @Option(names = "--file", paramLabel = "PATH", description = "A changed file (repeatable).")
        List<String> files;

        @Option(names = "--tokens", paramLabel = "N", description = "Context tokens used.")
        Long tokens;

        @Option(names = "--window", paramLabel = "N", description = "Context window.")
        Integer window;

        @Option(names = "--session", paramLabel = "ID", description = "A session whose usage is the loop's.")
        String session;

        @Override
        boolean bodyInput() {
            return true;
        }

        @Override
        int run(DossierApi api, PrintWriter out) {
            var r = api.reportLoopEvent(new MonitorEventRequest(loop, task, plan, project, kind, taskFiles, files, tokens, window, session, null));
            var text = new StringBuilder(loopLine(r.loop()));
            r.signals().forEach(s -> text.append('\n').append(signalLine(s)));
            return print(out, r, text.toString());
        }
    }

    @Prototype
    @Command(name = "signals", mixinStandardHelpOptions = true, description = "Signals after a sequence number, oldest first.")
    static final class Signals extends ApiCommand {

        @Option(names = "--since", paramLabel = "SEQ")
        Integer since;

        @Option(names = "--project", paramLabel = "P")
        String project;

        @Override
        int run(DossierApi api, PrintWriter out) {
            var signals = api.signals(since, project);
            return print(out, signals, String.join("\n", signals.stream().map(MonitorCommand::signalLine).toList()));
        }
    }

    @Prototype
    @Command(name = "loop", mixinStandardHelpOptions = true, description = "A loop's counts and context metrics.")
    static final class Loop extends ApiCommand {

        @Parameters(paramLabel = "LOOP")
        String loop;

        @Override
        int run(DossierApi api, PrintWriter out) {
            var l = api.loop(loop);
            return print(out, l, loopLine(l));
        }
    }

    @Prototype
    @Command(name = "ack", mixinStandardHelpOptions = true, description = "Acknowledge a signal.")
    static final class Ack extends ApiCommand {

        @Parameters(paramLabel = "SIGNAL")
        String signal;

        @Override
        int run(DossierApi api, PrintWriter out) {
            var s = api.acknowledgeSignal(signal);
            return print(out, s, signalLine(s) + "  (acknowledged by " + s.ackedBy() + " at " + s.ackedAt() + ")");
        }
    }

    static String loopLine(LoopView l) {
        return l.loopId() + "  " + l.status() + (l.level() == null ? "" : ", " + l.level()) + "; " + l.iterations() + " iterations, " + l.retries()
                + " retries, " + l.tokensUsed() + (l.window() > 0 ? " / " + l.window() + " tokens (" + l.pressure() + ")" : " tokens");
    }

    static String signalLine(SignalView s) {
        return s.seq() + "  " + s.level().toUpperCase(java.util.Locale.ROOT) + "  " + s.rule() + "  " + s.loopId() + ": " + s.reason()
                + " -> " + s.suggestedAction();
    }
}
