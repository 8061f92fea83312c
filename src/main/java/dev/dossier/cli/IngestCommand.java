package dev.dossier.cli;

import dev.dossier.app.Dossier;
import dev.dossier.embedding.ProgressListener;
import dev.dossier.app.JsonViews;
import dev.dossier.source.IngestReport;
import dev.dossier.source.Problem;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code dossier ingest [DIR...]}: syncs source directories into the graph. */
@Command(name = "ingest", mixinStandardHelpOptions = true,
        description = {"Ingest SOPs and knowledge (markdown, man pages, STIX 2.1 ATT&CK bundles) into the graph: new and changed files are written,",
                "unchanged ones skipped, deleted ones removed. Exit 0 when every file was accepted, 3 when some were rejected (the rest are ingested)."})
final class IngestCommand extends GraphCommand {

    @Parameters(paramLabel = "DIR", arity = "0..*", description = "Source directories (default ./sources).")
    List<Path> directories;

    @Override
    int run(Dossier dossier, PrintWriter out) {
        List<Path> dirs = directories == null || directories.isEmpty() ? List.of(Path.of("sources")) : directories;
        boolean terminal = !common.json && System.console() != null;
        var ingested = dossier.ingest(dirs, terminal ? new TerminalProgress(spec.commandLine().getErr()) : ProgressListener.none());
        IngestReport report = ingested.report();
        if (common.json) {
            var view = JsonViews.ingest(report);
            view.put("embeddings", JsonViews.embeddings(ingested.embeddings()));
            Output.json(out, view);
        } else {
            print(report, out);
            var e = ingested.embeddings();
            out.printf("embedded %d chunks, reused %d cached vectors, %d unchanged (%s, %.1f s)%n", e.embedded(), e.reused(), e.unchanged(), e.model(),
                    e.millis() / 1000.0);
            out.flush();
        }
        return report.clean() ? ExitCodes.OK : ExitCodes.REJECTED;
    }

    static void print(IngestReport r, PrintWriter out) {
        out.printf("ingested %d, unchanged %d, removed %d, rejected %d%n", r.ingested(), r.unchanged(), r.removed(),
                r.rejected().stream().map(Problem::file).distinct().count());
        for (Problem p : r.rejected()) {
            out.printf("  rejected %s [%s]: %s%n", p.file(), p.field(), p.message());
        }
        if (!r.warnings().isEmpty()) {
            // fields are front-matter keys, or JSON paths of STIX objects (objects[12]): count those together
            Map<String, Long> byField = new TreeMap<>(r.warnings().stream()
                    .collect(Collectors.groupingBy(p -> p.field().replaceAll("\\[\\d+]", "[]"), Collectors.counting())));
            out.printf("  %d warnings (front-matter keys kept as attributes, skipped techniques, ...) by field: %s (--json lists them)%n",
                    r.warnings().size(), byField.entrySet().stream().map(e -> e.getKey() + " ×" + e.getValue()).collect(Collectors.joining(", ")));
        }
        out.flush();
    }
}
