package dev.dossier.assembly;

import dev.dossier.error.DossierException;
import java.util.List;

/**
 * A request for reviewer context.
 *
 * @param files            the task's files (at least one)
 * @param task             task description, or null
 * @param model            model name from the registry, or null for the default model
 * @param window           context window overriding the model's, or null
 * @param policy           policy preset name, or null for the default
 * @param taskOutputTokens tokens of the work under review that the reviewer reads beside the context, or
 *                         null to count the given file contents
 * @param project          project whose learned conventions apply, or null for none
 * @param planId           plan whose prior decisions are included, or null for none
 * @param taskId           task whose latest gate report (of {@code project}) is included, or null for none
 */
public record ReviewRequest(List<TaskFile> files, String task, String model, Integer window, String policy, Integer taskOutputTokens,
                            String project, String planId, String taskId) {

    /** A request without a task id: no gate report. */
    public ReviewRequest(List<TaskFile> files, String task, String model, Integer window, String policy, Integer taskOutputTokens,
                         String project, String planId) {
        this(files, task, model, window, policy, taskOutputTokens, project, planId, null);
    }

    /** A request without project or plan: SOPs and file summaries only. */
    public ReviewRequest(List<TaskFile> files, String task, String model, Integer window, String policy, Integer taskOutputTokens) {
        this(files, task, model, window, policy, taskOutputTokens, null, null, null);
    }

    public ReviewRequest {
        if (files == null || files.isEmpty()) {
            throw DossierException.invalidField("files", "files must list at least one file of the task, e.g. [{\"path\": \"src/a.css\"}]");
        }
        for (int i = 0; i < files.size(); i++) {
            var f = files.get(i);
            if (f == null || f.path() == null || f.path().isBlank()) {
                throw DossierException.invalidField("files[" + i + "].path", "files[" + i + "].path must be a non-empty file path");
            }
        }
        files = List.copyOf(files);
        if (window != null && window <= 0) {
            throw DossierException.invalidField("window", "window must be a positive number of tokens, got " + window);
        }
        if (taskOutputTokens != null && taskOutputTokens < 0) {
            throw DossierException.invalidField("task_output_tokens", "task_output_tokens must be 0 or more, got " + taskOutputTokens);
        }
        if (project != null && project.isBlank()) {
            throw DossierException.invalidField("project", "project must be a non-empty name when given");
        }
        if (planId != null && planId.isBlank()) {
            throw DossierException.invalidField("plan_id", "plan_id must be a non-empty id when given");
        }
    }
}
