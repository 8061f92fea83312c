package dev.dossier.guard;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A clause that opens with a group of the countries named before it instead of a name: "Both countries use the peso",
 * "they both use the Indian rupee",
 * "the two countries share a long border", "All seven count English among their official languages", "Each of the three
 * shares a land border with the other two". The group is the {@link #size} countries named last in the text
 * ({@link ParsedText#lastNamed}); each is a subject of the clause's claims. "they" makes a group of two only for a border
 * the two share ("because they share a border"): elsewhere "they" is people ({@link GuardPolicy#people}).
 *
 * @param size        how many countries the group holds
 * @param end         the token after the phrase
 * @param reciprocal  only a relation between its members can be read of it ("they")
 */
record Group(int size, int end, boolean reciprocal) {

    /** Numbers written as words, as a group's size is ("the two", "all seven"). */
    private static final Map<String, Integer> NUMBERS = Map.of("two", 2, "three", 3, "four", 4, "five", 5, "six", 6, "seven", 7, "eight", 8,
            "nine", 9, "ten", 10);

    /** Words before a number that make it a group of things named before: "the two", "these three", "all seven". */
    private static final Set<String> DETERMINERS = Set.of("the", "these", "all");

    /**
     * The group the clause opens with (after a clause word such as "and"), or null. A name right after the phrase makes it
     * no group but a list ("Both Spain and Portugal ...").
     *
     * @param clauseWords the policy's clause words, which may come first
     */
    static Group of(List<Words.Token> tokens, boolean[] named, Set<String> clauseWords) {
        int i = 0;
        while (i < tokens.size() && clauseWords.contains(tokens.get(i).norm())) {
            i++;
        }
        Group g = null;
        if (word(tokens, i, "both")) {
            g = new Group(2, i + 1, false);
        } else if (i + 1 < tokens.size() && DETERMINERS.contains(tokens.get(i).norm()) && NUMBERS.containsKey(tokens.get(i + 1).norm())) {
            g = new Group(NUMBERS.get(tokens.get(i + 1).norm()), i + 2, false);
        } else if (word(tokens, i, "each") && word(tokens, i + 1, "of") && word(tokens, i + 2, "the") && i + 3 < tokens.size()
                && NUMBERS.containsKey(tokens.get(i + 3).norm())) {
            g = new Group(NUMBERS.get(tokens.get(i + 3).norm()), i + 4, false);
        } else if (word(tokens, i, "they") && !word(tokens, i + 1, "both")) {
            g = new Group(2, i + 1, true);
        }
        // "they both use the rupee", also after a word or two ("and funnily enough they both ...")
        for (int j = i; g == null && j < Math.min(tokens.size() - 1, i + 3) && !named[j]; j++) {
            if (word(tokens, j, "they") && word(tokens, j + 1, "both")) {
                g = new Group(2, j + 2, false);
            }
        }
        if (g == null || g.end >= tokens.size() || named[g.end]) {
            return null;
        }
        return g;
    }

    private static boolean word(List<Words.Token> tokens, int i, String word) {
        return i < tokens.size() && tokens.get(i).norm().equals(word);
    }
}
