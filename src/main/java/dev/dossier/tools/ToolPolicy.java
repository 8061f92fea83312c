package dev.dossier.tools;

import dev.dossier.config.ConfigFiles;
import dev.dossier.relevance.FusionSettings;
import java.nio.file.Path;
import java.util.Objects;

/**
 * {@code tools.yaml}: the relevance a tool needs to be returned, the catalog size above which a catalog is a confusion
 * risk, the model whose tokenizer counts definitions, how lexical evidence joins the cosines in a search, and how many
 * tools must share a sentence (or a parameter with its description) for it to be the catalog's boilerplate.
 */
public record ToolPolicy(double threshold, int confusionRiskAbove, String tokenizerModel, FusionSettings fusion, int boilerplateTools) {

    public ToolPolicy {
        if (!(threshold >= 0 && threshold < 1)) {
            throw new IllegalArgumentException("threshold must be at least 0 and below 1, got " + threshold);
        }
        if (confusionRiskAbove < 1) {
            throw new IllegalArgumentException("confusion_risk_above must be 1 or more, got " + confusionRiskAbove);
        }
        Objects.requireNonNull(fusion, "fusion");
        if (boilerplateTools < 2) {
            throw new IllegalArgumentException("boilerplate_tools must be 2 or more (a sentence of one tool is its own), got " + boilerplateTools);
        }
    }

    public static ToolPolicy load(Path configDir) {
        return ConfigFiles.read(configDir, "tools.yaml", ToolPolicy.class);
    }
}
