package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.dossier.knowledge.BudgetEstimate;
import java.util.Map;

/**
 * The knowledge budget of a task: window, reserves, what is available after them, what the task takes, what remains,
 * and the nominal allocation of the rest per tier (before assembly's roll-over between tiers).
 */
public record ContextBudgetResponse(String task, String model, String tokenizer, String policy, int window,
                                    @JsonProperty("output_reserve") int outputReserve, @JsonProperty("system_reserve") int systemReserve,
                                    int available, @JsonProperty("task_tokens") int taskTokens, int remaining, Map<String, Integer> allocation) {

    public static ContextBudgetResponse of(String task, BudgetEstimate e) {
        return new ContextBudgetResponse(task, e.model(), e.tokenizer(), e.policy(), e.window(), e.outputReserve(), e.systemReserve(),
                e.available(), e.taskTokens(), e.remaining(), e.allocation());
    }
}
