package dev.dossier.cli;

import dev.dossier.app.Dossier;
import dev.dossier.app.JsonViews;
import dev.dossier.source.Sop;
import java.io.PrintWriter;
import picocli.CommandLine.Command;

/** {@code dossier sops}: lists the SOPs in the graph. */
@Command(name = "sops", mixinStandardHelpOptions = true, description = "List the SOPs in the graph.")
final class SopsCommand extends GraphCommand {

    @Override
    int run(Dossier dossier, PrintWriter out) {
        var sops = dossier.documents().sops();
        if (common.json) {
            Output.json(out, JsonViews.sops(sops));
            return ExitCodes.OK;
        }
        if (sops.isEmpty()) {
            out.println("no SOPs in the graph; run 'dossier ingest' first");
        }
        for (Sop s : sops) {
            out.printf("%-7s %-40s %-45s %s%n", s.severity().label(), s.id(), String.join(",", s.appliesTo()), s.title());
        }
        out.flush();
        return ExitCodes.OK;
    }
}
