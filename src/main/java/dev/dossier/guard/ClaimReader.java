package dev.dossier.guard;

import dev.dossier.facts.Cardinality;
import dev.dossier.facts.Fact;
import dev.dossier.facts.Relation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Reads claims out of text and judges each against one knowledge base. The text is split into clauses
 * ({@link Clauses}); in each clause the lexicon finds the KB's names; a relation is expressed when one
 * of its cues occurs (or, for relations whose objects say it, when one of its objects is named); the subject is the
 * entity marked as such ("of France", "France's", "in Andorra"), else the first entity that is not an object, else
 * the subject of the previous clause when a pronoun refers to it ("Its capital is Paris"). Negation flips the verdict;
 * a clause placed in time ("since the 19th century") is unknown, as the KB is timeless. Nothing here knows the
 * wording of any particular data set: cues and object names come from the relation definitions and the KB.
 * <p>
 * About 350 lines: the steps of reading one clause (linking, negation scope, subject choice, verdict) share that
 * clause's tokens, mentions and flags; splitting them further would pass that state between classes. How a text
 * becomes clauses is {@link Clauses}.
 */
final class ClaimReader {

    /** Words after which a clause's negation may stop (see {@link #scopeEnd}). */
    private static final Set<String> SCOPE_ENDS = Set.of("and", "but");

    /** How many words after a name negation ("rather than adopting the euro") the denied name may come. */
    private static final int NAME_NEGATION_REACH = 3;

    /** Articles a denied name may follow: "not the euro". */
    private static final Set<String> ARTICLES = Set.of("the", "a", "an");

    /** Words after "there" (or "it") that make it no pronoun of a subject: "there is a border between...". */
    private static final Set<String> EXISTENTIAL = Set.of("is", "are", "was", "were");

    /** The words that "is" can make no pronoun of ("there is", "it is"); "the country is" still refers back. */
    private static final Set<String> EXPLETIVES = Set.of("there");

    private final GuardPolicy policy;
    private final Clauses clauses;

    ClaimReader(GuardPolicy policy) {
        this.policy = policy;
        this.clauses = new Clauses(policy);
    }

    List<CheckedClaim> read(KbIndex index, String text) {
        var claims = new ArrayList<CheckedClaim>();
        String last = null;
        for (String clause : clauses.of(text)) {
            last = readClause(index, clause, last, claims);
        }
        return claims;
    }

