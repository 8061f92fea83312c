package dev.dossier.cli;

import dev.dossier.app.LocalApi;
import dev.dossier.contract.ContractErrors;
import dev.dossier.contract.DocumentType;
import dev.dossier.contract.DossierApi;
import java.io.PrintWriter;
import java.util.Arrays;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dossier search TEXT}: documents ranked by hybrid relevance, best chunk per document. */
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
        if (text == null || text.isBlank()) {
            throw ContractErrors.invalid("required", "q", "give the text to search for");
        }
        if (text.length() > LocalApi.MAX_QUERY) {
            throw ContractErrors.invalid("limit_exceeded", "q", "the text must have at most " + LocalApi.MAX_QUERY + " characters, got " + text.length());
        }
        if (k < 1 || k > 100) {
            throw ContractErrors.invalid("out_of_range", "k", "-k must be between 1 and 100, got " + k);
        }
        if (type != null) {
            parsedType = Arrays.stream(DocumentType.values()).filter(t -> t.label().equals(type.strip())).findFirst()
                    .orElseThrow(() -> ContractErrors.invalid("invalid_value", "type", "--type must be one of sop, markdown, man, attack, got '" + type + "'"));
        }
    }

    @Override
    int run(DossierApi api, PrintWriter out) {
        var hits = api.search(text, k, parsedType);
        if (common.json) {
            Output.json(out, hits);
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
