package dev.dossier.cli;

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

    static java.nio.file.Path configDir() {
        String dir = System.getenv("DOSSIER_CONFIG_DIR");
        return dir == null ? null : java.nio.file.Path.of(dir);
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        try {
            return run(out);
        } catch (DossierException e) {
            return Failures.report(e, false, json, out, spec.commandLine().getErr());
        }
    }
}