    /** Adds the clause's claims; returns the subject a following pronoun refers to. */
    private String readClause(KbIndex index, String clause, String previousSubject, List<CheckedClaim> claims) {
        var tokens = Words.tokens(clause);
        if (tokens.isEmpty()) {
            return previousSubject;
        }
        var found = index.lexicon.scan(tokens, clause);
        boolean[] named = new boolean[tokens.size()];
        for (var m : found) {
            Arrays.fill(named, m.start(), m.end(), true);
        }
        var mentions = new ArrayList<Lexicon.Mention>();
        var byStart = new HashMap<Integer, Lexicon.Mention>();
        for (var m : found) {
            int[] larger = largerName(index, clause, tokens, named, m);
            if (m.partialOnly() && !lastWordSaysIt(index, tokens, m)) {
                named[m.start()] = false; // "France won": a currency's last word ("won") counts only where a currency is talked of
            } else if (larger == null) {
                mentions.add(m);
                byStart.put(m.start(), m);
            } else {
                Arrays.fill(named, larger[0], larger[1], true); // "the Gulf of Guinea", "the Niger River": neither the country nor an unknown name
            }
        }
        for (var m : mentions) {
            int k = m.start() - 2; // "the Socialist Republic of Viet Nam": the words of the state's name are the country's
            if (k >= 0 && !m.entityIds().isEmpty() && tokens.get(k + 1).norm().equals("of") && policy.stateWords().contains(tokens.get(k).norm())) {
                for (; k >= 0 && !named[k] && tokens.get(k).capitalised(); k--) {
                    named[k] = true;
                }
            }
        }
        Set<String> stems = new HashSet<>();
        var nearby = nearby(tokens, named, mentions);
        var denied = new HashSet<Lexicon.Mention>();
        boolean negated = false;
        int negatedUntil = tokens.size();
        var temporalAt = new ArrayList<Integer>();
        boolean pronoun = false;
        for (int i = 0; i < tokens.size(); i++) {
            String norm = tokens.get(i).norm();
            if (!named[i] && !qualifies(index, tokens, i)) {
                stems.add(Words.stem(norm));
            }
            int after = nameNegationEnd(tokens, i);
            if (after > 0) {
                // "the forint rather than the euro", "rather than adopting the euro": the first name within three words
                for (int k = after; k < Math.min(tokens.size(), after + NAME_NEGATION_REACH); k++) {
                    if (byStart.get(k) != null) {
                        denied.add(byStart.get(k));
                        break;
                    }
                }
            } else if (policy.negations().contains(norm) && !(norm.equals("no") && !aboutTheKb(index, tokens, named, i))) {
                int k = i + 1 < tokens.size() && ARTICLES.contains(tokens.get(i + 1).norm()) ? i + 2 : i + 1;
                var name = byStart.get(k);
                if (name != null && !tokens.get(name.end() - 1).possessive()) {
                    denied.add(name); // "Gitega, not Bujumbura": the negation denies that name only
                } else if (name != null || k >= tokens.size() || !isName(tokens.get(k))) {
                    if (!negated) {
                        negatedUntil = scopeEnd(tokens, i);
                    }
                    negated = true; // "not Belgium's capital", "does not border": the clause, up to a new verb phrase
                }
            }
            if (norm.equals("t") && i > 0 && tokens.get(i - 1).norm().endsWith("n") && !negated) {
                negated = true;
                negatedUntil = scopeEnd(tokens, i);
            }
            if (policy.temporal().contains(norm) || norm.matches("1\\d{3}|20\\d{2}|\\d+(st|nd|rd|th)")) {
                temporalAt.add(i);
            }
            pronoun |= policy.pronouns().contains(norm);
        }
        var entityMentions = mentions.stream().filter(m -> !m.entityIds().isEmpty()).toList();
        int leadingPronoun = -1;
        for (int i = 0; i < tokens.size() - 1 && leadingPronoun < 0; i++) {
            String word = tokens.get(i).norm();
            if (policy.pronouns().contains(word) && !(EXPLETIVES.contains(word) && EXISTENTIAL.contains(tokens.get(i + 1).norm()))) {
                leadingPronoun = i;
            }
        }
        var context = new Clause(clause, tokens, named, negated, negatedUntil, temporalAt, denied, index.cueWords.keySet());
        String subjectOfClause = null;
        var seen = new HashSet<String>();
        for (var cued : index.relations) {
            Relation r = cued.relation();
            boolean cue = cued.cueStems().stream().anyMatch(stems::containsAll);
            List<Lexicon.Mention> objects = r.objectsAreEntities() ? entityMentions.stream().filter(m -> !m.adjectiveOnly()).toList()
                    : mentions.stream().filter(m -> !m.values(r.name()).isEmpty() && !(r.areas() && nearby.contains(m))).toList();
            if (!cue && !(r.impliedByObject() && !r.objectsAreEntities() && !objects.isEmpty())) {
                continue;
            }
            double factor = cue ? 1 : policy.confidence().impliedRelation();
            var subjects = new ArrayList<Subject>();
            // "lies in Micronesia": a name that is a value of the relation is its object, not a subject marked by "in"
            var marked = entityMentions.stream().filter(m -> marked(tokens, m, cued)
                    && (r.objectsAreEntities() || m.values(r.name()).isEmpty() || tokens.get(m.end() - 1).possessive())).toList();
            // a pronoun before every entity ("It borders ..."), a label without one ("Neighbours: Ecuador, Colombia"), or a
            // fronted participial phrase, read after its main clause ("Wedged between Belgium, France and Germany")
            boolean pronounFirst = previousSubject != null && marked.isEmpty() && (leadingPronoun >= 0
                    && (entityMentions.isEmpty() || leadingPronoun < entityMentions.get(0).start()) || labelBefore(clause, tokens, entityMentions, cued)
                    || Clauses.participle(tokens.get(0)) && !named[0]);
            // a demonym is a subject when it qualifies the relation's word ("the Belgian capital"), else only when nothing else is
            var proper = entityMentions.stream().filter(m -> !m.adjectiveOnly()).toList();
            var candidates = proper.isEmpty() ? entityMentions : proper;
            if (r.objectsAreEntities()) {
                if (pronounFirst) {
                    // "and it borders China, Laos and Cambodia": the pronoun is the subject, every entity an object
                    subjects.add(new Subject(previousSubject, policy.confidence().coreference()));
                    objects = entityMentions.stream().filter(m -> !m.adjectiveOnly()).toList();
                } else if (!entityMentions.isEmpty()) {
                    var s = marked.isEmpty() ? candidates.get(0) : marked.get(0);
                    subjects.add(Subject.of(s, policy));
                    objects = entityMentions.stream().filter(m -> m != s && !m.adjectiveOnly()).toList();
                }
            } else if (pronounFirst) {
                subjects.add(new Subject(previousSubject, policy.confidence().coreference())); // "The country lies in Europe"
            } else {
                var chosen = !marked.isEmpty() ? marked : candidates.stream().filter(m -> m.values(r.name()).isEmpty()).toList();
                if (chosen.isEmpty() && !proper.isEmpty()) {
                    chosen = List.of(proper.get(0));
                }
                var picked = chosen;
                chosen.forEach(m -> subjects.add(Subject.of(m, policy)));
                objects = objects.stream().filter(m -> !picked.contains(m)).toList();
            }
            if (subjects.isEmpty()) {
                // "its official languages", or a label without a subject ("Capital: Lima") after a sentence about the country
                if (previousSubject != null && (pronoun || cue && (!objects.isEmpty() || labelled(clause) || unmarkedNameOnly(context)))) {
                    subjects.add(new Subject(previousSubject, policy.confidence().coreference()));
                } else {
                    if (cue) {
                        unknownSubject(context, r, objects, claims, seen);
                    }
                    continue;
                }
            }
            if (subjectOfClause == null) {
                subjectOfClause = subjects.get(0).id();
            }
            if (objects.isEmpty()) {
                if (cue && !r.objectsAreEntities()) {
                    unlinkedObject(index, context, r, subjects, claims, seen, factor);
                }
                continue;
            }
            if (cue && !r.objectsAreEntities() && r.decidesAbsence() && !r.areas()) {
                for (Span listed : listedWith(context, objects)) {
                    unlinkedObject(index, context, r, subjects, claims, seen, factor, listed);
                }
            }
            for (Subject s : subjects) {
                // one object per subject: next to the one the KB holds, another is no second claim ("Praia, on the island of Santiago")
                // (only after it: "is Kinshasa, just across the river from Brazzaville" still names Kinshasa)
                int heldAt = objects.size() < 2 || r.cardinality() != Cardinality.ONE ? Integer.MAX_VALUE
                        : objects.stream().filter(o -> !context.negated(o) && holds(index, r, s, o)).mapToInt(Lexicon.Mention::start).min().orElse(Integer.MAX_VALUE);
                for (var o : objects) {
                    if (o.start() <= heldAt || context.negated(o) || holds(index, r, s, o)) {
                        judge(index, context, r, s, o, factor, claims, seen);
                    }
                }
            }
        }
        if (subjectOfClause != null) {
            return subjectOfClause;
        }
        // a clause that says nothing of the KB's relations changes the subject, unless it continues the last one ("..., and by
        // Mozambique on the east")
        boolean continues = policy.clauseWords().contains(tokens.get(0).norm());
        return entityMentions.isEmpty() || continues ? previousSubject : entityMentions.get(0).entityIds().get(0);
    }

