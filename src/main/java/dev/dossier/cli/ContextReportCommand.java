package dev.dossier.cli;

import io.micronaut.context.annotation.Prototype;
import dev.dossier.contract.AssemblyDetail;
import dev.dossier.contract.ContractErrors;
import dev.dossier.contract.DossierApi;
import dev.dossier.contract.Ids;
import dev.dossier.contract.Params;
import dev.dossier.contract.TierView;
import java.io.PrintWriter;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code dossier context-report}: the budget records of the latest assemblies (review and knowledge), or with
 * {@code --id} one assembly with its manifest.
 */
@Prototype
@Command(name = "context-report", mixinStandardHelpOptions = true,
        description = "Show the budget records of the latest assemblies: window, available, used, utilization, ladder rungs applied; "
                + "with --id, one assembly with every item included or dropped.")
final class ContextReportCommand extends ApiCommand {

    @Option(names = "--last", paramLabel = "N", defaultValue = "10", description = "How many of the newest assemblies (1-10000, default ${DEFAULT-VALUE}).")
    int last;

    @Option(names = "--id", paramLabel = "ID", description = "One assembly (an id from the list) with its tiers and manifest.")
    String id;

    @Override
    void validate() {
        if (last <= 0 || last > 10_000) {
            throw ContractErrors.invalid("out_of_range", "last", "--last must be between 1 and 10000, got " + last);
        }
        if (id != null) {
            Params.id("--id", id, Ids.ASSEMBLY);
        }
    }

    @Override
    int run(DossierApi api, PrintWriter out) {
        if (id != null) {
            return detail(api.report(id), out);
        }
        return printEach(out, api.reports(last), "no assemblies recorded yet; run 'dossier assemble' or POST /v1/context/review", r -> {
            var b = r.budget();
            return String.format(Locale.ROOT, "%s  %-9s %-16s window %7d  available %7d  used %7d (%5.1f%%)  items %3d  dropped %3d  %s", r.at(),
                    r.kind(), r.model(), b.window(), b.available(), b.used(), 100 * b.utilization(), r.items(), r.dropped(), String.join(", ", r.subject()))
                    + (b.ladder().isEmpty() ? "" : System.lineSeparator() + "    ladder: " + String.join("; ", b.ladder()));
        });
    }

    private int detail(AssemblyDetail d, PrintWriter out) {
        if (common.json) {
            Output.json(out, d);
            return ExitCodes.OK;
        }
        var b = d.budget();
        out.printf(Locale.ROOT, "%s  %s %s  %s  window %d  available %d  used %d (%.1f%%)%n", d.id(), d.kind(), d.at(), d.model(), b.window(),
                b.available(), b.used(), 100 * b.utilization());
        for (var e : b.tiers().entrySet()) {
            TierView t = e.getValue();
            out.printf(Locale.ROOT, "  tier %-11s share %5.1f%%  nominal %6d  allocated %6d (rolled over %+d)  used %6d  demand %6d%n", e.getKey(),
                    100 * t.share(), t.nominal(), t.allocated(), t.allocated() - t.nominal(), t.used(), t.demand());
        }
        for (var m : d.manifest()) {
            if (m.included()) {
                out.printf(Locale.ROOT, "  + %-10s %-8s %6d tokens  %s%n", m.section(), m.level(), m.tokens(), m.id());
            } else {
                out.printf(Locale.ROOT, "  - %-10s %-8s %6s         %s  (%s)%n", m.section(), "dropped", "", m.id(), m.reason());
            }
        }
        if (d.manifestOmitted() > 0) {
            out.printf(Locale.ROOT, "  ... %d more not stored%n", d.manifestOmitted());
        }
        out.flush();
        return ExitCodes.OK;
    }
}
