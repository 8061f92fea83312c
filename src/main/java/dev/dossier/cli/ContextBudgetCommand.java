package dev.dossier.cli;

import io.micronaut.context.annotation.Prototype;
import dev.dossier.contract.Contract;
import io.micronaut.context.BeanProvider;
import jakarta.inject.Inject;
import dev.dossier.contract.ContextBudgetRequest;
import dev.dossier.contract.ContextBudgetResponse;
import dev.dossier.contract.Params;
import dev.dossier.contract.KnowledgePolicy;
import dev.dossier.knowledge.KnowledgeBudget;
import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;


/**
 * {@code dossier context-budget TASK}: the knowledge-context budget for a task (seed 004): window, reserves,
 * what the task itself takes, and the nominal allocation of the rest per tier (before roll-over between tiers).
 */
@Prototype
@Command(name = "context-budget", mixinStandardHelpOptions = true,
        description = "Calculate the context budget for a task: reserves, available tokens and the allocation per tier (knowledge.yaml).")
final class ContextBudgetCommand extends OfflineCommand {

    @Parameters(paramLabel = "TASK", description = "The task (query) text.")
    String task;

    @Option(names = "--max-tokens", paramLabel = "N", description = "Context window in tokens (default: the model's).")
    Integer maxTokens;

    @Option(names = "--model", paramLabel = "NAME", description = "Model (default gpt-4o).")
    String model;

    @Option(names = "--policy", paramLabel = "NAME", description = "tiers (seed 004) or cag (seed 003); default from knowledge.yaml.")
    String policy;

    @Option(names = "--show-allocation", description = "Show the allocation per tier (--json always includes it).")
    boolean showAllocation;

    @Inject
    BeanProvider<KnowledgeBudget> knowledgeBudget;

    @Inject
    BeanProvider<Contract> contract;

    @Override
    int run(PrintWriter out) {
        KnowledgePolicy parsed = Params.option("--policy", policy, KnowledgePolicy.class);
        var request = new ContextBudgetRequest(task, model, maxTokens, parsed);
        // the same checks and arithmetic as POST /v1/context/budget, without a graph or a server: it needs neither
        contract.get().budgetRequest(request);
        var budget = knowledgeBudget.get().estimate(task, model, maxTokens, parsed == null ? null : parsed.label());
        var answer = ContextBudgetResponse.of(task, budget);
        if (json) {
            Output.json(out, answer);
            return ExitCodes.OK;
        }
        out.printf("Total budget: %d tokens (%s, %s)%n", answer.window(), answer.model(), answer.tokenizer());
        out.printf("Reserved:     %d output + %d system%n", answer.outputReserve(), answer.systemReserve());
        out.printf("Available:    %d tokens; the task takes %d, %d remain (policy %s)%n", answer.available(), answer.taskTokens(),
                answer.remaining(), answer.policy());
        if (showAllocation) {
            answer.allocation().forEach((tier, tokens) -> out.printf("  %-11s %7d tokens%n", tier, tokens));
        }
        out.flush();
        return ExitCodes.OK;
    }
}
