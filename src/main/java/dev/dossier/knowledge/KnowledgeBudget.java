package dev.dossier.knowledge;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.model.ModelProfile;
import dev.dossier.model.ModelRegistry;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The knowledge budget arithmetic, in one place: {@code available = window − output reserve − system reserve} (what
 * {@link KnowledgeAssembler} packs into), and for an estimate, the task's tokens off that and the rest split by the
 * policy's shares. With a {@code query} share (policy {@code cag}) the task is paid from its own share and the other
 * tiers divide the rest in proportion ({@code room × share / (1 − query share)}).
 */
public final class KnowledgeBudget {

    private final ModelRegistry models;
    private final KnowledgePolicies policies;

    public KnowledgeBudget(ModelRegistry models, KnowledgePolicies policies) {
        this.models = models;
        this.policies = policies;
    }

    /** What a context may use under {@code policy} in a {@code window}: the window less both reserves. */
    public static int available(BudgetPolicy policy, int window) {
        return window - policy.outputReserve() - policy.systemReserve();
    }

    /**
     * The budget for {@code task}; {@code model} null is the default model, {@code window} null the model's, {@code policy}
     * null the default of {@code knowledge.yaml}.
     *
     * @throws DossierException TASK_TOO_LARGE with the numbers when the task alone does not fit what the reserves leave;
     *                          UNKNOWN_MODEL or UNKNOWN_POLICY for names the configuration does not define
     */
    public BudgetEstimate estimate(String task, String model, Integer window, String policy) {
        ModelProfile profile = models.require(model == null ? KnowledgeAssembler.DEFAULT_MODEL : model);
        var counter = models.counter(profile);
        BudgetPolicy budget = policies.require(policy);
        int w = window != null ? window : profile.contextWindow();
        int available = available(budget, w);
        int taskTokens = counter.count(task);
        int room = available - taskTokens;
        if (room <= 0) {
            throw new DossierException(ErrorCode.TASK_TOO_LARGE, "the task alone (" + taskTokens + " tokens) does not fit the " + available
                    + " tokens left after the reserves of a " + w + "-token window", Map.of("window", w, "available", available, "needed", taskTokens));
        }
        double queryShare = budget.shares().getOrDefault(AssemblyMode.QUERY, 0.0);
        var allocation = new LinkedHashMap<String, Integer>();
        budget.shares().forEach((tier, share) -> {
            if (!tier.equals(AssemblyMode.QUERY)) {
                allocation.put(tier, (int) Math.floor(room * share / (1 - queryShare)));
            }
        });
        return new BudgetEstimate(profile.name(), counter.name(), budget.name(), w, budget.outputReserve(), budget.systemReserve(), available,
                taskTokens, room, allocation);
    }
}
