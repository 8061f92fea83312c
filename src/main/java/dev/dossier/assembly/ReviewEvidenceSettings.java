package dev.dossier.assembly;

import dev.dossier.code.ConstructIndex;
import dev.dossier.code.PolarityCues;
import dev.dossier.config.ConfigFiles;
import java.nio.file.Path;
import java.util.Objects;

/**
 * The {@code review_evidence} section of {@code policies.yaml}: what lifts a SOP within its severity tier besides
 * the text relevance (ADR 0003, "Code evidence" and "Citations"). The text and code evidence of a SOP is
 * {@code evidence = (relevance + code_weight * match) / (1 + code_weight) * topic ^ topic_power}; with citations on, a SOP ranks by
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
 * @param topicPower     how strongly a SOP falls when the task files lack what most of its code examples have (its
 *                       topic, see {@link ConstructIndex#topic}): the evidence is multiplied by {@code topic ^ topic_power};
 *                       0: off (task files are then not parsed unless {@code code_weight} is on)
 * @param topicShare     the share of a SOP's examples a construct must be in to be part of its topic, in (0, 1]
 */
public record ReviewEvidenceSettings(double codeWeight, double smoothing, double neutralWeight, PolarityCues cues, boolean citations,
                                     double citationPrior, double changedLinesWeight, double topicPower, double topicShare) {


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
        if (!(topicPower >= 0) || Double.isInfinite(topicPower)) {
            throw new IllegalArgumentException("review_evidence: topic_power must be a number >= 0 (0 turns the topic off), got " + topicPower);
        }
        if (!(topicShare > 0 && topicShare <= 1)) {
            throw new IllegalArgumentException("review_evidence: topic_share must be more than 0 and at most 1, got " + topicShare);
        }
        if (!(neutralWeight >= 0 && neutralWeight <= 1)) {
            throw new IllegalArgumentException("review_evidence: neutral_weight must be in [0, 1], got " + neutralWeight);
        }
    }

    /** Whether task files are read into constructs at all. */
    boolean readsCode() {
        return codeWeight > 0 || topicPower > 0;
    }

    public static ReviewEvidenceSettings load(Path configDir) {
        return ConfigFiles.section(configDir, "policies.yaml", "review_evidence", ReviewEvidenceSettings.class);
    }
}
