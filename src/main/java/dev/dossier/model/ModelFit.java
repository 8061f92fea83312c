package dev.dossier.model;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Task sizing and model assignment (seed 002, ADR-004): the working memory a task leaves in each model's window
 * ({@code window − system prompt − plan context − task − output − safety margin}), whether it is at least the
 * minimum, whether the task's file tokens stay under their share of it, and whether the task's load fits the model's
 * sweet spot. The models that pass all three are ranked, smallest sufficient sweet spot first (the least capacity that
 * still performs best); with none, the task should be decomposed.
 */
public final class ModelFit {

    private final ModelRegistry models;
    private final FitPolicy policy;

    public ModelFit(ModelRegistry models, FitPolicy policy) {
        this.models = models;
        this.policy = policy;
    }

    public FitPolicy policy() {
        return policy;
    }

    /**
     * @param taskTokens the task's (file) tokens, 0 or more
     * @param files      the task's file count, 0 or more
     * @param model      assess only this model (it must exist), or null for every model of the registry
     */
    public FitReport assess(int taskTokens, int files, String model) {
        if (taskTokens < 0 || files < 0) {
            throw new IllegalArgumentException("task tokens and files must be 0 or more");
        }
        List<ModelProfile> profiles = model == null ? models.all() : List.of(models.require(model));
        var flags = new ArrayList<String>();
        if (files > policy.maxFiles()) {
            flags.add(files + " files: more than " + policy.maxFiles() + " files is probably too large for one task; consider splitting it");
        }
        var assessments = new ArrayList<FitAssessment>();
        for (var p : profiles) {
            assessments.add(assess(p, taskTokens));
            if (taskTokens > p.recommendedMaxFileTokens()) {
                flags.add(p.name() + ": " + taskTokens + " task tokens are above its recommended_max_file_tokens " + p.recommendedMaxFileTokens());
            }
        }
        assessments.sort(Comparator.comparing((FitAssessment a) -> !a.fits())
                .thenComparing(a -> a.fits() ? a.sweetSpot() : -a.workingMemory())
                .thenComparing(FitAssessment::model));
        var best = assessments.stream().filter(FitAssessment::fits).findFirst();
        if (best.isPresent()) {
            var b = best.get();
            return new FitReport(taskTokens, files, "assign", b.model(), b.model() + " fits: its sweet spot " + b.sweetSpot() + " holds the task's load of "
                    + b.load() + " tokens, leaving " + b.workingMemory() + " tokens of working memory", flags, assessments);
        }
        var most = assessments.get(0);
        String reason = "decompose: no " + (model == null ? "model" : "such model") + " fits a task of " + taskTokens + " tokens; the most working memory is "
                + most.workingMemory() + " tokens (" + most.model() + "), at least " + policy.minWorkingMemory() + " are needed, with file tokens under "
                + percent(policy.maxFileShare()) + " of it and the load within the sweet spot";
        return new FitReport(taskTokens, files, "decompose", null, reason, flags, assessments);
    }

    private FitAssessment assess(ModelProfile p, int taskTokens) {
        int window = p.contextWindow();
        int margin = (int) Math.ceil(window * policy.safetyMargin());
        long working = (long) window - p.systemPromptOverhead() - policy.planContextTokens() - taskTokens - policy.outputTokens() - margin;
        long load = (long) p.systemPromptOverhead() + policy.planContextTokens() + taskTokens + policy.outputTokens();
        var reasons = new ArrayList<String>();
        boolean memory = working >= policy.minWorkingMemory();
        reasons.add("working memory " + working + " = window " + window + " - system prompt " + p.systemPromptOverhead() + " - plan context "
                + policy.planContextTokens() + " - task " + taskTokens + " - output " + policy.outputTokens() + " - margin " + margin
                + (memory ? " >= " : " < ") + policy.minWorkingMemory());
        Double share = working > 0 ? taskTokens / (double) working : null;
        boolean files = share != null && share < policy.maxFileShare();
        reasons.add(share == null ? "no working memory left for the task's files"
                : "file tokens " + taskTokens + " are " + percent(share) + " of working memory (" + (files ? "under " : "not under ")
                + percent(policy.maxFileShare()) + ")");
        boolean sweet = load <= p.sweetSpot();
        reasons.add("load " + load + " (system prompt + plan context + task + output) " + (sweet ? "within" : "beyond") + " sweet spot " + p.sweetSpot());
        return new FitAssessment(p.name(), window, p.sweetSpot(), p.systemPromptOverhead(), policy.planContextTokens(), taskTokens,
                policy.outputTokens(), margin, working, share == null ? null : Math.round(share * 10_000) / 10_000.0, load, memory && files && sweet, reasons);
    }

    private static String percent(double share) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * share);
    }
}