    private record Clause(String text, List<Words.Token> tokens, boolean[] named, boolean negated, int negatedUntil, List<Integer> temporalAt,
                          Set<Lexicon.Mention> denied, Set<String> cueWords) {
        /** Whether the claim on {@code object} is negated: the name denied, or inside the scope of the clause's negation. */
        boolean negated(Lexicon.Mention object) {
            return negated && object.start() < negatedUntil || denied.contains(object);
        }

        /**
         * Whether a time word places the claim on {@code object} (null: on anything the clause says) in time: one before
         * it, or after it with no comma between ("Yangon, formerly spelled Rangoon" places only Rangoon in time).
         */
        boolean temporal(Lexicon.Mention object) {
            return object == null ? !temporalAt.isEmpty() : temporal(object.start(), object.end());
        }

        boolean temporal(int start, int end) {
            for (int t : temporalAt) {
                if (t < start || !text.substring(tokens.get(end - 1).end(), tokens.get(t).start()).contains(",")) {
                    return true;
                }
            }
            return false;
        }
    }

    /**
     * Where a negation at {@code i} stops: at "and" or "but" before a new verb phrase ("never adopted the euro and still
     * uses the krona"), not before a name or an article ("does not border France and Spain").
     */
    private static int scopeEnd(List<Words.Token> tokens, int i) {
        for (int j = i + 1; j + 1 < tokens.size(); j++) {
            var next = tokens.get(j + 1);
            if (SCOPE_ENDS.contains(tokens.get(j).norm()) && !next.capitalised() && !ARTICLES.contains(next.norm()) && !Character.isDigit(next.text().charAt(0))) {
                return j;
            }
        }
        return tokens.size();
    }

