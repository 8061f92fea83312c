package dev.dossier.contract;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Positive;
import jakarta.validation.constraints.Size;

/**
 * A request for the knowledge budget of a task ({@code POST /v1/context/budget}, MCP {@code context_budget},
 * {@code dossier context-budget}).
 *
 * @param task   the task (query) text
 * @param model  a model of the registry; default gpt-4o
 * @param window context window; at most the model's, or 2,000,000 without a model
 * @param policy budget split, default of knowledge.yaml
 */
@io.micronaut.core.annotation.Introspected
public record ContextBudgetRequest(
        @NotBlank @Size(max = 20_000) @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "Update authentication to use JWT") String task,
        @Size(max = 128) @Schema(nullable = true, example = "gpt-4o") String model,
        @Positive @Schema(nullable = true, example = "50000") Integer window,
        @Schema(nullable = true) KnowledgePolicy policy) implements RequestBody {
}
