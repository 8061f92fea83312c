package dev.dossier.cli;

import dev.dossier.contract.Json;
import dev.dossier.contract.Problems;
import dev.dossier.error.DossierException;
import java.io.PrintWriter;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** How every command reports a failure: the problem record with {@code --json} (as HTTP answers it), a message on stderr, an exit code. */
final class Failures {

    private static final Logger LOG = LoggerFactory.getLogger(Failures.class);

    private Failures() {
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
