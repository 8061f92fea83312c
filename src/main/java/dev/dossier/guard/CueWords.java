package dev.dossier.guard;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Where a relation's cue stands in a clause and what its place says to the claim reader ({@link ClaimReader}): the
 * cue's tokens, whether it is the first word of a cue, whether it qualifies the clause's first country ("neighbouring
 * Malawi"), and which names are listed with the subject before it ("Czechia, Slovakia and Ukraine all border Poland").
 */
final class CueWords {

    /** Words that may join a list of subjects before the relation's word ({@link #listedSubjects}). */
    private static final Set<String> LIST_WORDS = Set.of("and", "or", "all", "both", "each", "also", "too");

    /** Forms of "be": verbs that join a subject to what it is, and head no clause of their own. */
    private static final Set<String> COPULAS = Set.of("is", "are", "am", "be", "been", "being", "was", "were");

    /** What may stand between two words of one plain clause: spaces, a possessive's apostrophe, a hyphen. */
    private static final Pattern PLAIN_GAP = Pattern.compile("[\\s-]*(?:['’][sS]?)?[\\s-]*");

    private CueWords() {
    }

    /** Relative words that may close a list of subjects before the relation's word. */
    private static final Set<String> RELATIVES = Set.of("which", "that", "who");

    /**
     * The names listed with {@code subject} before the relation's word when more names follow it ("Czechia, Slovakia and
     * Ukraine all border Poland", "Chad, Nigeria and Gabon, which border Cameroon"): between the subject and that word only
     * names and {@link #LIST_WORDS}, and a relative word right before it; none otherwise ("Peru and Bolivia border each
     * other" names one pair).
     */
    static List<Lexicon.Mention> listedSubjects(ClauseScan c, Lexicon.Mention subject, List<Lexicon.Mention> objects, List<Integer> cueAt) {
        if (cueAt.isEmpty() || subject.start() > cueAt.get(0)) {
            return List.of();
        }
        int cue = cueAt.get(0);
        var before = objects.stream().filter(m -> m.end() <= cue).toList();
        if (before.isEmpty() || objects.stream().noneMatch(m -> m.start() > cue)) {
            return List.of();
        }
        for (int i = subject.end(); i < cue; i++) {
            int k = i;
            // (a relative word may close the list: "Chad, Nigeria and Gabon, which border Cameroon")
            if (before.stream().noneMatch(m -> m.start() <= k && k < m.end()) && !LIST_WORDS.contains(c.tokens().get(i).norm())
                    && !(i == cue - 1 && RELATIVES.contains(c.tokens().get(i).norm()))) {
                return List.of();
            }
        }
        return before;
    }

    /**
     * Whether the relation's word qualifies the clause's first entity, right before it ("delegations from neighbouring
     * Malawi"): that entity is an object of the relation, whose subject is the one spoken of before.
     */
    static boolean qualifiesFirstEntity(ClauseScan c, List<Lexicon.Mention> entityMentions, KbIndex.CuedRelation r) {
        if (entityMentions.isEmpty() || entityMentions.get(0).start() == 0) {
            return false;
        }
        String before = c.stem(entityMentions.get(0).start() - 1);
        return r.cueStems().stream().anyMatch(cue -> cue.size() == 1 && cue.get(0).equals(before)); // "neighbouring", not "next to"
    }

    /**
     * Whether the relation's word at token {@code cue} and the object {@code o} are plainly in one clause, so that no parse
     * need be asked ({@link ParsedText#sameClause}). A clause that holds the object and not the cue would start or have its
     * verb where a word shows it: between the two, or, when the object comes first, anywhere before the cue. So it is
     * plain when no word there, outside names and the relation's words, could open or head a clause (a verb other than a
     * copula, a wh-word, one of the policy's clause words) and no punctuation stands between words there ("The capital of
     * France is Lyon", "Berber is an official language of Chad"; not "Though people speak English the official language
     * is Portuguese").
     */
    static boolean plainlyOneClause(ClauseScan c, int cue, Lexicon.Mention o, List<Integer> cueAt, GuardPolicy policy) {
        int from = o.start() < cue ? 0 : cue + 1;
        int to = o.start() < cue ? cue : o.start();
        var tokens = c.tokens();
        for (int i = from; i < to; i++) {
            if (inName(c, o, i) || cueAt.contains(i)) {
                continue;
            }
            String norm = tokens.get(i).norm();
            if (!COPULAS.contains(norm) && (policy.clauseWords().contains(norm) || policy.openingClauseWords().contains(norm) || EnglishWords.clauseWord(norm))) {
                return false;
            }
        }
        for (int i = Math.max(from, 1); i <= to && i < tokens.size(); i++) {
            if (inName(c, o, i - 1) && inName(c, o, i)) {
                continue; // "Saint Helena, Ascension and Tristan da Cunha"
            }
            String gap = c.text().substring(tokens.get(i - 1).end(), tokens.get(i).start());
            if (!PLAIN_GAP.matcher(gap).matches()) {
                return false;
            }
        }
        return true;
    }

    private static boolean inName(ClauseScan c, Lexicon.Mention o, int i) {
        return i >= o.start() && i < o.end() || c.named()[i];
    }

    /** Whether {@code stem} is the first word of one of the relation's cues ("capital", "seat" of "seat of government"). */
    static boolean relationWord(KbIndex.CuedRelation r, String stem) {
        return r.cueStems().stream().anyMatch(cue -> cue.get(0).equals(stem));
    }

    /** The tokens of the clause that are words of {@code cue}, the relation's cue found in it (none when the object implies the relation). */
    static List<Integer> at(ClauseScan c, List<String> cue) {
        if (cue == null) {
            return List.of();
        }
        var out = new ArrayList<Integer>();
        for (int i = 0; i < c.tokens().size(); i++) {
            if (!c.named()[i] && cue.contains(c.stem(i))) {
                out.add(i);
            }
        }
        return out;
    }

    /**
     * Whether the clause ends in a name, a copula, "a" and the relation's word, and nothing after it ("Chile, easy, Uruguay
     * is a neighbour"): the neighbour of a country the clause does not name, so no claim of this clause.
     */
    static boolean ownerUnsaid(ClauseScan c, List<Integer> cueAt) {
        int k = c.tokens().size() - 1;
        var t = c.tokens();
        return cueAt.size() == 1 && cueAt.get(0) == k && k >= 3 && t.get(k - 1).norm().equals("a")
                && COPULAS.contains(t.get(k - 2).norm()) && c.named()[k - 3];
    }

    /** Whether a cue is a route's ("drive into"): one of its words is a stop word of the policy. */
    static boolean route(GuardPolicy policy, List<String> cue) {
        return cue != null && cue.stream().anyMatch(policy.routeStops()::contains);
    }

    /**
     * The stops of a route the clause describes, in order: the country after an origin word ("from") first, then the
     * countries after stop words ("through", "into"), in the text's order; an article may stand between word and name.
     * Countries after neither are no stops ("With friends from Germany, we drove from Austria into Hungary" still starts in
     * Austria: the first origin counts only if no stop word precedes the first stop after it). Empty when fewer than two.
     */
    static List<Lexicon.Mention> routeStops(GuardPolicy policy, ClauseScan c, List<Lexicon.Mention> names) {
        Lexicon.Mention origin = null;
        var stops = new ArrayList<Lexicon.Mention>();
        for (var m : names) {
            String before = wordBefore(c, m);
            if (before == null) {
                continue;
            }
            if (policy.routeOrigins().contains(before)) {
                origin = m; // the last origin before the stops: "friends from Germany ... drove from Austria into Hungary"
                if (!stops.isEmpty()) {
                    break;
                }
            } else if (policy.routeStops().contains(before)) {
                stops.add(m);
            }
        }
        if (origin != null) {
            stops.add(0, origin);
        }
        return stops.size() < 2 ? List.of() : stops;
    }

    /** The word before a name, past one article, or null at the clause's start. */
    private static String wordBefore(ClauseScan c, Lexicon.Mention m) {
        int k = m.start() - 1;
        if (k >= 0 && c.tokens().get(k).norm().equals("the")) {
            k--;
        }
        return k < 0 ? null : c.tokens().get(k).norm();
    }
}