    /** Whether "no" at {@code i} is about the KB: a name or a cue word within the next three words ("no land border", not "no traffic lights"). */
    private static boolean aboutTheKb(KbIndex index, List<Words.Token> tokens, boolean[] named, int i) {
        for (int k = i + 1; k < Math.min(tokens.size(), i + 4); k++) {
            if (named[k] || index.cueWords.containsKey(Words.stem(tokens.get(k).norm()))) {
                return true;
            }
        }
        return false;
    }

    /** The end of a name negation ("rather than") starting at {@code i}, or -1. */
    private int nameNegationEnd(List<Words.Token> tokens, int i) {
        for (String phrase : policy.nameNegations()) {
            var words = phrase.split("\\s+");
            int k = 0;
            while (k < words.length && i + k < tokens.size() && tokens.get(i + k).norm().equals(words[k])) {
                k++;
            }
            if (k == words.length) {
                return i + k;
            }
        }
        return -1;
    }

    /**
     * A clause whose label is the relation's word and names no entity: "Neighbours: Ecuador, Colombia" (not "Peru:
     * borders Ecuador", nor "Q: Which subregion ...").
     */
    private static boolean labelBefore(String clause, List<Words.Token> tokens, List<Lexicon.Mention> entities, KbIndex.CuedRelation r) {
        int colon = clause.indexOf(':');
        if (colon <= 0 || !entities.isEmpty() && tokens.get(entities.get(0).start()).start() < colon) {
            return false;
        }
        var label = new HashSet<String>();
        tokens.stream().filter(t -> t.end() <= colon).forEach(t -> label.add(Words.stem(t.norm())));
        return r.cueStems().stream().anyMatch(label::containsAll);
    }

    /**
     * Whether the clause names something the KB does not know, none of it marked as a subject: "Nadi is the capital" after
     * a sentence about Fiji is about Fiji, "the capital of Atlantis" is not.
     */
    private boolean unmarkedNameOnly(Clause c) {
        var names = unlinkedNames(c);
        return !names.isEmpty() && names.stream().noneMatch(n -> c.tokens().get(n.end() - 1).possessive()
                || n.start() > 0 && policy.subjectMarkers().contains(c.tokens().get(n.start() - 1).norm()));
    }

    /** A clause with a label ("Capital: Lima"). */
    private static boolean labelled(String clause) {
        return clause.indexOf(':') > 0;
    }

    /** A linked subject: its entity and how sure the link is (lower for a name several entities share, or a pronoun). */
    private record Subject(String id, double factor) {
        static Subject of(Lexicon.Mention m, GuardPolicy policy) {
            var ids = m.entityIds();
            return new Subject(ids.get(0), ids.size() > 1 ? policy.confidence().ambiguousName() : 1);
        }
    }

