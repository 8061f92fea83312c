package dev.dossier.cli;

import dev.dossier.app.RuntimeSettings;
import io.micronaut.context.ApplicationContext;
import jakarta.inject.Inject;
import dev.dossier.error.DossierException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** A command that needs no graph: errors become a message (or a JSON error with {@code --json}) and an exit code. */
abstract class OfflineCommand implements Callable<Integer> {

    @Option(names = "--json", description = "Print JSON instead of text.")
    boolean json;

    @Spec
    CommandSpec spec;

    abstract int run(PrintWriter out);

    @Inject
    ApplicationContext container;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        try {
            // the configuration and vocabulary locations come from the environment; no graph is opened
            Settings.register(container, RuntimeSettings.resolve(null, System.getenv()));
            return run(out);
        } catch (DossierException e) {
            return Failures.report(e, false, json, out, spec.commandLine().getErr());
        }
    }
}
