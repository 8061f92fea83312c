package dev.dossier.filesummary;

import java.util.Locale;

/** The levels of a {@link FileSummary}, richest first: the budget ladder trims a file from one to the next. */
public enum SummaryLevel {
    /** Package or module, condensed imports, every declaration and signature, first doc sentences. */
    DETAILED,
    /** Package or module, import count, type declarations and public or exported signatures only. */
    SUMMARY,
    /** Path, language, size, line count and the first few lines; always available. */
    STUB;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
