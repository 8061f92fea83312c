package dev.dossier.cli;

import dev.dossier.app.Dossier;
import dev.dossier.contract.Json;
import dev.dossier.contract.Problems;
import dev.dossier.error.DossierException;
import io.micronaut.context.exceptions.BeanInstantiationException;
import java.io.PrintWriter;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine;

/** How every command reports a failure: the problem record with {@code --json} (as HTTP answers it), a message on stderr, an exit code. */
final class Failures {

    private static final Logger LOG = LoggerFactory.getLogger(Failures.class);

    private Failures() {
    }

    /**
     * Picocli's handler of what a command lets escape: a service the container could not build because the
     * configuration is wrong (the factory's Dossier error, wrapped) is reported as every other failure; anything else
     * is a bug and propagates.
     */
    static int unbuilt(Exception e, CommandLine command, CommandLine.ParseResult parsed) throws Exception {
        if (e instanceof BeanInstantiationException b && Dossier.unwrap(b) instanceof DossierException d) {
            boolean json = command.getParseResult() != null && command.getParseResult().hasMatchedOption("--json");
            return report(d, false, json, command.getOut(), command.getErr());
        }
        throw e;
    }

    static int report(DossierException e, boolean bodyFields, boolean json, PrintWriter out, PrintWriter err) {
        String errorId = null;
        if (Problems.status(e.code()) >= 500) {
            errorId = UUID.randomUUID().toString();
            LOG.debug("error_id={}", errorId, e);
        }
        if (json) {
            var problem = Problems.of(e, bodyFields, errorId);
            // the CLI's user is the operator: a 5xx keeps its message (there is no server log to look in)
            out.println(Json.writePretty(errorId == null ? problem : new dev.dossier.contract.ProblemDetail(problem.type(), problem.title(),
                    problem.status(), e.getMessage(), problem.code(), problem.field(), null, problem.extra())));
            out.flush();
        }
        err.println("dossier: " + e.getMessage());
        err.flush();
        return ExitCodes.of(e.code());
    }
}
