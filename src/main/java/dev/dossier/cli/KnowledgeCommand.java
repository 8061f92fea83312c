package dev.dossier.cli;

import dev.dossier.app.Dossier;
import dev.dossier.app.JsonViews;
import dev.dossier.app.KnowledgeRequestReader;
import dev.dossier.assembly.ReviewAssembler;
import dev.dossier.error.DossierException;
import dev.dossier.knowledge.KnowledgeContext;
import dev.dossier.knowledge.KnowledgePolicies;
import dev.dossier.knowledge.KnowledgeRequest;
import dev.dossier.knowledge.OverflowStrategy;
import dev.dossier.model.ModelRegistry;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code dossier knowledge QUERY}: knowledge context for a question (C6), the same as {@code POST /v1/context/knowledge};
 * with {@code --json-file} the request is that endpoint's JSON body, conversation history included.
 */
@Command(name = "knowledge", mixinStandardHelpOptions = true,
        description = {"Assemble knowledge context for a question from the ingested SOPs, markdown, man pages and ATT&CK techniques,",
                "each at the level that fits (full, detailed, summary, stub), never over the budget.",
                "Same as POST /v1/context/knowledge; --json-file takes that endpoint's JSON body ('-' reads standard input)."})
final class KnowledgeCommand extends GraphCommand {

    @Parameters(paramLabel = "QUERY", arity = "0..1", description = "The question (or give --json-file).")
    String query;

    @Option(names = "--json-file", paramLabel = "FILE", description = "The request as JSON (query, history, model, window, policy, overflow).")
    String file;

    @Option(names = "--model", paramLabel = "NAME", description = "Model from the registry (default gpt-4o).")
    String model;

    @Option(names = "--window", paramLabel = "N", description = "Context window in tokens, overriding the model's.")
    Integer window;

    @Option(names = "--policy", paramLabel = "cag|tiers", description = "Budget policy (default from knowledge.yaml).")
    String policy;

    @Option(names = "--overflow", paramLabel = "STRATEGY", description = "truncate, summarize, prioritize or error (default from knowledge.yaml).")
    String overflow;

    private KnowledgeRequest request;

    @Override
    void validate() {
        if (file != null) {
            if (query != null || model != null || window != null || policy != null || overflow != null) {
                throw DossierException.invalidField("json-file", "give the request either as --json-file or as QUERY with options, not both");
            }
            String text;
            try {
                text = "-".equals(file) ? new String(System.in.readAllBytes(), StandardCharsets.UTF_8) : Files.readString(Path.of(file), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw DossierException.invalidField("json-file", "cannot read " + file + ": " + e.getMessage());
            }
            request = KnowledgeRequestReader.read(text);
        } else {
            request = new KnowledgeRequest(query, List.of(), model, window, policy, overflow);
        }
        if (request.query() == null || request.query().isBlank()) {
            throw DossierException.invalidField("query", "give the question as QUERY (or \"query\" in --json-file)");
        }
        if (request.window() != null && request.window() < 1) {
            throw DossierException.invalidField("window", "window must be a positive number of tokens, got " + request.window());
        }
        // bad names are reported before the graph is opened
        Path config = common.settings().configDir();
        ModelRegistry.load(config).require(request.model() == null ? ReviewAssembler.DEFAULT_MODEL : request.model());
        KnowledgePolicies.load(config).require(request.policy());
        if (request.overflow() != null) {
            OverflowStrategy.of(request.overflow());
        }
    }

    @Override
    int run(Dossier dossier, PrintWriter out) {
        KnowledgeContext context = dossier.assembleKnowledge(request);
        if (common.json) {
            Output.json(out, JsonViews.knowledge(context));
            return ExitCodes.OK;
        }
        out.print(context.context());
        out.flush();
        Map<String, Long> levels = context.items().stream()
                .collect(Collectors.groupingBy(i -> i.level().name().toLowerCase(java.util.Locale.ROOT), TreeMap::new, Collectors.counting()));
        var err = spec.commandLine().getErr();
        err.printf("%n-- %d of %d tokens (%s, %s%s, %s, overflow %s), %d items %s, %d left out%n", context.tokens(), context.budget().available(),
                context.model(), context.tokenizer(), context.estimated() ? ", estimated" : "", context.budget().policy(), context.overflow(),
                context.items().size(), levels, context.dropped().size());
        err.flush();
        return ExitCodes.OK;
    }
}
