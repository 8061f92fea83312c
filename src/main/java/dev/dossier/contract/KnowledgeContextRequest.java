package dev.dossier.contract;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Positive;
import jakarta.validation.constraints.Size;
import java.util.List;

/**
 * A request for knowledge context ({@code POST /v1/context/knowledge}, MCP {@code knowledge_context}).
 *
 * @param query    the question, always included
 * @param history  the conversation so far, oldest first
 * @param model    a model of the registry
 * @param window   context window; at most the model's, or 2,000,000 without a model
 * @param policy   budget split, default of knowledge.yaml
 * @param overflow what to do when the items do not fit, default of knowledge.yaml
 */
@io.micronaut.core.annotation.Introspected
public record KnowledgeContextRequest(
        @NotBlank @Size(max = 20_000) @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "how do I copy a file descriptor") String query,
        @Valid @Schema(nullable = true) List<@Valid HistoryMessage> history,
        @Size(max = 128) @Schema(nullable = true, example = "gpt-4o") String model,
        @Positive @Schema(nullable = true, example = "32000") Integer window,
        @Schema(nullable = true) KnowledgePolicy policy,
        @Schema(nullable = true) Overflow overflow) implements RequestBody {
}
