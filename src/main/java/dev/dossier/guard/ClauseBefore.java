package dev.dossier.guard;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A clause read in the light of the one before it in the text: one that only denies it ("Common myth: that Chewa is
 * official in Guyana. It is not.") makes it refuted; one whose "one", "answer" or "it" stands for the relation it said
 * ("...; the correct one is Icelandic", "If you ever need the capital of Curaçao, it is Minsk") is read with that
 * relation's words in their place. Either way the clause goes on through the one reader; this only rewrites its text.
 */
final class ClauseBefore {

    /**
     * A clause that only denies the one before it: "It is not.", "That isn't true.", "...; they don't.", "..., because it
     * doesn't."
     */
    private static final Pattern DENIAL = Pattern.compile("\\s*(?:(?:but|because|since|as)\\s+)?(?:it|that|they)\\s+"
            + "(?:is\\s+not|isn['’]?t|['’]s\\s+not|are\\s+not|aren['’]?t|does\\s+not|doesn['’]?t|do\\s+not|don['’]?t|did\\s+not|didn['’]?t)"
            + "(?:\\s+true|\\s+at\\s+all)?\\s*[.!]*\\s*", Pattern.CASE_INSENSITIVE);

    /** Adverbs that make "it is ..." a correction: "but it is actually Kabul". */
    private static final Set<String> CORRECTING_ADVERBS = Set.of("actually", "really");

    /** Words that, after "the correct" or "the right", stand for a relation said before: "the correct one", "the right answer". */
    private static final Set<String> STAND_INS = Set.of("one", "answer");

    /**
     * Adjectives that, after "the" and before a stand-in, say it names the value meant instead of one said before, as an
     * endorsement does there: "the real one is Stanley", "the actual answer was Khmer".
     */
    private static final Set<String> AMENDING = Set.of("real", "actual", "true");

    /** The writer, who says which one was meant: "the one I was thinking of is ...", "the neighbour we meant was ...". */
    private static final Set<String> WRITER = Set.of("i", "we");

    /** Words of meaning one thing: "the one I meant", "the one I was thinking of", "the one we had in mind". */
    private static final Set<String> MEANING = Set.of("meant", "mean", "thinking", "intended", "mind");

    /** How many words may come between the writer and "is" or "was" in "the one I was thinking of is ...". */
    private static final int MEANT_WORDS = 5;

    private final GuardPolicy policy;
    private final List<List<String>> nameNegations;

    ClauseBefore(GuardPolicy policy, List<List<String>> nameNegations) {
        this.policy = policy;
        this.nameNegations = nameNegations;
    }

    /**
     * {@code previous} quoted and refuted, as a text that denies it would write ("\"Peru is in Europe\" — false"), when
     * {@code clause} only denies it; else null. Read as a quote is, the refutation reaches the KB's own facts too.
     */
    String denial(String previous, String clause) {
        if (previous == null || policy.refutations().isEmpty() || !DENIAL.matcher(clause).matches()) {
            return null;
        }
        return refuted(policy, previous.strip().replaceAll("[.!?]+$", ""));
    }

    /**
     * The clause with "one" of "the correct one is ..." (or "answer"), or "it" of "but it is actually ..." or of "it is ..."
     * after a condition, replaced by the words of the one relation the clause before said ("My coworker guessed Niuean as
     * an official language of Somalia; the correct one is Somali" names Somalia's official language); "it" only when that
     * relation was said with "of" ("the capital of Türkiye"); the clause itself otherwise.
     */
    StandIn standIn(KbIndex index, String previous, String clause, Map<String, String> directions) {
        var unchanged = new StandIn(clause, false);
        if (previous == null) {
            return unchanged;
        }
        var words = Words.tokens(clause);
        int it = correctedIt(words, previous);
        // (after a dispute: "..., but the right answer was English")
        int o = !words.isEmpty() && policy.disputes().contains(words.get(0).norm()) ? 1 : 0;
        int meant = it < 0 ? meantEnd(words, o) : -1;
        if (words.size() < o + 3 || it < 0 && meant < 0 && !(correcting(policy, words, o) && STAND_INS.contains(words.get(o + 2).norm()))) {
            return unchanged;
        }
        var before = new ClauseScan(policy, nameNegations, index, previous, directions);
        var said = index.relations.stream().map(r -> CueWords.at(before, r.cueStems().stream().filter(before::says).findFirst().orElse(null)))
                .filter(at -> !at.isEmpty()).toList();
        if (said.size() != 1) {
            return unchanged;
        }
        var at = said.get(0);
        String relation = at.stream().map(k -> before.tokens().get(k).text()).collect(Collectors.joining(" "));
        if (it >= 0) {
            // "A colleague said the capital of Türkiye was San Salvador, but it is actually Kabul": "it" is the capital said
            int last = at.get(at.size() - 1);
            boolean ofPhrase = last + 1 < before.tokens().size() && before.tokens().get(last + 1).norm().equals("of");
            var pronoun = words.get(it);
            // ("it's Bridgetown" is read as "the capital is Bridgetown")
            int end = pronoun.possessive() ? pronoun.end() + 2 : pronoun.end();
            String rest = (pronoun.possessive() ? " is" : "") + clause.substring(Math.min(end, clause.length()));
            return ofPhrase ? new StandIn(clause.substring(0, pronoun.start()) + "the " + relation + rest,
                    o > 0 || CORRECTING_ADVERBS.contains(words.get(it + 2).norm()))
                    : unchanged;
        }
        if (meant >= 0) {
            // "Earlier I listed Greece as a neighbour of Türkiye; the one I was thinking of is South Korea"
            // (read as "its neighbour is South Korea": a plain "the neighbour is" names no one's neighbour)
            return new StandIn(clause.substring(0, words.get(o).start()) + "its " + relation + " is" + clause.substring(words.get(meant).end()), true);
        }
        // (the answer "was" when the quiz was: "the right answer was Māori" says what is)
        var stand = words.get(o + 2);
        int end = words.size() > o + 3 && stand.norm().equals("answer") && words.get(o + 3).norm().equals("was") ? words.get(o + 3).end() : stand.end();
        return new StandIn(clause.substring(0, stand.start()) + relation + (end == stand.end() ? "" : " is") + clause.substring(end), true);
    }

    /**
     * A clause read with the relation said before in place of its stand-in; {@code corrects} when the clause names the value
     * meant instead of one the clause before gave ("the correct one is Somali", "but it is actually Kabul"), so that
     * value, said of the same subject, is withdrawn.
     */
    record StandIn(String text, boolean corrects) {
    }

    /**
     * Where "is" or "was" stands (a word of {@code words}) in a clause that opens at {@code o} with the one the writer
     * meant, "the one" or "the" and a noun, then "I" or "we" and a word of meaning ("the one I was thinking of is South
     * Korea", "the official language I meant is Serbian"), or -1.
     */
    private static int meantEnd(List<Words.Token> words, int o) {
        if (words.size() < o + 5 || !words.get(o).norm().equals("the")) {
            return -1;
        }
        int writer = o + 1;
        while (writer < o + 4 && writer < words.size() && !WRITER.contains(words.get(writer).norm())) {
            writer++;
        }
        boolean noun = writer > o + 1 && words.subList(o + 1, writer).stream().allMatch(w -> w.norm().equals("one") || EnglishWords.noun(w.norm()));
        if (!noun || writer >= words.size() || !WRITER.contains(words.get(writer).norm())) {
            return -1;
        }
        boolean meaning = false;
        for (int k = writer + 1; k < words.size() && k <= writer + MEANT_WORDS; k++) {
            String w = words.get(k).norm();
            if (meaning && (w.equals("is") || w.equals("was"))) {
                return k;
            }
            meaning |= MEANING.contains(w);
        }
        return -1;
    }

    /**
     * Where "it" stands in a clause that corrects what the clause before ({@code previous}) said, "(but) it is actually
     * ...", or answers its condition ("If you ever need the capital of Curaçao, it is Willemstad"), or -1.
     */
    private int correctedIt(List<Words.Token> words, String previous) {
        int i = !words.isEmpty() && policy.disputes().contains(words.get(0).norm()) ? 1 : 0;
        // ("it's Bridgetown": the "'s" is dropped, marking "it")
        boolean is = words.size() > i + 1 && (words.get(i).possessive() || words.get(i + 1).norm().equals("is"));
        if (words.size() <= i + 2 || !words.get(i).norm().equals("it") || !is) {
            return -1;
        }
        if (words.size() > i + 3 && CORRECTING_ADVERBS.contains(words.get(i + 2).norm()) || i == 1) {
            return i; // (or after a dispute: "I first wrote Quito as the capital of Bulgaria, but it is Sofia")
        }
        var before = Words.tokens(previous);
        if (denies(before)) {
            return i; // "the capital of Slovakia is not Košice, it is Bratislava", "nairobi isnt the capital of nigeria. it's abuja"
        }
        return i == 0 && !before.isEmpty() && before.get(0).norm().equals("if") ? i : -1;
    }

    /** Whether one of {@code words} is a negation: "not", "no", "isn't". */
    private boolean denies(List<Words.Token> words) {
        for (int k = 0; k < words.size(); k++) {
            if (negationAt(policy, words, k)) {
                return true;
            }
        }
        return false;
    }

    /** Whether word {@code k} is one of the policy's negations ("not", "no") or the "t" of a contracted "not" ("isn't"). */
    static boolean negationAt(GuardPolicy policy, List<Words.Token> words, int k) {
        return policy.negations().contains(words.get(k).norm()) || Words.notContracted(words, k);
    }

    /**
     * {@code quoted} in quotes and refuted, as a text that denies a quote writes it ("\"Peru is in Europe\" — false"): read
     * as a quote is, the refutation reaches the KB's own facts too. Null when the policy has no refutations.
     */
    static String refuted(GuardPolicy policy, String quoted) {
        return policy.refutations().isEmpty() ? null : "\"" + quoted + "\" — " + policy.refutations().stream().sorted().findFirst().orElseThrow();
    }

    /**
     * Whether the words at {@code i} are "the" and an endorsement or an amending adjective: "the correct subregion is",
     * "the right answer was", "the real one is".
     */
    static boolean correcting(GuardPolicy policy, List<Words.Token> words, int i) {
        return i + 1 < words.size() && words.get(i).norm().equals("the")
                && (policy.endorsements().contains(words.get(i + 1).norm()) || AMENDING.contains(words.get(i + 1).norm()));
    }
}
