package dev.dossier.search;

/**
 * A word of a full-text query and its weight (1 for the query's own words, less for expansion terms). The index
 * analyzes the word as it analyzes the text (lower case, stop words, stems).
 */
public record WeightedTerm(String word, double weight) {

    public WeightedTerm {
        if (word == null || word.isBlank()) {
            throw new IllegalArgumentException("word must not be blank");
        }
        if (!(weight > 0)) {
            throw new IllegalArgumentException("weight must be positive, got " + weight);
        }
    }
}
