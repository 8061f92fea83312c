package dev.dossier.cli;

import io.micronaut.context.annotation.Prototype;
import dev.dossier.contract.DossierApi;
import java.io.PrintWriter;
import picocli.CommandLine.Command;

/** {@code dossier sops}: lists the SOPs in the graph. */
@Prototype
@Command(name = "sops", mixinStandardHelpOptions = true, description = "List the SOPs in the graph.")
final class SopsCommand extends ApiCommand {

    @Override
    int run(DossierApi api, PrintWriter out) {
        return printEach(out, api.sops(), "no SOPs in the graph; run 'dossier ingest' first",
                s -> String.format("%-7s %-40s %-45s %s", s.severity(), s.id(), String.join(",", s.appliesTo()), s.title()));
    }
}
