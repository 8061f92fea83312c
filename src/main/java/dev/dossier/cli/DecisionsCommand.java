package dev.dossier.cli;

import dev.dossier.app.Dossier;
import dev.dossier.app.JsonViews;
import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code dossier decisions PLAN}: the decisions recorded for a plan, oldest first. */
@Command(name = "decisions", mixinStandardHelpOptions = true, description = "List the decisions recorded for a plan, oldest first.")
final class DecisionsCommand extends GraphCommand {

    @Parameters(paramLabel = "PLAN", description = "The plan id.")
    String plan;

    @Override
    int run(Dossier dossier, PrintWriter out) {
        var decisions = dossier.reviews().decisions(plan);
        if (common.json) {
            Output.json(out, decisions.stream().map(JsonViews::decision).toList());
            return ExitCodes.OK;
        }
        decisions.forEach(d -> out.printf("%s  %s  task %s, %s: %s%n", d.recordedAt(), d.id(), d.taskId(), d.reviewer(), d.text()));
        out.flush();
        return ExitCodes.OK;
    }
}
