package dev.dossier.cli;

import io.micronaut.context.annotation.Prototype;
import dev.dossier.contract.ConventionState;
import dev.dossier.contract.DossierApi;
import dev.dossier.contract.Ids;
import dev.dossier.contract.Params;
import java.io.PrintWriter;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dossier conventions}: what the team's reviews have taught, with filters, or one convention's history. */
@Prototype
@Command(name = "conventions", mixinStandardHelpOptions = true,
        description = {"List learned conventions (filter by project, file path, status), or show one with its history and provenance."})
final class ConventionsCommand extends ApiCommand {

    @Parameters(arity = "0..1", paramLabel = "ID", description = "Show this convention with its history and provenance.")
    String id;

    @Option(names = "--project", paramLabel = "P", description = "Only this project's conventions.")
    String project;

    @Option(names = "--file", paramLabel = "PATH", description = "Only conventions whose applies_to matches this path.")
    String file;

    @Option(names = "--status", paramLabel = "S", description = "active, deprecated or superseded.")
    String status;

    private ConventionState parsedStatus;

    @Override
    void validate() {
        parsedStatus = Params.option("status", status, ConventionState.class);
        Params.identifier("project", project, Ids.PROJECT);
    }

    @Override
    int run(DossierApi api, PrintWriter out) {
        if (id != null) {
            var d = api.convention(id);
            if (common.json) {
                Output.json(out, d);
                return ExitCodes.OK;
            }
            out.printf(Locale.ROOT, "%-36s %-10s %.2f %3d+ %2d-  %-12s %-20s %s%n", d.id(), d.status(), d.confidence(), d.occurrences(),
                    d.rejections(), d.project(), String.join(",", d.appliesTo()), d.name() + (d.supersededBy() == null ? "" : "  -> superseded by " + d.supersededBy()));
            out.println("  history:");
            d.history().forEach(v -> out.printf(Locale.ROOT, "    v%d %-10s %-10s %d/%d confidence %.2f  %s .. %s  (review %s)%n", v.version(), v.change(),
                    v.status(), v.occurrences(), v.rejections(), v.confidence(), v.validFrom(), v.validTo() == null ? "now" : v.validTo(), v.reviewId()));
            out.println("  provenance:");
            d.provenance().forEach(p -> out.printf("    %-10s review %s, task %s, by %s at %s (\"%s\")%n", p.role(), p.reviewId(), p.taskId(), p.reviewer(),
                    p.at(), p.pattern()));
            out.flush();
            return ExitCodes.OK;
        }
        return printEach(out, api.conventions(project, file, parsedStatus), "no conventions match; they are learned from reviews recorded "
                + "with 'dossier review' or POST /v1/reviews", c -> String.format(Locale.ROOT, "%-36s %-10s %.2f %3d+ %2d-  %-12s %-20s %s", c.id(),
                c.status(), c.confidence(), c.occurrences(), c.rejections(), c.project(), String.join(",", c.appliesTo()),
                c.name() + (c.supersededBy() == null ? "" : "  -> superseded by " + c.supersededBy())));
    }
}
