package dev.dossier.relevance;

/** A review scorer chosen by the caller instead of the one {@code policies.yaml} names (benchmarks compare scorers). */
public record ChosenScorer(RelevanceScorer scorer) {
}
