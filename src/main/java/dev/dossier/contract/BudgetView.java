package dev.dossier.contract;

import io.micronaut.core.annotation.Nullable;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.dossier.assembly.BudgetRecord;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The budget of one assembly: window, reserves, what the context may use ({@code available}), what it used, the
 * mandatory part, the policy, per-tier allocation and the ladder rungs applied.
 */
public record BudgetView(int window, @JsonProperty("system_prompt") int systemPrompt, @JsonProperty("task_output") int taskOutput,
                         @JsonProperty("working_memory") int workingMemory, int output, @JsonProperty("safety_margin") int safetyMargin,
                         int available, int used, double utilization, int mandatory, @Nullable String policy, Map<String, TierView> tiers,
                         List<String> ladder) {

    public static BudgetView of(BudgetRecord b) {
        var tiers = new LinkedHashMap<String, TierView>();
        b.tiers().forEach((k, t) -> tiers.put(k, TierView.of(t)));
        return new BudgetView(b.window(), b.systemPrompt(), b.taskOutput(), b.workingMemory(), b.output(), b.safetyMargin(), b.available(),
                b.used(), b.utilization(), b.metadata(), b.policy(), tiers, b.ladder());
    }
}
