package dev.dossier.guard;

import java.util.List;
import java.util.Set;

/**
 * A clause that says an act of giving a claim was wrong: its subject is the act, "whoever" (or "anyone who") and a verb,
 * or a verb's -ing form ("Whoever wrote Valletta as the capital of Malta on the whiteboard", "Putting Ivory Coast in
 * Western Asia"), and its predicate calls it wrong with one of the policy's refutations or mistakes ("was wrong", "is a
 * mistake", "got the continent wrong"). What the act gave is then denied, not claimed: the clause is read as that part
 * quoted and refuted ("'Valletta as the capital of Malta on the whiteboard' — false"), as a text that denies a quote is.
 */
final class Disavowal {

    /** Words that open an act's doer: "whoever wrote ...", "anyone who put ...". */
    private static final Set<String> DOERS = Set.of("whoever", "anyone", "anybody", "everyone");

    /** Verbs that join the act to the word that calls it wrong: "was wrong", "is a mistake". */
    private static final Set<String> COPULAS = Set.of("is", "was", "are", "were");

    /** How many words may stand between "got" and the word that calls the act wrong ("got the continent wrong"). */
    private static final int GOT_WORDS = 3;

    private final GuardPolicy policy;

    Disavowal(GuardPolicy policy) {
        this.policy = policy;
    }

    /** The clause read as what its act gave, quoted and refuted, when it disavows that; else the clause itself. */
    String read(String clause) {
        var words = Words.tokens(clause);
        int from = actStart(words);
        if (from < 0) {
            return clause;
        }
        for (int k = from + 1; k < words.size(); k++) {
            int wrong = wrongAt(words, k);
            if (wrong > 0) {
                String refuted = ClauseBefore.refuted(policy, clause.substring(words.get(from).start(), words.get(k - 1).end()));
                return refuted == null ? clause : refuted + clause.substring(words.get(wrong).end());
            }
        }
        return clause;
    }

    /** The first word of what the act gave, after "whoever" and its verb or after the -ing form opening the clause; or -1. */
    private static int actStart(List<Words.Token> words) {
        if (words.size() < 4) {
            return -1;
        }
        String first = words.get(0).norm();
        if (DOERS.contains(first)) {
            int verb = words.get(1).norm().equals("who") ? 2 : 1;
            return verb + 1 < words.size() && EnglishWords.clauseWord(words.get(verb).norm()) ? verb + 1 : -1;
        }
        return first.endsWith("ing") && EnglishWords.gerund(first) ? 1 : -1;
    }

    /**
     * The word at or after {@code k} that calls the act wrong when a copula ("was wrong", "is a mistake") or "got" ("got
     * the continent wrong") stands at {@code k}; or -1.
     */
    private int wrongAt(List<Words.Token> words, int k) {
        String w = words.get(k).norm();
        if (COPULAS.contains(w)) {
            // ("is a mistake", "was an error")
            int at = k + 1 < words.size() && ClauseScan.ARTICLES.contains(words.get(k + 1).norm()) ? k + 2 : k + 1;
            return at < words.size() && wrong(words.get(at).norm()) ? at : -1;
        }
        if (w.equals("got")) {
            for (int at = k + 1; at < words.size() && at <= k + GOT_WORDS + 1; at++) {
                if (wrong(words.get(at).norm())) {
                    return at;
                }
            }
        }
        return -1;
    }

    private boolean wrong(String word) {
        return policy.refutations().contains(word) || policy.mistakes().contains(word);
    }
}
