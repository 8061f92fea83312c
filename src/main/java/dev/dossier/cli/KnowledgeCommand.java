package dev.dossier.cli;

import io.micronaut.context.annotation.Prototype;
import dev.dossier.assembly.ReviewAssembler;
import dev.dossier.contract.ContractErrors;
import dev.dossier.contract.DossierApi;
import dev.dossier.contract.KnowledgeContextRequest;
import dev.dossier.contract.KnowledgeContextResponse;
import dev.dossier.contract.KnowledgePolicy;
import dev.dossier.contract.Overflow;
import dev.dossier.contract.Params;
import dev.dossier.knowledge.KnowledgePolicies;
import dev.dossier.model.ModelRegistry;
import java.io.PrintWriter;
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
@Prototype
@Command(name = "knowledge", mixinStandardHelpOptions = true,
        description = {"Assemble knowledge context for a question from the ingested SOPs, markdown, man pages and ATT&CK techniques,",
                "each at the level that fits (full, detailed, summary, stub), never over the budget.",
                "Same as POST /v1/context/knowledge; --json-file takes that endpoint's JSON body ('-' reads standard input)."})
final class KnowledgeCommand extends ApiCommand {

    @Parameters(paramLabel = "QUERY", arity = "0..1", description = "The question (or give --json-file).")
    String query;

    @Option(names = "--json-file", paramLabel = "FILE", description = "The request as JSON (query, history, model, window, policy, overflow).")
    String file;

    @Option(names = "--model", paramLabel = "NAME", description = "Model from the registry (default gpt-4o).")
    String model;

    @Option(names = "--window", paramLabel = "N", description = "Context window in tokens (at most the model's).")
    Integer window;

    @Option(names = "--policy", paramLabel = "cag|tiers", description = "Budget policy (default from knowledge.yaml).")
    String policy;

    @Option(names = "--overflow", paramLabel = "STRATEGY", description = "truncate, summarize, prioritize or error (default from knowledge.yaml).")
    String overflow;

    private KnowledgeContextRequest request;

    @Override
    void validate() {
        if (file != null) {
            if (query != null || model != null || window != null || policy != null || overflow != null) {
                throw ContractErrors.invalid("conflicting_options", "--json-file", "give the request either as --json-file or as QUERY with options, not both");
            }
            request = CliContract.body(file, KnowledgeContextRequest.class);
        } else {
            if (query == null || query.isBlank()) {
                throw ContractErrors.invalid("required", "query", "give the question as QUERY (or \"query\" in --json-file)");
            }
            request = new KnowledgeContextRequest(query, List.of(), model, window, Params.option("policy", policy, KnowledgePolicy.class),
                    Params.option("overflow", overflow, Overflow.class));
        }
    }

    @Override
    void checkLocally() {
        contract.get().knowledgeRequest(request);
        // bad names are reported before the graph is opened
        contract.get().models().require(request.model() == null ? ReviewAssembler.DEFAULT_MODEL : request.model());
        services.getBean(KnowledgePolicies.class).require(request.policy() == null ? null : request.policy().label());
    }

    @Override
    boolean bodyInput() {
        return file != null;
    }

    @Override
    int run(DossierApi api, PrintWriter out) {
        KnowledgeContextResponse context = api.knowledgeContext(request);
        if (common.json) {
            Output.json(out, context);
            return ExitCodes.OK;
        }
        out.print(context.context());
        out.flush();
        Map<String, Long> levels = context.items().stream().collect(Collectors.groupingBy(i -> i.level(), TreeMap::new, Collectors.counting()));
        var err = spec.commandLine().getErr();
        err.printf("%n-- %d of %d tokens (%s, %s%s, %s, overflow %s), %d items %s, %d left out%n", context.tokens(), context.budget().available(),
                context.model(), context.tokenizer(), context.estimated() ? ", estimated" : "", context.budget().policy(), context.overflow(),
                context.items().size(), levels, context.dropped().size());
        err.flush();
        return ExitCodes.OK;
    }
}
