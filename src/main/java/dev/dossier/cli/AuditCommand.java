package dev.dossier.cli;

import dev.dossier.contract.DossierApi;
import dev.dossier.contract.Ids;
import dev.dossier.contract.Params;
import io.micronaut.context.annotation.Prototype;
import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code dossier audit}: the audit trail of writes, newest first. */
@Prototype
@Command(name = "audit", mixinStandardHelpOptions = true, description = "Show the audit trail: who recorded, synced, created or revoked what, and the outcome.")
final class AuditCommand extends ApiCommand {

    @Option(names = "--since", paramLabel = "INSTANT", description = "Only writes at or after this ISO-8601 instant (2026-11-25T10:00:00Z).")
    String since;

    @Option(names = "--project", paramLabel = "P", description = "Only this project's writes.")
    String project;

    @Option(names = "--last", paramLabel = "N", description = "At most N entries, 1-10000 (default 100).")
    Integer last;

    @Override
    void validate() {
        Params.identifier("project", project, Ids.PROJECT);
        Params.range("last", last, 100, 1, 10_000);
    }

    @Override
    int run(DossierApi api, PrintWriter out) {
        return printEach(out, api.audit(since, project, last), null, e -> String.format("%s  %-16s %-14s %-10s %s -> %s", e.at(), e.actor(),
                e.action(), e.project() == null ? "-" : e.project(), e.target() == null ? "" : e.target(), e.outcome()));
    }
}
