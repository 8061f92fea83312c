package dev.dossier.guard;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Which word a dependency parse makes the subject of the claim whose object is a given word: the owner of the noun the
 * object hangs from ("Belgium's northern neighbour", "the capital of France"), else the subject of the verb it depends
 * on ("Guinea ... keeps its own Guinean franc"), climbing through lists and appositions ("borders Thailand, Laos and
 * Vietnam"), prepositions and joined verbs, from a relative clause to the noun it qualifies ("Luxembourg, which borders
 * Belgium"), and from an object that is itself the subject of "be" to the owner of what it is said to be ("Paris is the
 * capital of France"). A pronoun of the policy's ("its", "the country") is answered {@link #PRONOUN}, for the caller
 * to resolve; people ("we", "visitors") are no subject, but the place they are "in" is. Labels are ClearNLP's, as NLP4J
 * writes them.
 */
final class ParsedSubject {

    /** What {@link #of} answers when the subject is one of the policy's pronouns ("Its capital, Brussels, ..."). */
    static final int PRONOUN = -2;

    /** How many heads are climbed at most. */
    private static final int MAX_STEPS = 12;

    private static final Set<String> SUBJECTS = Set.of("nsubj", "nsubjpass", "csubj");
    private static final Set<String> RELATIVE_CLAUSES = Set.of("relcl", "acl");
    private static final Set<String> SUBORDINATE_CLAUSES = Set.of("relcl", "acl", "advcl", "ccomp");
    private static final Set<String> MODIFIERS = Set.of("amod", "nmod", "compound");
    private static final Set<String> RELATIVE_WORDS = Set.of("which", "that", "who", "whose", "where");

    private final Set<String> pronouns;
    private final Set<String> people;

    ParsedSubject(GuardPolicy policy) {
        this.pronouns = policy.pronouns();
        this.people = policy.people();
    }

    /** The subject of the sentence's main verb (its owner, for a common noun: "Its capital is ..."), or -1, or {@link #PRONOUN}. */
    int ofSentence(Parse p) {
        for (int i = 0; i < p.words().size(); i++) {
            if (p.word(i).head() < 0) {
                int s = subject(p, i);
                if (s < 0) {
                    return -1;
                }
                if (common(p, s)) {
                    int owner = owner(p, s);
                    return owner >= 0 ? named(p, owner) : -1;
                }
                return named(p, s);
            }
        }
        return -1;
    }

    /** The index of the word that is the subject of {@code object}'s claim, or -1, or {@link #PRONOUN}. */
    int of(Parse p, int object) {
        int x = object;
        int previous = -1;
        var path = new HashSet<Integer>();
        for (int step = 0; step < MAX_STEPS && x >= 0; step++) {
            path.add(x);
            var w = p.word(x);
            if (x != object && w.noun()) {
                // the noun a list, an apposition or a preposition hangs from, with its owner ("Its capital, Brussels"), but
                // not the "of" the climb came through ("City of San Marino")
                int owner = ownerOff(p, x, path);
                if (owner >= 0) {
                    return named(p, owner);
                }
                // a name qualifying a noun the object is "in" ("Canadian ones in CAD"): not a noun the verb says the
                // subject is ("Bouvet Island is a Norwegian island in Europe"), nor items of a list ("the Swedish krona
                // and the Norwegian krone")
                if (previous >= 0 && p.word(previous).label().equals("prep") && !w.label().equals("attr")) {
                    int qualifier = qualifier(p, x);
                    if (qualifier >= 0) {
                        return qualifier;
                    }
                }
            }
            int h = w.head();
            if (h < 0) {
                return -1;
            }
            var head = p.word(h);
            if (head.verb() && !w.label().equals("conj") && !w.label().equals("appos")) {
                int s = subject(p, h);
                if (s == x) {
                    // the object is the verb's subject ("Paris is the capital of France"): the owner of what it is said to be
                    int a = p.child(h, "attr", "oprd");
                    int owner = a < 0 ? -1 : owner(p, a);
                    return owner >= 0 ? named(p, owner) : -1;
                }
                if (s >= 0) {
                    return subjectWord(p, h, s);
                }
                if (RELATIVE_CLAUSES.contains(head.label())) {
                    return named(p, head.head());
                }
            } else if (head.noun() && !w.label().equals("conj") && !w.label().equals("appos")) {
                int owner = ownerOff(p, h, path);
                if (owner >= 0) {
                    return named(p, owner);
                }
                if (head.label().equals("nsubj") || head.label().equals("nsubjpass")) {
                    return -1; // "Its capital, Brussels, ...": a subject with no owner named is someone else's
                }
            }
            previous = x;
            x = h; // a list's item, an apposition, a preposition, a noun without an owner, a verb without a subject: climb on
        }
        return -1;
    }

    /** What the verb's subject {@code s} says the claim is about. */
    private int subjectWord(Parse p, int verb, int s) {
        String form = p.word(s).form().toLowerCase(Locale.ROOT);
        if (RELATIVE_WORDS.contains(form) && RELATIVE_CLAUSES.contains(p.word(verb).label())) {
            return named(p, p.word(verb).head()); // "Luxembourg, which borders Belgium": the noun the clause qualifies
        }
        if (people.contains(form)) {
            int in = locative(p, verb);
            return in >= 0 ? named(p, in) : -1;
        }
        if (common(p, s)) {
            int owner = owner(p, s);
            if (owner >= 0 && named(p, owner) != -1) {
                return named(p, owner);
            }
            // "Our Mexican prices will be in pesos": "our" is no country; the noun's qualifier may name one (see sharing)
        }
        return named(p, s);
    }

    /**
     * The words that share the subject's place: those joined to it ("Sweden and Norway keep their own currencies"), and
     * the names qualifying a common noun ("Our Mexican prices will be in pesos"); in the order written.
     */
    static List<Integer> sharing(Parse p, int subject) {
        var out = new ArrayList<Integer>();
        for (int i = 0; i < p.words().size(); i++) {
            if (i != subject && (p.word(i).label().equals("conj") && joinedTo(p, i, subject) || qualifies(p, i, subject))) {
                out.add(i);
            }
        }
        return out;
    }

    /**
     * The proper nouns of the sentence's main clause, in order (none inside a relative or adverbial clause): where "it"
     * may point when the sentence's subject is no country ("we crossed into Bolivia, which borders Peru").
     */
    static List<Integer> mainClauseNames(Parse p) {
        var out = new ArrayList<Integer>();
        for (int i = 0; i < p.words().size(); i++) {
            if (p.word(i).properNoun() && !inSubordinateClause(p, i)) {
                out.add(i);
            }
        }
        return out;
    }

    /** The verb's subject; a verb joined to another ("and has the riel") shares the first one's. */
    private static int subject(Parse p, int verb) {
        int v = verb;
        for (int step = 0; step < MAX_STEPS && v >= 0; step++) {
            for (int i = 0; i < p.words().size(); i++) {
                if (p.word(i).head() == v && SUBJECTS.contains(p.word(i).label())) {
                    return i;
                }
            }
            var w = p.word(v);
            if (!(w.label().equals("conj") || w.label().equals("xcomp")) || w.head() < 0) {
                return -1;
            }
            v = w.head();
        }
        return -1;
    }

    /** The owner of a noun: its possessor ("Belgium's"), else the object of "of" after it ("the capital of France"), or -1. */
    private static int owner(Parse p, int noun) {
        int poss = p.child(noun, "poss");
        return poss >= 0 ? poss : ofObject(p, noun);
    }

    /** The object of "of" after a noun ("the capital of France"), or -1. */
    private static int ofObject(Parse p, int noun) {
        for (int i = 0; i < p.words().size(); i++) {
            if (p.word(i).head() == noun && p.word(i).label().equals("prep") && p.word(i).form().equalsIgnoreCase("of")) {
                return p.child(i, "pobj");
            }
        }
        return -1;
    }

    /** The owner of a noun off the climb's path: not the word climbed from, nor the "of" climbed through. */
    private static int ownerOff(Parse p, int noun, Set<Integer> path) {
        int poss = p.child(noun, "poss");
        if (poss >= 0 && !path.contains(poss)) {
            return poss;
        }
        int of = ofObject(p, noun);
        return of >= 0 && !path.contains(of) && !path.contains(p.word(of).head()) ? of : -1;
    }

    /** A place the verb happens "in" ("in Costa Rica you pay in colones"), named by a proper noun, or -1. */
    private static int locative(Parse p, int verb) {
        for (int i = 0; i < p.words().size(); i++) {
            if (p.word(i).head() == verb && p.word(i).label().equals("prep") && p.word(i).form().equalsIgnoreCase("in")) {
                int o = p.child(i, "pobj");
                if (o >= 0 && p.word(o).properNoun()) {
                    return o;
                }
            }
        }
        return -1;
    }

    /** Whether {@code lower} is one of the policy's pronouns, which {@link #of} answers {@link #PRONOUN} for. */
    boolean pronoun(String lower) {
        return pronouns.contains(lower);
    }

    /** The word; {@link #PRONOUN} for one of the policy's pronouns, -1 for another pronoun or a determiner. */
    private int named(Parse p, int i) {
        if (i < 0) {
            return -1;
        }
        if (pronouns.contains(p.word(i).form().toLowerCase(Locale.ROOT))) {
            return PRONOUN;
        }
        String tag = p.word(i).tag();
        return tag.startsWith("PRP") || tag.startsWith("W") || tag.equals("DT") ? -1 : i;
    }

    private static boolean common(Parse p, int i) {
        return p.word(i).noun() && !p.word(i).properNoun();
    }

    private static boolean joinedTo(Parse p, int i, int subject) {
        int x = i;
        for (int step = 0; step < MAX_STEPS && x >= 0 && p.word(x).label().equals("conj"); step++) {
            x = p.word(x).head();
            if (x == subject) {
                return true;
            }
        }
        return false;
    }

    private static boolean inSubordinateClause(Parse p, int i) {
        int x = p.word(i).head();
        for (int step = 0; step < MAX_STEPS * 2 && x >= 0; step++) {
            if (SUBORDINATE_CLAUSES.contains(p.word(x).label())) {
                return true;
            }
            x = p.word(x).head();
        }
        return false;
    }

    /** The first name or capitalised adjective qualifying a common noun ("Canadian ones", "US ones"), or -1. */
    private static int qualifier(Parse p, int noun) {
        for (int i = 0; i < p.words().size(); i++) {
            if (qualifies(p, i, noun)) {
                return i;
            }
        }
        return -1;
    }

    /** Whether word {@code i} is a name or capitalised adjective qualifying the common noun {@code noun}. */
    private static boolean qualifies(Parse p, int i, int noun) {
        var w = p.word(i);
        return w.head() == noun && !p.word(noun).properNoun() && MODIFIERS.contains(w.label())
                && (w.properNoun() || w.tag().equals("JJ") && Character.isUpperCase(w.form().codePointAt(0)));
    }
}
