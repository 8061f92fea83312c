package dev.dossier.cli;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.knowledge.BudgetPolicy;
import dev.dossier.knowledge.KnowledgePolicies;
import dev.dossier.model.ModelProfile;
import dev.dossier.model.ModelRegistry;
import dev.dossier.model.TokenCounter;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code dossier context-budget TASK}: the knowledge-context budget for a task (seed 004): window, reserves,
 * what the task itself takes, and the nominal allocation of the rest per tier (before roll-over between tiers).
 */
@Command(name = "context-budget", mixinStandardHelpOptions = true,
        description = "Calculate the context budget for a task: reserves, available tokens and the allocation per tier (knowledge.yaml).")
final class ContextBudgetCommand extends OfflineCommand {

    @Parameters(paramLabel = "TASK", description = "The task (query) text.")
    String task;

    @Option(names = "--max-tokens", paramLabel = "N", description = "Context window in tokens (default: the model's).")
    Integer maxTokens;

    @Option(names = "--model", paramLabel = "NAME", defaultValue = "gpt-4o", description = "Model (default ${DEFAULT-VALUE}).")
    String model;

    @Option(names = "--policy", paramLabel = "NAME", description = "tiers (seed 004) or cag (seed 003); default from knowledge.yaml.")
    String policy;

    @Option(names = "--show-allocation", description = "Show the allocation per tier.")
    boolean showAllocation;

    @Override
    int run(PrintWriter out) {
        if (task == null || task.isBlank()) {
            throw DossierException.invalidField("task", "TASK must be a non-empty task text");
        }
        if (maxTokens != null && maxTokens <= 0) {
            throw DossierException.invalidField("max-tokens", "--max-tokens must be a positive number of tokens, got " + maxTokens);
        }
        var registry = ModelRegistry.load(configDir());
        ModelProfile profile = registry.require(model);
        TokenCounter counter = registry.counter(profile);
        BudgetPolicy budget = KnowledgePolicies.load(configDir()).require(policy);
        int window = maxTokens != null ? maxTokens : profile.contextWindow();
        int available = window - budget.outputReserve() - budget.systemReserve();
        int taskTokens = counter.count(task);
        int room = available - taskTokens;
        if (room <= 0) {
            throw new DossierException(ErrorCode.TASK_TOO_LARGE, "the task alone (" + taskTokens + " tokens) does not fit the " + available
                    + " tokens left after the reserves of a " + window + "-token window", Map.of("window", window, "available", available, "needed", taskTokens));
        }
        double queryShare = budget.shares().getOrDefault("query", 0.0);
        var allocation = new LinkedHashMap<String, Integer>();
        budget.shares().forEach((tier, share) -> {
            if (!tier.equals("query")) {
                allocation.put(tier, (int) Math.floor(room * share / (1 - queryShare)));
            }
        });
        if (json) {
            var m = new LinkedHashMap<String, Object>();
            m.put("task", task);
            m.put("model", profile.name());
            m.put("tokenizer", counter.name());
            m.put("policy", budget.name());
            m.put("window", window);
            m.put("output_reserve", budget.outputReserve());
            m.put("system_reserve", budget.systemReserve());
            m.put("available", available);
            m.put("task_tokens", taskTokens);
            m.put("remaining", room);
            if (showAllocation) {
                m.put("allocation", allocation);
            }
            Output.json(out, m);
            return ExitCodes.OK;
        }
        out.printf("Total budget: %d tokens (%s, %s)%n", window, profile.name(), counter.name());
        out.printf("Reserved:     %d output + %d system%n", budget.outputReserve(), budget.systemReserve());
        out.printf("Available:    %d tokens; the task takes %d, %d remain (policy %s)%n", available, taskTokens, room, budget.name());
        if (showAllocation) {
            allocation.forEach((tier, tokens) -> out.printf("  %-11s %7d tokens (%.0f%%)%n", tier, tokens, 100 * budget.shares().get(tier)));
        }
        out.flush();
        return ExitCodes.OK;
    }
}