    /**
     * The tokens of a larger proper name that an entity's name is part of, or null: an entity followed by a capitalised
     * word that is no name of the KB ("the Niger River", "the Indian Ocean"), or preceded by "Capitalised of" inside
     * the clause ("the Gulf of Guinea", "the Sea of Japan"). Only words separated by spaces count.
     */
    private int[] largerName(KbIndex index, String clause, List<Words.Token> tokens, boolean[] named, Lexicon.Mention m) {
        if (m.senses().stream().anyMatch(x -> !(x instanceof Lexicon.EntitySense))) {
            return null;
        }
        int end = m.end();
        while (end < tokens.size() && !named[end] && isName(tokens.get(end)) && !tokens.get(end - 1).possessive()
                && clause.substring(tokens.get(end - 1).end(), tokens.get(end).start()).isBlank()) {
            end++;
        }
        if (end > m.end()) {
            return new int[]{m.start(), end};
        }
        int k = m.start() - 2;
        if (k >= 1 && tokens.get(k + 1).norm().equals("of") && !named[k] && isName(tokens.get(k)) && !tokens.get(k).possessive()
                && !policy.stateWords().contains(tokens.get(k).norm()) // "the Socialist Republic of Viet Nam" is the country
                && !index.cueWords.containsKey(Words.stem(tokens.get(k).norm()))) { // "Capital of Malawi?" is a question about it
            return new int[]{k, m.end()};
        }
        return null;
    }

    /**
     * Whether a value named by the last word of its name only ("the baht") is meant: one or two words after an article
     * ("the US dollar"), right after "in" or a number, or in a clause with a cue of its relation ("the currency").
     */
    private static boolean lastWordSaysIt(KbIndex index, List<Words.Token> tokens, Lexicon.Mention m) {
        for (int i = Math.max(0, m.start() - 2); i < m.start(); i++) {
            var before = tokens.get(i);
            boolean next = i == m.start() - 1;
            if (ARTICLES.contains(before.norm()) || next && (before.norm().equals("in") || Character.isDigit(before.text().charAt(0)))) {
                return true; // "the peso", "the US dollar", "in baht", "20 pesos"
            }
        }
        var stems = new HashSet<String>();
        tokens.forEach(t -> stems.add(Words.stem(t.norm())));
        var relations = m.senses().stream().map(s -> ((Lexicon.ValueSense) s).relation()).collect(Collectors.toSet());
        return index.relations.stream().filter(c -> relations.contains(c.relation().name()))
                .anyMatch(c -> c.cueStems().stream().anyMatch(stems::containsAll));
    }

    /**
     * Whether the word at {@code i} is a cue word that only qualifies the next one, a cue word of other relations: "the
     * official capital" is no language claim, "a border region" no border claim, "located next to" no claim of location.
     */
    private static boolean qualifies(KbIndex index, List<Words.Token> tokens, int i) {
        if (i + 1 >= tokens.size()) {
            return false;
        }
        var mine = index.cueWords.get(Words.stem(tokens.get(i).norm()));
        var next = index.cueWords.get(Words.stem(tokens.get(i + 1).norm()));
        return mine != null && next != null && mine.stream().noneMatch(next::contains);
    }

    /** Values named within three words after a proximity word, with no name between: "close to Asia" is not where it lies. */
    private Set<Lexicon.Mention> nearby(List<Words.Token> tokens, boolean[] named, List<Lexicon.Mention> mentions) {
        var out = new HashSet<Lexicon.Mention>();
        for (var m : mentions) {
            for (int i = m.start() - 1; i >= Math.max(0, m.start() - 3) && !named[i]; i--) {
                if (policy.proximity().contains(tokens.get(i).norm())) {
                    out.add(m);
                    break;
                }
            }
        }
        return out;
    }

    /** Marked as the subject: "France's", "of France", or a demonym before the relation's word ("the Belgian capital"). */
    private boolean marked(List<Words.Token> tokens, Lexicon.Mention m, KbIndex.CuedRelation r) {
        if (m.adjectiveOnly()) {
            return m.end() < tokens.size() && r.cueStems().stream().anyMatch(cue -> cue.get(0).equals(Words.stem(tokens.get(m.end()).norm())));
        }
        return tokens.get(m.end() - 1).possessive() || m.start() > 0 && policy.subjectMarkers().contains(tokens.get(m.start() - 1).norm());
    }

