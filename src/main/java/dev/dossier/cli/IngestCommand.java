package dev.dossier.cli;

import io.micronaut.context.annotation.Prototype;
import dev.dossier.app.Dossier;
import dev.dossier.embedding.ProgressListener;
import dev.dossier.contract.ContractErrors;
import dev.dossier.contract.EmbeddingReport;
import dev.dossier.contract.SourceProblem;
import dev.dossier.contract.SyncReport;
import dev.dossier.error.DossierException;
import java.nio.file.Files;
import dev.dossier.source.IngestReport;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code dossier ingest [DIR...]}: syncs source directories into the graph. */
@Prototype
@Command(name = "ingest", mixinStandardHelpOptions = true,
        description = {"Ingest SOPs and knowledge (markdown, man pages, STIX 2.1 ATT&CK bundles) into the graph: new and changed files are written,",
                "unchanged ones skipped, deleted ones removed. Exit 0 when every file was accepted, 3 when some were rejected (the rest are ingested)."})
final class IngestCommand extends GraphCommand {

    @Parameters(paramLabel = "DIR", arity = "0..*", description = "Source directories (default ./sources).")
    List<Path> directories;

    @Override
    void validate() {
        for (Path dir : dirs()) {
            if (!Files.isDirectory(dir)) {
                throw ContractErrors.invalid("missing_directory", "DIR", "source directory " + dir + " does not exist or is not a directory");
            }
        }
    }

    private List<Path> dirs() {
        return directories == null || directories.isEmpty() ? List.of(Path.of("sources")) : directories;
    }

    @Override
    public Integer call() {
        // a running server holds the graph: it syncs its own source directories, which must be the ones asked for
        var server = ServerAddress.live(common.settings().storage().dataDir());
        if (server.isEmpty()) {
            return super.call();
        }
        PrintWriter out = spec.commandLine().getOut();
        try {
            validate();
            var asked = dirs().stream().map(p -> p.toAbsolutePath().normalize().toString()).sorted().toList();
            if (!asked.equals(server.get().sources().stream().sorted().toList())) {
                throw ContractErrors.invalid("server_running", "DIR", "a dossier serve (pid " + server.get().pid() + ", " + server.get().url()
                        + ") holds this data directory and syncs " + server.get().sources() + "; ingest those, or stop the server to ingest " + asked);
            }
            SyncReport report = new RemoteApi(server.get()).sync();
            if (common.json) {
                Output.json(out, report);
            } else {
                print(report, out);
            }
            return report.rejected().isEmpty() ? ExitCodes.OK : ExitCodes.REJECTED;
        } catch (DossierException e) {
            return fail(e, out);
        }
    }

    @Override
    int run(Dossier dossier, PrintWriter out) {
        List<Path> dirs = dirs();
        boolean terminal = !common.json && System.console() != null;
        var ingested = dossier.ingest(dirs, terminal ? new TerminalProgress(spec.commandLine().getErr()) : ProgressListener.none());
        IngestReport report = ingested.report();
        if (common.json) {
            Output.json(out, SyncReport.of(report, EmbeddingReport.of(ingested.embeddings())));
        } else {
            print(SyncReport.of(report, null), out);
            var e = ingested.embeddings();
            out.printf("embedded %d chunks, reused %d cached vectors, %d unchanged (%s, %.1f s)%n", e.embedded(), e.reused(), e.unchanged(), e.model(),
                    e.millis() / 1000.0);
            out.flush();
        }
        return report.clean() ? ExitCodes.OK : ExitCodes.REJECTED;
    }

    static void print(SyncReport r, PrintWriter out) {
        out.printf("ingested %d, unchanged %d, removed %d, rejected %d%n", r.ingested(), r.unchanged(), r.removed(),
                r.rejected().stream().map(SourceProblem::file).distinct().count());
        for (SourceProblem p : r.rejected()) {
            out.printf("  rejected %s [%s]: %s%n", p.file(), p.field(), p.message());
        }
        // files no reader recognised: always said in full, so a directory never ingests "0" silently
        r.warnings().stream().filter(p -> "skipped".equals(p.field())).forEach(p -> out.printf("  skipped %s: %s%n", p.file(), p.message()));
        var others = r.warnings().stream().filter(p -> !"skipped".equals(p.field())).toList();
        if (!others.isEmpty()) {
            // fields are front-matter keys, or JSON paths of STIX objects (objects[12]): count those together
            Map<String, Long> byField = new TreeMap<>(others.stream()
                    .collect(Collectors.groupingBy(p -> p.field().replaceAll("\\[\\d+]", "[]"), Collectors.counting())));
            out.printf("  %d warnings (front-matter keys kept as attributes, skipped techniques, ...) by field: %s (--json lists them)%n",
                    others.size(), byField.entrySet().stream().map(e -> e.getKey() + " ×" + e.getValue()).collect(Collectors.joining(", ")));
        }
        out.flush();
    }
}
