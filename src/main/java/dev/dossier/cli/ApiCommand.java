package dev.dossier.cli;

import dev.dossier.contract.Contract;
import io.micronaut.context.BeanContext;
import io.micronaut.context.BeanProvider;
import jakarta.inject.Inject;
import dev.dossier.app.Dossier;
import dev.dossier.app.LocalApi;
import dev.dossier.contract.DossierApi;
import dev.dossier.error.DossierException;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Function;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * A command over {@link DossierApi}: its options are checked first (no graph, no network), then it runs against the
 * {@code dossier serve} that holds the data directory when one is live (an HTTP call, no graph to open), else against
 * the graph opened in this process and closed again.
 */
abstract class ApiCommand implements Callable<Integer> {

    @Mixin
    CommonOptions common;

    @Spec
    CommandSpec spec;

    /** The API over the graph opened in this process (built once the options' settings are registered). */
    @Inject
    BeanProvider<LocalApi> local;

    /** The contract with this configuration's limits and models (no graph). */
    @Inject
    BeanProvider<Contract> contract;

    /** The container, for the configuration records a command checks names against before the graph opens. */
    @Inject
    BeanContext services;

    /** Checks the options and builds the request (cheap: no configuration, no graph, no network); throws DossierException. */
    void validate() {
    }

    /**
     * The checks that need the configuration (constraints, limits, models, policies), made before the graph is opened
     * here. With a running server they are skipped: the server makes the same checks and answers the same errors.
     */
    void checkLocally() {
    }

    /** Does the work; returns the exit code. */
    abstract int run(DossierApi api, PrintWriter out);

    /** Prints {@code record} as JSON under {@code --json}, else {@code text}; exit 0. */
    int print(PrintWriter out, Object record, String text) {
        if (common.json) {
            Output.json(out, record);
        } else {
            out.println(text);
        }
        out.flush();
        return ExitCodes.OK;
    }

    /**
     * Prints {@code items} as JSON under {@code --json}, else one {@code line} each, or {@code none} (when not null) if there
     * are none; exit 0.
     */
    <T> int printEach(PrintWriter out, List<T> items, String none, Function<T, String> line) {
        if (common.json) {
            Output.json(out, items);
            return ExitCodes.OK;
        }
        if (items.isEmpty() && none != null) {
            out.println(none);
        }
        items.forEach(item -> out.println(line.apply(item)));
        out.flush();
        return ExitCodes.OK;
    }

    /** Whether this command's input is a JSON body, so errors name fields by JSON pointer. */
    boolean bodyInput() {
        return false;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        try {
            validate();
            var server = ServerAddress.live(common.settings().storage().dataDir());
            if (server.isPresent()) {
                return run(RemoteApi.of(server.get()), out);
            }
            common.register();
            checkLocally();
            try (Dossier dossier = common.open()) {
                return run(local.get(), out);
            }
        } catch (DossierException e) {
            return Failures.report(e, bodyInput(), common.json, out, spec.commandLine().getErr());
        }
    }
}
