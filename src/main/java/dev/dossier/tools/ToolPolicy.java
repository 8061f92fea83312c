package dev.dossier.tools;

import dev.dossier.config.ConfigFiles;
import java.nio.file.Path;

/**
 * {@code tools.yaml}: the relevance a tool needs to be returned, the catalog size above which a catalog is a confusion
 * risk, and the model whose tokenizer counts definitions.
 */
public record ToolPolicy(double threshold, int confusionRiskAbove, String tokenizerModel) {

    public ToolPolicy {
        if (!(threshold >= 0 && threshold < 1)) {
            throw new IllegalArgumentException("threshold must be at least 0 and below 1, got " + threshold);
        }
        if (confusionRiskAbove < 1) {
            throw new IllegalArgumentException("confusion_risk_above must be 1 or more, got " + confusionRiskAbove);
        }
    }

    public static ToolPolicy load(Path configDir) {
        return ConfigFiles.read(configDir, "tools.yaml", ToolPolicy.class);
    }
}
