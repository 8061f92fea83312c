package dev.dossier.compress;

import dev.dossier.relevance.EnglishTerms;
import java.util.LinkedHashSet;
import java.util.Set;

/** Distinct English stems of a text, analysed as lexical relevance analyses it ({@link EnglishTerms}). */
final class Stems {

    private Stems() {
    }

    static Set<String> of(String text) {
        return new LinkedHashSet<>(EnglishTerms.of(text));
    }
}
