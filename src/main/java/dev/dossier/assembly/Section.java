package dev.dossier.assembly;

import java.util.Locale;

/** Sections of a review context, in rendering order. Their ladder roles: SOPs and decisions keep, summaries trim, conventions drop first. */
public enum Section {
    SOP, DECISION, FILE_SUMMARY, CONVENTION;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
