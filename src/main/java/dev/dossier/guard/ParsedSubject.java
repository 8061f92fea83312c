package dev.dossier.guard;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Which word a parse makes the subject of the claim whose object is a given word: the possessor of the noun the object
 * hangs from ("Belgium's northern neighbour"), else the subject of the verb it depends on ("Guinea ... keeps its own
 * Guinean franc"), through lists and appositions ("borders Thailand, Laos and Vietnam"), relative clauses ("Luxembourg,
 * which borders Belgium"), and from an object that is itself the subject to what it is said to be ("Paris is the capital
 * of France"). A pronoun, or a verb with no subject found, gives no answer: the reader's own reading stands.
 */
final class ParsedSubject {

    /** How many heads are climbed at most. */
    private static final int MAX_STEPS = 12;

    private static final Set<String> SUBJECTS = Set.of("nsubj", "nsubjpass", "csubj");
    private static final Set<String> RELATIVE = Set.of("which", "that", "who", "whose", "where");
    /** Pronouns that stand for the people speaking or spoken to, not a country ("we drove into Spain"). */
    private static final Set<String> PEOPLE = Set.of("i", "we", "you", "they", "one", "people", "visitors", "travellers", "travelers");

    /** What {@link #of} answers when the subject is a pronoun ("Its capital, Brussels, ..."). */
    static final int PRONOUN = -2;

    /** Pronouns that stand for a country. */
    private static final Set<String> COUNTRY_PRONOUNS = Set.of("it", "its", "their");

    private ParsedSubject() {
    }

    /** The subject of the sentence's main verb, or -1; {@link #PRONOUN} when it is "it" or "its ...". */
    static int ofSentence(Parse p) {
        for (int i = 0; i < p.words().size(); i++) {
            if (p.word(i).head() < 0) {
                int s = subject(p, i);
                if (s < 0) {
                    return -1;
                }
                var sw = p.word(s);
                if (sw.noun() && !sw.properNoun()) {
                    int poss = p.child(s, "poss");
                    int owner = poss >= 0 ? poss : ofObject(p, s);
                    return owner >= 0 ? named(p, owner) : -1;
                }
                return named(p, s);
            }
        }
        return -1;
    }

    /** The index of the word that is the subject of {@code object}'s claim, or -1. */
    static int of(Parse p, int object) {
        int x = object;
        int previous = -1;
        var path = new java.util.HashSet<Integer>();
        for (int step = 0; step < MAX_STEPS && x >= 0; step++) {
            path.add(x);
            var w = p.word(x);
            if (x != object && w.noun()) {
                // the noun a list or an apposition hangs from, with its owner ("Its capital, Brussels")
                int poss = p.child(x, "poss");
                int of = ofObject(p, x);
                if (poss >= 0 && !path.contains(poss)) {
                    return named(p, poss);
                }
                if (of >= 0 && !path.contains(of) && !path.contains(p.word(of).head())) {
                    return named(p, of); // not the "of" the climb came through ("City of San Marino")
                }
                // (not a noun the verb says the subject is: "Bouvet Island is a Norwegian island in Europe")
                int qualifier = previous >= 0 && p.word(previous).label().equals("prep") && !w.label().equals("attr") ? qualifier(p, x) : -1;
                if (qualifier >= 0) {
                    return qualifier; // "Canadian ones in CAD", not "the Swedish krona and the Norwegian krone"
                }
            }
            int h = w.head();
            if (h < 0) {
                return -1;
            }
            if (w.label().equals("conj") || w.label().equals("appos")) {
                previous = x;
                x = h; // an item of a list, or an apposition, is governed as its head is
                continue;
            }
            var head = p.word(h);
            if (head.noun()) {
                int poss = p.child(h, "poss");
                if (poss >= 0 && poss != x) {
                    return named(p, poss);
                }
                int of = ofObject(p, h);
                if (of >= 0 && !path.contains(of) && !path.contains(p.word(of).head())) {
                    return named(p, of);
                }
                if (head.label().equals("nsubj") || head.label().equals("nsubjpass")) {
                    return -1; // "Its capital, Brussels, ...": a subject with no owner named is someone else's
                }
                previous = x;
                x = h;
                continue;
            }
            if (head.verb()) {
                int s = subject(p, h);
                if (s == x) {
                    // the object is the verb's subject ("Paris is the capital of France"): the owner of what it is said to be
                    int a = p.child(h, "attr", "oprd");
                    if (a < 0) {
                        return -1;
                    }
                    int poss = p.child(a, "poss");
                    int owner = poss >= 0 ? poss : ofObject(p, a);
                    return owner >= 0 ? named(p, owner) : -1;
                }
                if (s >= 0) {
                    var sw = p.word(s);
                    if (RELATIVE.contains(sw.form().toLowerCase()) && (head.label().equals("relcl") || head.label().equals("acl"))) {
                        return named(p, head.head());
                    }
                    if (PEOPLE.contains(sw.form().toLowerCase())) {
                        int in = locative(p, h);
                        return in >= 0 ? named(p, in) : -1;
                    }
                    if (sw.noun() && !sw.properNoun()) {
                        int poss = p.child(s, "poss");
                        int owner = poss >= 0 ? poss : ofObject(p, s);
                        if (owner >= 0 && named(p, owner) != -1) {
                            return named(p, owner);
                        }
                        // "Our Mexican prices will be in pesos": "our" is no country; the noun's qualifier may name one
                    }
                    return named(p, s);
                }
                if (head.label().equals("relcl") || head.label().equals("acl")) {
                    return named(p, head.head());
                }
                previous = x;
                x = h;
                continue;
            }
            previous = x;
                x = h; // a preposition, a particle: climb on
        }
        return -1;
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

    /** The object of "of" after a noun ("the capital of France"), or -1. */
    private static int ofObject(Parse p, int noun) {
        for (int i = 0; i < p.words().size(); i++) {
            if (p.word(i).head() == noun && p.word(i).label().equals("prep") && p.word(i).form().equalsIgnoreCase("of")) {
                return p.child(i, "pobj");
            }
        }
        return -1;
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

    /** The word; {@link #PRONOUN} for "it" or "its", -1 for another pronoun or a determiner. */
    private static int named(Parse p, int i) {
        if (i < 0) {
            return -1;
        }
        String tag = p.word(i).tag();
        if (COUNTRY_PRONOUNS.contains(p.word(i).form().toLowerCase())) {
            return PRONOUN;
        }
        return tag.startsWith("PRP") || tag.startsWith("W") || tag.equals("DT") ? -1 : i;
    }

    /**
     * The words that share the subject's place: those joined to it ("Sweden and Norway keep their own currencies"), and
     * the names qualifying a common noun ("Our Mexican prices will be in pesos"); in the order written.
     */
    static List<Integer> sharing(Parse p, int subject) {
        var out = new ArrayList<Integer>();
        for (int i = 0; i < p.words().size(); i++) {
            if (i == subject) {
                continue;
            }
            var w = p.word(i);
            boolean joined = w.label().equals("conj") && joinedTo(p, i, subject);
            boolean qualifying = w.head() == subject && !p.word(subject).properNoun()
                    && (w.label().equals("amod") || w.label().equals("nmod") || w.label().equals("compound"))
                    && (w.properNoun() || w.tag().equals("JJ") && Character.isUpperCase(w.form().codePointAt(0)));
            if (joined || qualifying) {
                out.add(i);
            }
        }
        return out;
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

    private static boolean inSubordinateClause(Parse p, int i) {
        int x = p.word(i).head();
        for (int step = 0; step < MAX_STEPS * 2 && x >= 0; step++) {
            String l = p.word(x).label();
            if (l.equals("relcl") || l.equals("acl") || l.equals("advcl") || l.equals("ccomp")) {
                return true;
            }
            x = p.word(x).head();
        }
        return false;
    }

    /** A name or capitalised adjective qualifying a common noun ("Canadian ones", "US ones"), or -1. */
    private static int qualifier(Parse p, int noun) {
        if (p.word(noun).properNoun()) {
            return -1;
        }
        for (int i = 0; i < p.words().size(); i++) {
            var w = p.word(i);
            if (w.head() == noun && (w.label().equals("amod") || w.label().equals("nmod") || w.label().equals("compound"))
                    && (w.properNoun() || w.tag().equals("JJ") && Character.isUpperCase(w.form().codePointAt(0)))) {
                return i;
            }
        }
        return -1;
    }
}