    /** Whether the KB holds the subject's relation to (one of the objects) the mention names. */
    private static boolean holds(KbIndex index, Relation r, Subject s, Lexicon.Mention o) {
        List<String> keys = r.objectsAreEntities() ? o.entityIds() : o.values(r.name());
        return index.facts(s.id(), r.name()).stream().anyMatch(f -> keys.contains(r.objectsAreEntities() ? f.objectId() : f.object()));
    }

    private void judge(KbIndex index, Clause c, Relation r, Subject s, Lexicon.Mention o, double factor, List<CheckedClaim> claims, Set<String> seen) {
        List<String> keys = r.objectsAreEntities() ? o.entityIds() : o.values(r.name());
        double f = factor * s.factor() * (keys.size() > 1 ? policy.confidence().ambiguousName() : 1);
        if (r.objectsAreEntities() && keys.contains(s.id())) {
            return; // "China, which shares a border with Laos" read with Laos carried over: no country borders itself
        }
        String subjectName = index.entities.get(s.id()).name();
        String objectName = r.objectsAreEntities() ? index.entities.get(keys.get(0)).name() : keys.get(0);
        if (!seen.add(s.id() + "\0" + r.name() + "\0" + objectName)) {
            return;
        }
        boolean negated = c.negated(o);
        List<Fact> facts = index.facts(s.id(), r.name());
        var matched = facts.stream().filter(fact -> keys.contains(r.objectsAreEntities() ? fact.objectId() : fact.object())).toList();
        var conf = policy.confidence();
        Verdict verdict;
        double confidence;
        List<Fact> evidence;
        String correct = null;
        if (c.temporal(o)) {
            verdict = Verdict.UNKNOWN;
            confidence = conf.unknown();
            evidence = matched;
        } else if (!matched.isEmpty()) {
            verdict = negated ? Verdict.CONTRADICTED : Verdict.SUPPORTED;
            confidence = (negated ? conf.contradictedOne() : conf.supported()) * f;
            evidence = matched;
            correct = negated ? statements(matched) : null;
        } else if (!facts.isEmpty() && r.decidesAbsence()) {
            verdict = negated ? Verdict.SUPPORTED : Verdict.CONTRADICTED;
            confidence = (negated ? conf.supported() : r.cardinality() == Cardinality.ONE ? conf.contradictedOne() : conf.contradictedClosedWorld()) * f;
            evidence = facts;
            correct = negated ? null : statements(facts);
        } else {
            verdict = Verdict.UNKNOWN;
            confidence = conf.unknown();
            evidence = facts;
        }
        claims.add(new CheckedClaim(c.text(), subjectName, s.id(), r.name(), objectName, negated, verdict, round(confidence),
                evidence.stream().map(Fact::id).toList(), correct));
    }

    /**
     * A relation and a subject but no object the KB knows: a named object the KB does not know is suspicious, unless the
     * relation's objects are open ("lies in the Caucasus": an area, not a wrong region), which makes it unknown.
     */
    private void unlinkedObject(KbIndex index, Clause c, Relation r, List<Subject> subjects, List<CheckedClaim> claims, Set<String> seen, double factor) {
        var names = unlinkedNames(c);
        if (!names.isEmpty()) {
            unlinkedObject(index, c, r, subjects, claims, seen, factor, names.get(0));
        }
    }

    /** The claim that a subject's relation has {@code name}, which the KB does not know. */
    private void unlinkedObject(KbIndex index, Clause c, Relation r, List<Subject> subjects, List<CheckedClaim> claims, Set<String> seen, double factor,
                                Span name) {
        String object = name.text();
        for (Subject s : subjects) {
            if (!seen.add(s.id() + "\0" + r.name() + "\0" + object)) {
                continue;
            }
            var facts = index.facts(s.id(), r.name());
            boolean decidable = !facts.isEmpty() && r.decidesAbsence() && !c.temporal(name.start(), name.end()) && !r.areas();
            boolean negated = c.negated() && name.start() < c.negatedUntil();
            if (decidable && negated && r.cardinality() == Cardinality.ONE) {
                // "Sydney is not the capital of Australia": the KB's one value is another name, so the denial holds
                claims.add(new CheckedClaim(c.text(), index.entities.get(s.id()).name(), s.id(), r.name(), object, true, Verdict.SUPPORTED,
                        round(policy.confidence().supported() * policy.confidence().unlinkedObject() * factor), facts.stream().map(Fact::id).toList(), null));
                continue;
            }
            claims.add(new CheckedClaim(c.text(), index.entities.get(s.id()).name(), s.id(), r.name(), object, negated,
                    decidable ? Verdict.SUSPICIOUS : Verdict.UNKNOWN, round(decidable ? policy.confidence().unlinkedObject() * factor
                    : policy.confidence().unknown()), facts.stream().map(Fact::id).toList(), decidable ? statements(facts) : null));
        }
    }

