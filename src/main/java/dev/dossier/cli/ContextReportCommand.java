package dev.dossier.cli;

import io.micronaut.context.annotation.Prototype;
import dev.dossier.contract.ContractErrors;
import dev.dossier.contract.DossierApi;
import java.io.PrintWriter;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code dossier context-report}: the budget records of the latest assemblies (review and knowledge). */
@Prototype
@Command(name = "context-report", mixinStandardHelpOptions = true,
        description = "Show the budget records of the latest assemblies: window, available, used, utilization, ladder rungs applied.")
final class ContextReportCommand extends ApiCommand {

    @Option(names = "--last", paramLabel = "N", defaultValue = "10", description = "How many of the newest assemblies (1-10000, default ${DEFAULT-VALUE}).")
    int last;

    @Override
    void validate() {
        if (last <= 0 || last > 10_000) {
            throw ContractErrors.invalid("out_of_range", "last", "--last must be between 1 and 10000, got " + last);
        }
    }

    @Override
    int run(DossierApi api, PrintWriter out) {
        var records = api.reports(last);
        if (common.json) {
            Output.json(out, records);
            return ExitCodes.OK;
        }
        if (records.isEmpty()) {
            out.println("no assemblies recorded yet; run 'dossier assemble' or POST /v1/context/review");
        }
        for (var r : records) {
            var b = r.budget();
            out.printf(Locale.ROOT, "%s  %-9s %-16s window %7d  available %7d  used %7d (%5.1f%%)  items %3d  dropped %3d  %s%n", r.at(), r.kind(),
                    r.model(), b.window(), b.available(), b.used(), 100 * b.utilization(), r.items(), r.dropped(), String.join(", ", r.subject()));
            if (!b.ladder().isEmpty()) {
                out.println("    ladder: " + String.join("; ", b.ladder()));
            }
        }
        out.flush();
        return ExitCodes.OK;
    }
}
