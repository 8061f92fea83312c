package dev.dossier.session;

import jakarta.annotation.Nullable;
import java.util.Map;

/**
 * What a new session asks for; every field but the project may be null (the policy's defaults).
 *
 * @param window       the window; at most the model's context window; null: the model's
 * @param allocations  overrides of the default allocations by component; their sum must stay within the budget
 * @param mitigation   distraction mitigation; null: the policy's
 * @param guard        guard its writes; null: {@code guardByDefault} of {@link Sessions#create}
 * @param kb           the knowledge base a guarded session checks claims against, or null
 */
public record SessionSpec(String project, @Nullable String model, @Nullable Integer window, @Nullable String policy,
                          @Nullable Map<Component, Integer> allocations, @Nullable Boolean autoCompress, @Nullable Mitigation mitigation,
                          @Nullable Boolean guard, @Nullable String kb) {

    public SessionSpec(String project, @Nullable String model, @Nullable Integer window, @Nullable String policy,
                       @Nullable Map<Component, Integer> allocations, @Nullable Boolean autoCompress, @Nullable Mitigation mitigation) {
        this(project, model, window, policy, allocations, autoCompress, mitigation, null, null);
    }

    public static SessionSpec of(String project, String model) {
        return new SessionSpec(project, model, null, null, null, null, null);
    }
}
