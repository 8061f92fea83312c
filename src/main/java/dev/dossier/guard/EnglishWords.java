package dev.dossier.guard;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;
import morfologik.stemming.Dictionary;
import morfologik.stemming.DictionaryLookup;

/**
 * Whether a capitalised word is a word of the language rather than a name, from LanguageTool's English part-of-speech
 * dictionary ({@code org.languagetool:english-pos-dict}, LGPL-2.1): a morfologik automaton of some 350,000 English word
 * forms with their Penn Treebank tags, where proper nouns are listed as written ("Sydney/NNP") and other words in lower
 * case ("contrary/JJ"). The claim reader asks it about a word opening a clause, where a capital letter says nothing:
 * "Contrary to popular belief", "Planning a trip", "Officials said" open with words of the language; "Koror, the
 * capital of Palau" and "Split is ..." (listed as a proper noun too) with names; a word the dictionary does not know is
 * taken for a name. The automaton (0.6 MB) is read once; a lookup is not thread-safe, so each thread has its own.
 */
final class EnglishWords {

    /** The dictionary inside LanguageTool's jar. */
    static final String DICTIONARY = "/org/languagetool/resource/en/english.dict";

    /** Penn Treebank tags of function words (closed classes): such a word is never a name, whatever else it is listed as. */
    private static final Set<String> FUNCTION_TAGS = Set.of("CC", "DT", "EX", "IN", "MD", "PDT", "PRP", "PRP$", "RB", "RP", "TO", "UH", "WDT", "WP",
            "WP$", "WRB");

    private static final Dictionary LOADED = load();

    private static final ThreadLocal<DictionaryLookup> LOOKUP = ThreadLocal.withInitial(() -> new DictionaryLookup(LOADED));

    private EnglishWords() {
    }

    /**
     * Whether {@code word}, as written, is a common word: its lower-case form is in the dictionary, and the word as
     * written is no proper noun there unless its lower-case form is a function word ("Contrary", "Officials", and "As",
     * "Here" though listed as proper nouns too; not "Sydney", "Split", "Turkey", nor an unknown "Koror").
     */
    static boolean common(String word) {
        var lookup = LOOKUP.get();
        String lower = word.toLowerCase(Locale.ROOT);
        boolean function = false;
        boolean known = false;
        for (var form : lookup.lookup(lower)) { // the list is the lookup's own, valid until its next call
            known = true;
            function |= form.getTag() != null && FUNCTION_TAGS.contains(form.getTag().toString().split("_")[0]); // "PRP_S3S" is a PRP
        }
        if (!known || lower.equals(word) || function) {
            return known;
        }
        for (var form : lookup.lookup(word)) {
            if (form.getTag() != null && form.getTag().toString().startsWith("NNP")) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether a word could open or head a clause of its own: the dictionary lists {@code lower} (in lower case) as a verb
     * form or a wh-word ("which", "where", "that"), whatever else it lists it as ("uses" is a noun too). Copulas are the
     * caller's to except.
     */
    static boolean clauseWord(String lower) {
        return listedAs(lower, tag -> tag.startsWith("VB") || tag.startsWith("W"));
    }

    /** Whether the dictionary lists {@code lower} (in lower case) as a noun ("country"; not "it", "there"). */
    static boolean noun(String lower) {
        return listedAs(lower, tag -> tag.startsWith("NN"));
    }

    /** Whether the dictionary lists {@code lower} (in lower case) as a preposition ("on", "with"; "that" too, as a subordinator). */
    static boolean preposition(String lower) {
        return listedAs(lower, tag -> tag.equals("IN"));
    }

    /** Whether the dictionary lists {@code lower} (in lower case) as a verb's -ing form ("putting", "listing"). */
    static boolean gerund(String lower) {
        return listedAs(lower, tag -> tag.startsWith("VBG"));
    }

    /** Whether the dictionary lists {@code lower} (in lower case) as a past participle ("collected", "sold"). */
    static boolean pastParticiple(String lower) {
        return listedAs(lower, tag -> tag.startsWith("VBN"));
    }

    /** Whether one of the dictionary's tags for {@code lower} is {@code wanted}. */
    private static boolean listedAs(String lower, Predicate<String> wanted) {
        for (var form : LOOKUP.get().lookup(lower)) { // the list is the lookup's own, valid until its next call
            if (form.getTag() != null && wanted.test(form.getTag().toString())) {
                return true;
            }
        }
        return false;
    }

    private static Dictionary load() {
        URL at = EnglishWords.class.getResource(DICTIONARY);
        if (at == null) {
            throw new IllegalStateException("the English dictionary " + DICTIONARY + " is not on the classpath (org.languagetool:english-pos-dict)");
        }
        try {
            return Dictionary.read(at);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the English dictionary " + DICTIONARY, e);
        }
    }
}
