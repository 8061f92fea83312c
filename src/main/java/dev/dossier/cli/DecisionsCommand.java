package dev.dossier.cli;

import io.micronaut.context.annotation.Prototype;
import dev.dossier.contract.DossierApi;
import dev.dossier.contract.Ids;
import dev.dossier.contract.Params;
import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code dossier decisions PLAN}: the decisions recorded for a plan, oldest first. */
@Prototype
@Command(name = "decisions", mixinStandardHelpOptions = true, description = "List the decisions recorded for a plan, oldest first.")
final class DecisionsCommand extends ApiCommand {

    @Parameters(paramLabel = "PLAN", description = "The plan id.")
    String plan;

    @Override
    void validate() {
        Params.id("plan", plan, Ids.REFERENCE);
    }

    @Override
    int run(DossierApi api, PrintWriter out) {
        return printEach(out, api.decisions(plan), null,
                d -> String.format("%s  %s  task %s, %s: %s", d.recordedAt(), d.id(), d.taskId(), d.reviewer(), d.text()));
    }
}
