package dev.dossier.cli;

import dev.dossier.app.Dossier;
import dev.dossier.error.DossierException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * A command that opens the graph, does its work and always closes the graph again (Neo4j keeps
 * non-daemon threads). Errors become a message (or a JSON error object with {@code --json}) and an exit code.
 */
abstract class GraphCommand implements Callable<Integer> {

    @Mixin
    CommonOptions common;

    @Spec
    CommandSpec spec;

    /** Does the work; returns the exit code. */
    abstract int run(Dossier dossier, PrintWriter out);

    /** Checks the options before the graph is opened; throws DossierException for bad input. */
    void validate() {
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        try {
            validate();
            try (Dossier dossier = common.open()) {
                return run(dossier, out);
            }
        } catch (DossierException e) {
            return fail(e, out);
        }
    }

    int fail(DossierException e, PrintWriter out) {
        return Failures.report(e, false, common.json, out, spec.commandLine().getErr());
    }
}
