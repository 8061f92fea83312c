package dev.dossier.knowledge;

import java.util.List;

/**
 * A request for knowledge context ({@code POST /v1/context/knowledge}).
 *
 * @param query    the question; must not be blank, always included
 * @param history  the conversation so far, oldest first; may be null or empty
 * @param model    model name from the registry, or null for {@link KnowledgeAssembler#DEFAULT_MODEL}
 * @param window   context window in tokens, or null for the model's
 * @param policy   {@code cag} or {@code tiers}, or null for the default of {@code knowledge.yaml}
 * @param overflow {@code truncate}, {@code summarize}, {@code prioritize} or {@code error}, or null for the default
 */
public record KnowledgeRequest(String query, List<HistoryTurn> history, String model, Integer window, String policy, String overflow) {

    public KnowledgeRequest {
        history = history == null ? List.of() : List.copyOf(history);
    }
}
