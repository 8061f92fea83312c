package dev.dossier.cli;

import io.micronaut.context.annotation.Prototype;
import dev.dossier.contract.DocumentType;
import dev.dossier.contract.DossierApi;
import dev.dossier.contract.Params;
import java.io.PrintWriter;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dossier search TEXT}: documents ranked by hybrid relevance, best chunk per document. */
@Prototype
@Command(name = "search", mixinStandardHelpOptions = true, description = "Search the ingested documents by hybrid relevance (best chunk per document).")
final class SearchCommand extends ApiCommand {

    @Parameters(paramLabel = "TEXT", description = "What to search for.")
    String text;

    @Option(names = "-k", paramLabel = "N", defaultValue = "10", description = "How many documents (1-100, default ${DEFAULT-VALUE}).")
    int k;

    @Option(names = "--type", paramLabel = "T", description = "Only sop, markdown, man or attack documents.")
    String type;

    private DocumentType parsedType;

    @Override
    void validate() {
        // the operation's own rules, checked before anything is opened
        Params.query("q", text);
        Params.range("k", k, 10, 1, 100);
        parsedType = Params.option("type", type, DocumentType.class);
    }

    @Override
    int run(DossierApi api, PrintWriter out) {
        return printEach(out, api.search(text, k, parsedType), "nothing found; has 'dossier ingest' run (it embeds the chunks)?",
                h -> String.format(Locale.ROOT, "%.3f  %-8s %-40s %s", h.score(), h.type(), h.id(), h.title()));
    }
}
