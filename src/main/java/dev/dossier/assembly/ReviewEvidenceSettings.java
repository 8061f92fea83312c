package dev.dossier.assembly;

import dev.dossier.code.ConstructIndex;
import dev.dossier.code.PolarityCues;
import dev.dossier.config.ConfigFiles;
import java.nio.file.Path;
import java.util.Objects;

/**
 * The {@code review_evidence} section of {@code policies.yaml}: what lifts a SOP within its severity tier besides
 * the text relevance (ADR 0003, "Code evidence" and "Citations"). The text and code evidence of a SOP is
 * {@code evidence = (relevance + code_weight * match) / (1 + code_weight)}; with citations on, a SOP ranks by
 * {@code (cited + citation_prior * evidence) / (reviews + citation_prior)} over the project's reviews of the kind of
 * file (see {@link Citations#rank}), which is {@code evidence} before the first review.
 *
 * @param codeWeight     weight of the match of a task file's code constructs with the SOP's reported examples; 0: off
 * @param smoothing      added to an example's total construct weight (see {@link ConstructIndex#build})
 * @param neutralWeight  how much an example that the text neither reports nor accepts counts, in [0, 1]
 * @param cues           the words that mark examples as reported or accepted
 * @param citations      whether the project's recorded reviews that cited a SOP ({@code sop_ids}) lift it
 * @param citationPrior  how many reviews the text and code evidence counts for, so that one review is weak evidence
 *                       and many reviews outweigh it; &gt; 0
 * @param changedLinesWeight when a task file comes with a diff, how much the relevance to the lines it adds weighs
 *                       beside the relevance to the whole files: {@code (whole + w * changed) / (1 + w)}; 0: ignored
 */
public record ReviewEvidenceSettings(double codeWeight, double smoothing, double neutralWeight, PolarityCues cues, boolean citations,
                                     double citationPrior, double changedLinesWeight) {


    public ReviewEvidenceSettings {
        Objects.requireNonNull(cues, "cues");
        if (!(codeWeight >= 0) || !(smoothing >= 0)) {
            throw new IllegalArgumentException("review_evidence: code_weight and smoothing must be >= 0");
        }
        if (!(changedLinesWeight >= 0) || Double.isInfinite(changedLinesWeight)) {
            throw new IllegalArgumentException("review_evidence: changed_lines_weight must be a number >= 0, got " + changedLinesWeight);
        }
        if (!(citationPrior > 0) || Double.isInfinite(citationPrior)) {
            throw new IllegalArgumentException("review_evidence: citation_prior must be a number > 0 (the reviews the text and code evidence counts for), got "
                    + citationPrior);
        }
        if (!(neutralWeight >= 0 && neutralWeight <= 1)) {
            throw new IllegalArgumentException("review_evidence: neutral_weight must be in [0, 1], got " + neutralWeight);
        }
    }

    public static ReviewEvidenceSettings load(Path configDir) {
        return ConfigFiles.section(configDir, "policies.yaml", "review_evidence", ReviewEvidenceSettings.class);
    }
}
