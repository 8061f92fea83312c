package dev.dossier.session;

/** A dry run of an add: nothing is written. {@code usageAfterAdd} is the usage with the item and without compression. */
public record BudgetCheck(long available, long required, boolean sufficient, Usage usageAfterAdd) {
}
