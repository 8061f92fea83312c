package dev.dossier.cli;

import dev.dossier.app.Dossier;
import dev.dossier.app.JsonViews;
import java.io.PrintWriter;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dossier search TEXT}: documents ranked by hybrid relevance, best chunk per document. */
@Command(name = "search", mixinStandardHelpOptions = true, description = "Search the ingested documents by hybrid relevance (best chunk per document).")
final class SearchCommand extends GraphCommand {

    @Parameters(paramLabel = "TEXT", description = "What to search for.")
    String text;

    @Option(names = "-k", paramLabel = "N", defaultValue = "10", description = "How many documents (1-100, default ${DEFAULT-VALUE}).")
    int k;

    @Option(names = "--type", paramLabel = "T", description = "Only sop, markdown, man or attack documents.")
    String type;

    @Override
    int run(Dossier dossier, PrintWriter out) {
        var hits = dossier.search().search(text, k, type);
        if (common.json) {
            Output.json(out, hits.stream().map(JsonViews::searchHit).toList());
            return ExitCodes.OK;
        }
        if (hits.isEmpty()) {
            out.println("nothing found; has 'dossier ingest' run (it embeds the chunks)?");
        }
        hits.forEach(h -> out.printf(Locale.ROOT, "%.3f  %-8s %-40s %s%n", h.score(), h.type(), h.id(), h.title()));
        out.flush();
        return ExitCodes.OK;
    }
}