    /** A relation's cue without any entity the KB knows: a claim about something else ("the capital of Atlantis"), unknown. */
    private void unknownSubject(Clause c, Relation r, List<Lexicon.Mention> objects, List<CheckedClaim> claims, Set<String> seen) {
        var names = unlinkedNames(c);
        if (names.isEmpty()) {
            return;
        }
        String object = !objects.isEmpty() ? objects.get(0).text() : names.size() > 1 ? names.get(1).text() : null;
        if (seen.add("?\0" + r.name() + "\0" + names.get(0).text())) {
            claims.add(new CheckedClaim(c.text(), names.get(0).text(), null, r.name(), object, c.negated(), Verdict.UNKNOWN, round(policy.confidence().unknown()),
                    List.of(), null));
        }
    }

    /**
     * Runs of capitalised words the lexicon did not recognise (names the KB does not know), without sentence openers; one
     * at the clause's start comes last, as a capital letter there says nothing ("Contrary to popular belief, Sydney ...").
     */
    private List<Span> unlinkedNames(Clause c) {
        var out = new ArrayList<Span>();
        var texts = new HashSet<String>();
        Span first = null;
        var tokens = c.tokens();
        int i = 0;
        while (i < tokens.size()) {
            if (!c.named()[i] && isName(tokens.get(i)) && tokens.get(i).text().length() > 1 && !(i == 0 && Clauses.participle(tokens.get(i)))
                    && !c.cueWords().contains(Words.stem(tokens.get(i).norm()))) { // not "Q", "Located", "Capital"
                int j = i;
                while (j + 1 < tokens.size() && !c.named()[j + 1] && isName(tokens.get(j + 1)) && !tokens.get(j).possessive()) {
                    j++;
                }
                var name = new Span(c.text().substring(tokens.get(i).start(), tokens.get(j).end()), i, j + 1);
                if (i == 0) {
                    first = name;
                } else if (texts.add(name.text())) {
                    out.add(name);
                }
                i = j + 1;
            } else {
                i++;
            }
        }
        if (first != null && texts.add(first.text())) {
            out.add(first);
        }
        return List.copyOf(out);
    }

    /** A name the KB does not know: its text and tokens [start, end). */
    private record Span(String text, int start, int end) {
    }

    /**
     * Names the KB does not know listed with objects it knows ("Portuguese and Galician", "Spanish, Quechua or X"): each is
     * an object too.
     */
    private List<Span> listedWith(Clause c, List<Lexicon.Mention> objects) {
        var out = new ArrayList<Span>();
        for (Span name : unlinkedNames(c)) {
            for (var o : objects) {
                String between = name.start() >= o.end() ? c.text().substring(c.tokens().get(o.end() - 1).end(), c.tokens().get(name.start()).start())
                        : o.start() >= name.end() ? c.text().substring(c.tokens().get(name.end() - 1).end(), c.tokens().get(o.start()).start()) : null;
                if (between != null && between.strip().matches(",|and|or|, and|, or")) {
                    out.add(name);
                    break;
                }
            }
        }
        return out;
    }

    private boolean isName(Words.Token t) {
        return t.capitalised() && !policy.notNames().contains(t.norm()) && !policy.clauseWords().contains(t.norm())
                && !policy.openingClauseWords().contains(t.norm()) && !Character.isDigit(t.text().charAt(0));
    }

    private static String statements(List<Fact> facts) {
        return facts.stream().map(Fact::statement).collect(Collectors.joining("; "));
    }

    private static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
