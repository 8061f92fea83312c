package dev.dossier.guard;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * Whether a dependency parse puts a claim's object in the scope of a negation: a negating word (the policy's
 * {@code negations}, or a word the parser labels {@code neg}, such as "n't") that hangs from the object or from a word
 * the object hangs from, up to the head of the object's own clause, or from an argument of a verb there ("Norway and
 * Russia have no common frontier"). Negation in another clause does not reach it:
 * "Montenegro uses the euro even though it isn't in the EU" (the "n't" is in the clause of "though"), "France, which
 * is not in Africa, borders Spain", "Norway is not in the EU but uses the krone" (the second of two joined verbs).
 * Labels are ClearNLP's, as NLP4J writes them.
 */
final class ParsedNegation {

    /** How many heads are climbed at most. */
    private static final int MAX_STEPS = 12;

    /** Clauses that a negation outside them does not reach. */
    private static final Set<String> CLOSED_CLAUSES = Set.of("relcl", "acl", "advcl");

    /** Labels of a verb's arguments, which a negation inside negates the verb's clause through. */
    private static final Set<String> ARGUMENTS = Set.of("dobj", "attr", "nsubj", "nsubjpass", "acomp", "oprd", "pobj");

    private final Set<String> negations;

    ParsedNegation(GuardPolicy policy) {
        this.negations = policy.negations();
    }

    /** Whether a negation reaches word {@code object} of {@code p}. */
    boolean reaches(Parse p, int object) {
        var chain = clause(p, object);
        if (chain.stream().anyMatch(w -> negating(p.word(w)))) {
            return true; // "without" on the way up: "without a border with France"
        }
        for (int i = 0; i < p.words().size(); i++) {
            var word = p.word(i);
            int h = word.head();
            if (h >= 0 && p.word(h).label().equals("advmod")) {
                h = p.word(h).head(); // "no longer", "not any more": the negation reaches what the adverb hangs from
            }
            if (negating(word) && h >= 0 && (chain.contains(h) || chain.contains(verbOf(p, h)))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Word {@code w} and the words it hangs from up to the head of its own clause: a relative, adverbial or participial
     * clause, or the second of two joined verbs, is a clause of its own.
     */
    static Set<Integer> clause(Parse p, int w) {
        var chain = new HashSet<Integer>();
        for (int step = 0; w >= 0 && step < MAX_STEPS; step++) {
            chain.add(w);
            var word = p.word(w);
            if (CLOSED_CLAUSES.contains(word.label()) || word.verb() && word.label().equals("conj")) {
                break;
            }
            w = word.head();
        }
        return chain;
    }

    /**
     * The head of the relative, adverbial or participial clause word {@code w} is in ("chatted" in "though young people
     * chatted with us in English"), or -1 when it is in the sentence's main clause.
     */
    static int subordinateClause(Parse p, int w) {
        for (int head : clause(p, w)) {
            if (CLOSED_CLAUSES.contains(p.word(head).label())) {
                return head;
            }
        }
        return -1;
    }

    /**
     * The verb whose argument word {@code w} is ("no common frontier" is the object of "have", "no official status" of
     * "has"), directly or through a preposition ("in no way"), or -1: a word deeper in a phrase ("a country with no
     * coast") negates that phrase only.
     */
    private static int verbOf(Parse p, int w) {
        var word = p.word(w);
        int h = word.head();
        if (h < 0 || !ARGUMENTS.contains(word.label())) {
            return -1;
        }
        if (word.label().equals("pobj")) {
            h = p.word(h).head();
            if (h < 0) {
                return -1;
            }
        }
        return p.word(h).verb() ? h : -1;
    }

    private boolean negating(Parse.Word w) {
        return w.label().equals("neg") || negations.contains(w.form().toLowerCase(Locale.ROOT));
    }
}
