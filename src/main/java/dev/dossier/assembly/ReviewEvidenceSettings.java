package dev.dossier.assembly;

import dev.dossier.code.ConstructIndex;
import dev.dossier.code.PolarityCues;
import dev.dossier.config.ConfigFiles;
import java.nio.file.Path;
import java.util.Objects;

/**
 * The {@code review_evidence} section of {@code policies.yaml}: what lifts a SOP within its severity tier besides
 * the text relevance (ADR 0003, "Code evidence" and "Citations"). A SOP ranks by
 * {@code (relevance + code_weight * match + citation_weight * rate) / (1 + code_weight + citation_weight)}.
 *
 * @param codeWeight     weight of the match of a task file's code constructs with the SOP's reported examples; 0: off
 * @param smoothing      added to an example's total construct weight (see {@link ConstructIndex#build})
 * @param neutralWeight  how much an example that the text neither reports nor accepts counts, in [0, 1]
 * @param cues           the words that mark examples as reported or accepted
 * @param citationWeight weight of the share of the project's reviews of this kind of file that cited the SOP; 0: off
 * @param citationPrior  reviews added to that share's denominator, so that one review is weak evidence
 */
public record ReviewEvidenceSettings(double codeWeight, double smoothing, double neutralWeight, PolarityCues cues, double citationWeight,
                                     double citationPrior) {

    public ReviewEvidenceSettings {
        Objects.requireNonNull(cues, "cues");
        if (!(codeWeight >= 0) || !(smoothing >= 0) || !(citationWeight >= 0) || !(citationPrior >= 0)) {
            throw new IllegalArgumentException("review_evidence: code_weight, smoothing, citation_weight and citation_prior must be >= 0");
        }
        if (!(neutralWeight >= 0 && neutralWeight <= 1)) {
            throw new IllegalArgumentException("review_evidence: neutral_weight must be in [0, 1], got " + neutralWeight);
        }
    }

    public static ReviewEvidenceSettings load(Path configDir) {
        return ConfigFiles.section(configDir, "policies.yaml", "review_evidence", ReviewEvidenceSettings.class);
    }
}
