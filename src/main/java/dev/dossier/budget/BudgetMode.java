package dev.dossier.budget;

/** How SOP content is fitted into the budget. */
public enum BudgetMode {
    /** Metadata always; chunk content split by severity shares with roll-over. */
    SEVERITY_SHARES,
    /** Every applicable SOP in full, or a "task too large" error. */
    MUST_FIT;

}
