package dev.dossier.assembly;

import dev.dossier.text.Label;

/**
 * Sections of a review context, in rendering order. Their ladder roles: SOPs and decisions keep, summaries trim,
 * conventions drop first; the task's latest gate report (one short item) trims to its one-line stub with the summaries
 * and is dropped only after every summary.
 */
public enum Section implements Label {
    SOP, DECISION, GATE, FILE_SUMMARY, CONVENTION;
}
