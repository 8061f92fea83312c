package dev.dossier.model;

import dev.dossier.config.ConfigFiles;
import java.nio.file.Path;

/**
 * The task-sizing numbers of {@code model-fit.yaml} (seed 002, ADR-004).
 *
 * @param planContextTokens tokens the plan's context takes in every budget
 * @param outputTokens      tokens reserved for the model's answer
 * @param safetyMargin      share of the window kept free, in [0, 0.9)
 * @param minWorkingMemory  least working memory a task may leave (below: decompose)
 * @param maxFileShare      file tokens must stay under this share of the working memory, in (0, 1]
 * @param maxFiles          more files than this are flagged as probably too large
 */
public record FitPolicy(int planContextTokens, int outputTokens, double safetyMargin, int minWorkingMemory, double maxFileShare, int maxFiles) {

    public static final String FILE = "model-fit.yaml";

    public FitPolicy {
        if (planContextTokens < 0 || outputTokens < 0) {
            throw new IllegalArgumentException("plan_context_tokens and output_tokens must be 0 or more");
        }
        if (!(safetyMargin >= 0 && safetyMargin < 0.9)) {
            throw new IllegalArgumentException("safety_margin must be at least 0 and below 0.9, got " + safetyMargin);
        }
        if (minWorkingMemory < 1) {
            throw new IllegalArgumentException("min_working_memory must be 1 or more, got " + minWorkingMemory);
        }
        if (!(maxFileShare > 0 && maxFileShare <= 1)) {
            throw new IllegalArgumentException("max_file_share must be more than 0 and at most 1, got " + maxFileShare);
        }
        if (maxFiles < 1) {
            throw new IllegalArgumentException("max_files must be 1 or more, got " + maxFiles);
        }
    }

    /** Loads {@code model-fit.yaml} from {@code configDir} or the packaged default. */
    public static FitPolicy load(Path configDir) {
        return ConfigFiles.read(configDir, FILE, FitPolicy.class);
    }
}
