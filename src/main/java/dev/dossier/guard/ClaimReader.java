package dev.dossier.guard;

import dev.dossier.facts.Cardinality;
import dev.dossier.facts.Fact;
import dev.dossier.facts.Relation;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Reads claims out of text and judges each against one knowledge base. The text is split into clauses
 * ({@link Clauses}); in each clause the lexicon finds the KB's names; a relation is expressed when one
 * of its cues occurs (or, for relations whose objects say it, when one of its objects is named); the subject is the
 * entity marked as such ("of France", "France's", "in Andorra"), else the first entity that is not an object, else
 * the subject of the previous clause when a pronoun refers to it ("Its capital is Paris"). Negation flips the verdict;
 * a clause placed in time ("since the 19th century") is unknown, as the KB is timeless. Nothing here knows the
 * wording of any particular data set: cues and object names come from the relation definitions and the KB.
 * <p>
 * How a text becomes clauses is {@link Clauses}; what one clause says before any relation is read (its names, cue
 * stems, negation and its scope, time words, pronouns, names the KB does not know) is {@link ClauseScan}; this class
 * chooses each relation's subjects and objects in it and judges them. When that reading would contradict a claim, the
 * sentence's dependency parse ({@link ParsedText}, {@link ParsedSubject}) is asked which entity the claim is about; a
 * claim the KB holds for that entity is read as about it. Where a cue stands and what its place says is {@link CueWords};
 * another spelling of a value is {@link Spellings}; a group of countries named before ("Both countries") is {@link Group};
 * what the lists and phrases around a name say of whose value it is ("Chilean and Argentine pesos", "its neighbours Peru
 * and Chile") is {@link Lists}; which other country a claim that would be contradicted may be about ("Buenos Aires, the
 * capital"), and what "the South" stands for, is {@link Attribution}; a linked subject is {@link Subject}.
 * <p>
 * About 900 lines: choosing a clause's subjects and objects and judging each pair share the clause's scan, the claims
 * already made of it and the text being read; the rules that need only the clause's words are in the classes above.
 */
final class ClaimReader {

    private final GuardPolicy policy;
    private final Clauses clauses;
    /** The policy's name negations, split into words once. */
    private final List<List<String>> nameNegations;

    private final SentenceParser parser;
    private final ParsedSubject subjects;
    private final ParsedNegation negation;
    private final Disavowal disavowal;

    ClaimReader(GuardPolicy policy) {
        this(policy, SentenceParser.NONE);
    }

    ClaimReader(GuardPolicy policy, SentenceParser parser) {
        this.policy = policy;
        this.parser = parser;
        this.subjects = new ParsedSubject(policy);
        this.negation = new ParsedNegation(policy);
        this.clauses = new Clauses(policy);
        this.disavowal = new Disavowal(policy);
        this.nameNegations = policy.nameNegations().stream().map(p -> List.of(p.split("\\s+"))).toList();
    }

    /** The words that ask which one of a kind a question means ("which country", "what nation"). */
    private static final Set<String> WH_DETERMINERS = Set.of("which", "what");

    List<CheckedClaim> read(KbIndex index, String text) {
        var claims = new ArrayList<CheckedClaim>();
        String last = null;
        var bounds = Clauses.bounds(text);
        var directions = Attribution.directions(policy, index, text);
        var source = new ParsedText(text, bounds, parser, subjects, negation, t -> new ClauseScan(policy, nameNegations, index, t, directions));
        var before = new ClauseBefore(policy, nameNegations);
        String previous = null;
        String previousSubject = null;
        int previousClaims = 0;
        var sentenceOf = new ArrayList<Integer>();
        for (String said : clauses.of(text, bounds, word -> index.cueWords.getOrDefault(Words.stem(word), Set.of()))) {
            String clause = disavowal.read(said);
            String denied = before.denial(previous, clause);
            if (denied != null && previousClaims < claims.size()) {
                // "Common myth: that Chewa is official in Guyana. It is not.": the clause before, read again as refuted
                claims.subList(previousClaims, claims.size()).clear();
                last = readClause(index, source, denied, previousSubject, claims, directions);
                previous = null;
                inSentence(sentenceOf, claims.size(), source.sentence());
                continue;
            }
            var read = before.standIn(index, previous, clause, directions);
            source.reading(read.text());
            int saidBefore = previousClaims;
            previousClaims = claims.size();
            previousSubject = last;
            last = readClause(index, source, read.text(), last, claims, directions);
            previous = clause;
            inSentence(sentenceOf, claims.size(), source.sentence());
            if (read.corrects()) {
                previousClaims -= withdraw(claims, sentenceOf, saidBefore, previousClaims);
            }
        }
        return withoutCorrected(index, claims, sentenceOf);
    }

    /**
     * Removes the claims [from, to) that a correction after them withdraws: those that give the subject and relation of one
     * of the claims from {@code to} on another object ("Earlier I listed Greece as a neighbour of Türkiye; the one I was
     * thinking of is South Korea" no longer says Türkiye borders Greece). Denials stay. Returns how many were removed.
     */
    private static int withdraw(List<CheckedClaim> claims, List<Integer> sentenceOf, int from, int to) {
        var corrections = claims.subList(to, claims.size());
        int removed = 0;
        for (int i = to - 1; i >= from; i--) {
            var said = claims.get(i);
            if (!said.negated() && said.subjectId() != null && corrections.stream().anyMatch(c -> said.subjectId().equals(c.subjectId())
                    && said.relation().equals(c.relation()) && !Objects.equals(said.object(), c.object()))) {
                claims.remove(i);
                sentenceOf.remove(i);
                removed++;
            }
        }
        return removed;
    }

    /** Keeps {@code sentenceOf} as long as the claims, the ones added last being in {@code sentence}. */
    private static void inSentence(List<Integer> sentenceOf, int claims, int sentence) {
        while (sentenceOf.size() > claims) {
            sentenceOf.remove(sentenceOf.size() - 1);
        }
        while (sentenceOf.size() < claims) {
            sentenceOf.add(sentence);
        }
    }

    /**
     * A relation with one object per subject cannot hold two in the writer's mind at once: when one sentence gives a
     * subject two of its objects in two of its clauses, the later one stands and the earlier is what it corrects ("I had
     * Finland down under the Americas, but it is in Europe"; "My first pin went in Asia; moved it, it is in Africa"). The
     * earlier claim is dropped whatever the KB says of either, so a correction to a wrong value is judged as that value.
     * Denied claims take no part ("in Europe, not in Asia"), nor two objects in one clause (a list).
     */
    private static List<CheckedClaim> withoutCorrected(KbIndex index, List<CheckedClaim> claims, List<Integer> sentenceOf) {
        var kept = new ArrayList<CheckedClaim>(claims.size());
        for (int i = 0; i < claims.size(); i++) {
            var earlier = claims.get(i);
            boolean corrected = false;
            for (int j = i + 1; j < claims.size() && !corrected && !earlier.negated() && earlier.subjectId() != null; j++) {
                var later = claims.get(j);
                corrected = sentenceOf.get(j).equals(sentenceOf.get(i)) && !later.negated() && earlier.subjectId().equals(later.subjectId())
                        && earlier.relation().equals(later.relation()) && !earlier.text().equals(later.text())
                        && !Objects.equals(earlier.object(), later.object()) && oneObject(index, earlier.relation());
            }
            if (!corrected) {
                kept.add(earlier);
            }
        }
        return kept;
    }

    private static boolean oneObject(KbIndex index, String relation) {
        return index.relations.stream().anyMatch(c -> c.relation().name().equals(relation) && c.relation().cardinality() == Cardinality.ONE);
    }

    /** Adds the clause's claims; returns the subject a following pronoun refers to. */
    private String readClause(KbIndex index, ParsedText source, String clause, String previousSubject, List<CheckedClaim> claims,
                              Map<String, String> directions) {
        var context = new ClauseScan(policy, nameNegations, index, clause, directions);
        var tokens = context.tokens();
        if (tokens.isEmpty()) {
            return previousSubject;
        }
        var mentions = context.mentions();
        // a country compared with the subject is none ("Like Senegal, it uses ...")
        // (nor one a value is said to differ from: "the Saudi riyal is a different currency from the Qatari one")
        var entityMentions = context.entityMentions().stream().filter(m -> m.start() == 0 || !policy.comparisons().contains(tokens.get(m.start() - 1).norm()))
                .filter(m -> !contrasted(tokens, m)).toList();
        boolean[] named = context.named();
        // the text's topic: the first country it names ("Morocco had been on my list for years.")
        entityMentions.stream().filter(m -> !m.adjectiveOnly()).findFirst().ifPresent(m -> source.subject(m.entityIds().get(0)));
        // a group of the countries named before ("Both countries use the peso"), when no name comes before it
        var group = Group.of(tokens, named, policy.clauseWords());
        List<String> members = group == null || entityMentions.stream().anyMatch(m -> m.start() < group.end()) ? List.of() : source.lastNamed(group.size());
        if (group != null && members.size() != group.size()) {
            members = List.of();
        }
        source.named(entityMentions.stream().filter(m -> !m.adjectiveOnly()).map(m -> m.entityIds().get(0)).toList());
        // "its neighbours Argentina, Peru and Colombia all have Spanish", "while its neighbour uses the CFA franc": the phrase
        // names other countries, the ones listed in it (or none), not the one the pronoun refers to
        var others = Lists.othersNamed(policy, index, context);
        boolean respectively = tokens.stream().anyMatch(t -> t.norm().equals("respectively"));
        int asked = askedAt(clause);
        // (unless the sentence says the believer is right: "Most people assume Sydney is the capital, and they are right")
        int believedFrom = context.believedFrom();
        int believedAt = believedFrom >= 0 && endorsed(source.restOfSentence(clause))
                ? -1 : believedFrom >= 0 || !disputedAfter(source.restOfSentence(clause), clause) ? believedFrom
                : context.saidFrom(); // (a report disputed after: "The old guidebook says Czechia uses the won, but it is actually the koruna")
        var answer = asked > 0 ? answerOf(context, asked) : null;
        int[] mistaken = context.mistaken();
        String subjectOfClause = null;
        var seen = new HashSet<String>();
        for (var cued : index.relations) {
            Relation r = cued.relation();
            var cueWords = cued.cueStems().stream().filter(context::says).findFirst().orElse(null);
            boolean cue = cueWords != null;
            var cueAt = CueWords.at(context, cueWords);
            List<Lexicon.Mention> objects = r.objectsAreEntities() ? entityMentions.stream().filter(m -> !m.adjectiveOnly()).toList()
                    : mentions.stream().filter(m -> !m.values(r.name()).isEmpty() && !(r.areas() && context.nearby().contains(m))
                            && !Lists.qualifiesAnother(index, context, m, cued) && !Lists.listedWithCountries(context, m, r)).toList();
            // a question read with its answer: the answer's objects, not the question's alternatives ("Does Russia count as
            // Europe or Asia? A: It's listed under Asia")
            if (asked > 0 && objects.stream().anyMatch(m -> tokens.get(m.start()).start() > asked)) {
                objects = objects.stream().filter(m -> tokens.get(m.start()).start() > asked).toList();
            }
            // what was done by mistake names no value ("I brought Jersey pound notes for Algeria by mistake")
            if (mistaken != null && !r.objectsAreEntities()) {
                objects = objects.stream().filter(m -> m.start() < mistaken[0] || m.start() >= mistaken[1]).toList();
            }
            // what someone else believes, or anyone asks, is not claimed ("my cousin thinks switzerland uses euros")
            if (believedAt >= 0 && cueAt.stream().allMatch(k -> k > believedAt)) {
                objects = objects.stream().filter(m -> m.end() <= believedAt).toList();
                // (a border believed is no border claimed, whatever is named before the belief: "Ecuador is the odd one out —
                // people assume it touches Chile")
                if (objects.isEmpty() || r.objectsAreEntities() && cue) {
                    continue;
                }
            }
            // (a country a question describes is the one its answer names: "Q: Which country borders Iran? A: Cambodia.")
            if (!cue && !(r.impliedByObject() && !r.objectsAreEntities() && !objects.isEmpty()) || cueAt.stream().anyMatch(k -> answer == null && context.describedBefore(k) || context.quantifiedBefore(k))) {
                continue;
            }
            if (!r.objectsAreEntities() && cue && objects.size() > 1) {
                objects = antecedentList(context, objects, cueAt);
            }
            double factor = cue ? 1 : policy.confidence().impliedRelation();
            var subjects = new ArrayList<Subject>();
            // "lies in Micronesia": a name that is a value of the relation is its object, not a subject marked by "in"
            var marked = entityMentions.stream().filter(m -> marked(context, m, cued)
                    && (r.objectsAreEntities() || m.values(r.name()).isEmpty() || tokens.get(m.end() - 1).possessive())).toList();
            if (respectively && !r.objectsAreEntities() && marked.size() == 1 && !tokens.get(marked.get(0).end() - 1).possessive()) {
                // "the capitals of Estonia, Latvia and Lithuania ... respectively": the names listed after a marked one are too
                marked = Lists.countriesListedFrom(context, marked.get(0));
            } else if (!r.objectsAreEntities() && objects.size() == 1 && marked.size() == 1 && !tokens.get(marked.get(0).end() - 1).possessive()) {
                // "Spanish is official in Peru, Chile and Brazil": every country of the list the marker opens holds the one value
                var listed = Lists.countriesListedFrom(context, marked.get(0));
                if (listed.size() > 1 && Lists.joinedByAnd(context, listed.get(listed.size() - 1))) {
                    marked = listed;
                }
            }
            // a pronoun before every entity ("It borders ..."), a label without one ("Neighbours: Ecuador, Colombia"), or a
            // fronted participial phrase, read after its main clause ("Wedged between Belgium, France and Germany")
            boolean pronounFirst = previousSubject != null && marked.isEmpty() && (context.leadingPronoun() >= 0
                    && (entityMentions.isEmpty() || context.leadingPronoun() < entityMentions.get(0).start()) || context.labelBefore(cued, objects)
                    // (not "Noted that Belize has ...", nor a country right after the participle: "Added Sierra Leone (SLL) and ...")
                    || Clauses.participle(tokens.get(0)) && !named[0] && !(tokens.size() > 1 && (tokens.get(1).norm().equals("that") || named[1]))
                    || r.objectsAreEntities() && CueWords.qualifiesFirstEntity(context, entityMentions, cued));
            // a demonym is a subject when it qualifies the relation's word ("the Belgian capital"), else only when nothing else is
            var proper = entityMentions.stream().filter(m -> !m.adjectiveOnly()).toList();
            var objectsHere = objects;
            // (not one coordinated with a value that it shares the last word of: "in Chilean and Argentine pesos" names two
            // currencies, of no subject)
            var adjectives = proper.isEmpty() ? entityMentions.stream().filter(m -> !Lists.sharesValueWord(context, m, objectsHere)).toList() : proper;
            // a demonym after every object of a relation no word names qualifies something else, not the objects' holder
            // ("the NOK amount will look different from the price on our Finnish site")
            var candidates = !cue && proper.isEmpty() && marked.isEmpty() && !adjectives.isEmpty() && !objects.isEmpty()
                    && objects.stream().allMatch(o -> o.end() <= adjectives.get(0).start()) ? List.<Lexicon.Mention>of() : adjectives;
            var groupMembers = members;
            boolean grouped = !members.isEmpty() && marked.isEmpty() && (!group.reciprocal() || r.objectsAreEntities() && cue
                    && proper.stream().allMatch(m -> groupMembers.contains(m.entityIds().get(0))));
            if (cue && r.objectsAreEntities() && answer == null && CueWords.ownerUnsaid(context, cueAt)) {
                continue; // "Chile, easy, Uruguay is a neighbour": of a country not named here
            }
            if (cue && r.objectsAreEntities() && answer == null && CueWords.route(policy, cueWords)) {
                // "You can drive from France straight into Portugal": each stop of the route is related to the next
                var stops = CueWords.routeStops(policy, context, proper);
                for (int k = 1; k < stops.size(); k++) {
                    judge(index, source, context, r, Subject.of(stops.get(k - 1), policy), stops.get(k), factor, cueAt, claims, seen);
                }
                if (subjectOfClause == null && !stops.isEmpty()) {
                    subjectOfClause = stops.get(0).entityIds().get(0);
                }
                continue;
            }
            if (answer != null) {
                // "Which country borders both France and Spain? Andorra!": the answer is the subject, the question's countries its objects
                subjects.add(Subject.of(answer, policy));
                if (r.objectsAreEntities()) {
                    objects = proper.stream().filter(m -> m != answer).toList();
                }
            } else if (others != null && others.relation() != cued) {
                if (others.listed().isEmpty()) {
                    continue;
                }
                others.listed().forEach(m -> subjects.add(Subject.of(m, policy)));
                objects = objects.stream().filter(m -> !others.listed().contains(m)).toList();
            } else if (grouped) {
                // "Both countries use the peso": each country of the group is a subject
                members.forEach(id -> subjects.add(Subject.member(id, groupMembers, policy)));
                if (r.objectsAreEntities()) {
                    objects = proper.stream().filter(m -> !groupMembers.contains(m.entityIds().get(0))).toList();
                }
            } else if (r.objectsAreEntities()) {
                var ofWhich = Lists.ofWhich(context, proper, cueAt);
                var qualified = proper.isEmpty() ? null : proper.get(0);
                if (pronounFirst && qualified != null && CueWords.qualifiesFirstEntity(context, entityMentions, cued)
                        && relativeAfter(context, qualified, cued)) {
                    // "neighbouring Turkmenistan, which also shares a border with Kyrgyzstan": the neighbour of the one spoken of
                    // before is the subject of the relative clause after it
                    var neighbour = qualified;
                    judge(index, source, context, r, Subject.carried(previousSubject, policy), neighbour, factor, cueAt, claims, seen);
                    subjects.add(Subject.of(neighbour, policy));
                    objects = proper.stream().filter(m -> m.start() > neighbour.start()).toList();
                } else if (pronounFirst) {
                    // "and it borders China, Laos and Cambodia": the pronoun is the subject, every entity an object
                    subjects.add(Subject.carried(previousSubject, policy));
                    objects = entityMentions.stream().filter(m -> !m.adjectiveOnly()).toList();
                } else if (!ofWhich.isEmpty()) {
                    // "ministers from Burundi, Uganda and Tanzania, all of which border Rwanda": each listed country borders those after
                    var listed = ofWhich;
                    listed.forEach(m -> subjects.add(Subject.of(m, policy)));
                    int end = listed.get(listed.size() - 1).end();
                    objects = proper.stream().filter(m -> m.start() > end).toList();
                    if (objects.isEmpty()) {
                        // "Tanzania hosted talks with Kenya, Uganda and Somalia, all of which border it": the country named before
                        objects = proper.stream().filter(m -> m.end() <= listed.get(0).start()).limit(1).toList();
                    }
                } else if (!entityMentions.isEmpty()) {
                    var s = marked.isEmpty() ? candidates.get(0) : marked.get(0);
                    subjects.add(Subject.of(s, policy));
                    objects = entityMentions.stream().filter(m -> m != s && !m.adjectiveOnly()).toList();
                    if (marked.isEmpty()) {
                        // "Czechia, Slovakia and Ukraine all border Poland": the names listed with the subject are subjects too
                        var listed = CueWords.listedSubjects(context, s, objects, cueAt);
                        listed.forEach(m -> subjects.add(Subject.of(m, policy)));
                        objects = objects.stream().filter(m -> !listed.contains(m)).toList();
                    }
                }
            } else if (pronounFirst) {
                if (context.plural() && Attribution.ownedByNamed(index, source, r, previousSubject, objects)) {
                    continue; // "their currencies, the South Korean won and the North Korean won"
                }
                subjects.add(Subject.carried(previousSubject, policy)); // "The country lies in Europe"
            } else {
                // (nor a demonym that is the value of another relation the clause says: "where English and French are both official
                // and we pay in Mauritian rupees" names no French currency)
                var chosen = !marked.isEmpty() ? marked : candidates.stream().filter(m -> m.values(r.name()).isEmpty()
                        && !(m.adjectiveOnly() && valueOfAnotherSaid(index, context, m, cued))).toList();
                if (chosen.isEmpty() && !proper.isEmpty()) {
                    chosen = List.of(proper.get(0));
                }
                if (chosen.size() > 1) {
                    // a country named in an aside is none of what is said outside it ("cross into Armenia (Georgia is its northern
                    // neighbour) and overnight in Yerevan, the capital")
                    var said = Stream.concat(cueAt.stream(), objects.stream().map(Lexicon.Mention::start)).toList();
                    var outside = chosen.stream().filter(m -> !context.asideFrom(m, said)).toList();
                    if (!outside.isEmpty()) {
                        chosen = outside;
                    }
                }
                if (chosen.size() > 1 && marked.isEmpty() && !objects.isEmpty()) {
                    // a relative clause says its value of the name it follows: "Saint Martin borders Sint Maarten, where prices
                    // are in Netherlands Antillean guilders" names Sint Maarten's currency, not Saint Martin's
                    int firstObject = objects.stream().mapToInt(Lexicon.Mention::start).min().orElseThrow();
                    var antecedent = chosen.stream().filter(m -> m.end() <= firstObject && m.end() < tokens.size()
                            && TimeWords.RELATIVE_WORDS.contains(tokens.get(m.end()).norm())).reduce((a, b) -> b);
                    if (antecedent.isPresent()) {
                        chosen = List.of(antecedent.get());
                    }
                }
                if (chosen.size() > 1 && marked.isEmpty()) {
                    // a name right after another relation's word is that relation's object, not this one's subject: "Gibraltar,
                    // which borders Spain and uses the Gibraltar pound"
                    var subjectsOnly = chosen.stream().filter(m -> !Attribution.objectOfAnother(index, context, m, cued)).toList();
                    if (!subjectsOnly.isEmpty()) {
                        chosen = subjectsOnly;
                    }
                }
                var picked = chosen;
                // subjects listed and then "both" ("Israel and Jordan both use the Jordanian dinar"): the claim is each one's, not
                // to be read for another of them that holds it
                int listEnd = chosen.isEmpty() ? 0 : chosen.get(chosen.size() - 1).end();
                int said = Stream.concat(cueAt.stream(), objects.stream().map(Lexicon.Mention::start)).filter(k -> k >= listEnd)
                        .mapToInt(Integer::intValue).min().orElse(-1);
                var coordinated = Lists.coordinated(context, chosen, said) ? chosen.stream().map(m -> m.entityIds().get(0)).toList() : List.<String>of();
                chosen.forEach(m -> subjects.add(Subject.of(m, policy, context).in(coordinated)));
                objects = objects.stream().filter(m -> !picked.contains(m)).toList();
            }
            if (subjects.isEmpty()) {
                // "its official languages", or a label without a subject ("Capital: Lima") after a sentence about the country
                if (previousSubject != null && (context.pronoun() || cue && (!objects.isEmpty() || context.labelled() || context.unmarkedNameOnly()))) {
                    // "traders will keep paying in the Kenyan shilling and the Tanzanian shilling", after a clause on Uganda; "their
                    // currencies, the South Korean won and the North Korean won"
                    if ((!context.pronoun() || context.plural()) && Attribution.ownedByNamed(index, source, r, previousSubject, objects)) {
                        continue;
                    }
                    subjects.add(Subject.carried(previousSubject, policy));
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
            if (objects.isEmpty() && grouped && cue && r.objectsAreEntities()) {
                // "the two countries share a long border": each borders the others
                for (Subject s : subjects) {
                    for (Subject t : subjects) {
                        if (s != t) {
                            var other = new Lexicon.Mention(tokens.size() - 1, tokens.size(), index.entities.get(t.id()).name(), List.of(new Lexicon.EntitySense(t.id(), false)));
                            judge(index, source, context, r, s, other, factor, cueAt, claims, seen);
                        }
                    }
                }
                continue;
            }
            if (objects.isEmpty()) {
                if (cue && !r.objectsAreEntities()) {
                    unlinkedObject(index, context, r, subjects, claims, seen, factor);
                }
                continue;
            }
            if (cue && !r.objectsAreEntities() && r.decidesAbsence() && !r.areas()) {
                for (var listed : context.listedWith(objects)) {
                    unlinkedObject(index, context, r, subjects, claims, seen, factor, listed);
                }
            }
            int judged = claims.size();
            if (respectively && subjects.size() > 1 && subjects.size() == objects.size()) {
                // "Tallinn, Riga and Vilnius are the capitals of Estonia, Latvia and Lithuania respectively": in order, one each,
                // and each its own (not read for another of them that holds it)
                var ids = subjects.stream().map(Subject::id).toList();
                var inOrder = objects.stream().sorted(Comparator.comparingInt(Lexicon.Mention::start)).toList();
                for (int k = 0; k < subjects.size(); k++) {
                    judge(index, source, context, r, subjects.get(k).in(ids), inOrder.get(k), factor, cueAt, claims, seen);
                }
                continue;
            }
            for (Subject s : subjects) {
                // one object per subject: next to the one the KB holds, another is no second claim ("Praia, on the island of Santiago")
                // (only after it: "is Kinshasa, just across the river from Brazzaville" still names Kinshasa)
                // (several subjects share the objects out: "The two use different currencies: the North Korean won and ...",
                // "Norway pays in kroner and Sweden in kronor")
                int heldAt = objects.size() < 2 || r.cardinality() != Cardinality.ONE && subjects.size() < 2 ? Integer.MAX_VALUE
                        : objects.stream().filter(o -> !context.negated(o) && holds(index, r, s, o)).mapToInt(Lexicon.Mention::start).min().orElse(Integer.MAX_VALUE);
                // (a `one` relation's word names one object, the nearest: "We started in Vilnius, then took the bus north to
                // Riga, capital of Latvia" says nothing of Vilnius)
                var nearest = r.cardinality() == Cardinality.ONE && subjects.size() == 1 && objects.size() > 1 ? nearestToCue(objects, cueAt) : null;
                // a list of things from countries, the subject's own value among them, the others qualified by the countries
                // that hold them ("a 20 Swiss franc note from Switzerland, a Danish 100-krone note and a Czech 200-koruna note"):
                // those are theirs ("Switzerland uses the Swiss franc and the Danish krone" is still a claim)
                boolean ownNamed = !r.objectsAreEntities() && subjects.size() == 1 && objects.size() > 1 && heldBy(index, r, s, objects)
                        && context.mentions().stream().anyMatch(m -> m.entityIds().contains(s.id()) && m.start() > 0 && tokens.get(m.start() - 1).norm().equals("from"));
                for (var o : objects) {
                    if (ownNamed && !context.negated(o) && !holds(index, r, s, o) && Lists.ownedElsewhere(index, context, r, s, o)) {
                        continue;
                    }
                    boolean said = nearest != null ? o == nearest : o.start() <= heldAt && !(subjects.size() > 1 && heldAt < Integer.MAX_VALUE);
                    if (said || context.negated(o) || holds(index, r, s, o)) {
                        judge(index, source, context, r, s, o, factor, cueAt, claims, seen);
                    }
                }
            }
            // several subjects that each hold one of the objects leave an object none holds to the subject named nearest
            // before it ("Uganda, which borders Kenya and where French is an official language alongside English")
            if (subjects.size() > 1) {
                var inClause = objects;
                for (var o : inClause) {
                    var owner = nearestBefore(subjects, o);
                    if (owner != null && !context.negated(o) && subjects.stream().allMatch(s -> !holds(index, r, s, o) && heldBy(index, r, s, inClause))) {
                        judge(index, source, context, r, owner, o, factor, cueAt, claims, seen);
                    }
                }
            }
            // a name several entities share, read as one of the others ("the dominican capital, Santo Domingo"), is that one
            // for the clauses after
            var first = subjects.get(0);
            var meant = claims.subList(judged, claims.size()).stream().map(CheckedClaim::subjectId).filter(first.alsoMeant()::contains).findFirst();
            if (first.id().equals(subjectOfClause) && meant.isPresent()) {
                subjectOfClause = meant.get();
            }
        }
        if (subjectOfClause != null) {
            return subjectOfClause;
        }
        // a clause that says nothing of the KB's relations changes the subject, unless it continues the last one ("..., and by
        // Mozambique on the east") or its subject is a pronoun of it; with no subject before, its first country is the one
        if (answer != null) {
            return answer.entityIds().get(0);
        }
        int pronoun = context.leadingPronoun();
        boolean continues = policy.clauseWords().contains(tokens.get(0).norm())
                || previousSubject != null && pronoun >= 0 && !entityMentions.isEmpty() && pronoun < entityMentions.get(0).start(); // "it is surrounded by Senegal"
        // (a country's name before a demonym: "guessed Niuean as an official language of Somalia" is about Somalia)
        var first = entityMentions.stream().filter(m -> !m.adjectiveOnly()).findFirst().orElse(entityMentions.isEmpty() ? null : entityMentions.get(0));
        return first == null || continues && previousSubject != null ? previousSubject : first.entityIds().get(0);
    }

    /**
     * Whether the clause after {@code clause} in its sentence {@code rest} (the clause and what follows it) opens with one of
     * the policy's disputes: "..., but it is in Middle Africa", "...; actually, Uzbek is".
     */
    private boolean disputedAfter(String rest, String clause) {
        if (!rest.startsWith(clause) || rest.length() == clause.length()) {
            return false;
        }
        var next = Words.tokens(rest.substring(clause.length()));
        String between = rest.substring(clause.length(), clause.length() + (next.isEmpty() ? 0 : next.get(0).start()));
        // (a dispute among the next clause's first words: "...; I was wrong, it is in Oceania")
        boolean disputes = next.stream().limit(DISPUTE_WORDS).anyMatch(w -> policy.disputes().contains(w.norm()));
        return !next.isEmpty() && (disputes || ClauseBefore.correcting(policy, next, 0)) && CLAUSE_PUNCTUATION.matcher(between).find();
    }

    /**
     * Whether {@code rest} (a clause and what follows it in its sentence) says a belief is right ("Most people assume
     * Sydney is the capital, and they are right"): one of the policy's endorsements, not one that names the right value
     * instead ("the correct one is Icelandic").
     */
    private boolean endorsed(String rest) {
        var words = Words.tokens(rest);
        for (int i = 0; i < words.size(); i++) {
            if (policy.endorsements().contains(words.get(i).norm()) && !(i > 0 && ClauseBefore.correcting(policy, words, i - 1))) {
                return true;
            }
        }
        return false;
    }

    /** How many words at the start of the next clause a dispute may be among ("I was wrong"). */
    private static final int DISPUTE_WORDS = 3;

    /** Punctuation that ends a clause before the next one: a comma, semicolon, colon or dash. */
    private static final Pattern CLAUSE_PUNCTUATION = Pattern.compile("[,;:—–]");

    /**
     * Where the question a clause reads with its answer ends (a character of the clause), or -1: its question mark, or in a
     * request labelled as a question, the full stop before the answer's label ("Q: Name an official language of Bhutan.
     * A: Dzongkha.").
     */
    static int askedAt(String clause) {
        int mark = clause.indexOf('?');
        if (mark >= 0 || !Clauses.QUESTION_LABEL.matcher(clause).lookingAt()) {
            return mark;
        }
        var m = LABELLED_ANSWER.matcher(clause);
        return m.find() ? m.start() : -1;
    }

    /** The end of a request and the label of its answer: ". A: ", ". Answer: ". */
    private static final Pattern LABELLED_ANSWER = Pattern.compile("[.!]\\s+(?:A|Answer)\\s*[:.)]\\s", Pattern.CASE_INSENSITIVE);

    /** Words that, in a request, open the noun for what it asks: "Name a country that ...". */
    private static final Set<String> REQUESTED = Set.of("a", "an", "one", "another");

    /**
     * The country that answers a question asking for one, "which" or "what" and a noun of the policy's pronouns ("Which
     * country borders both France and Spain? Andorra!"): the one country named after the question mark {@code asked}
     * (a character of the clause); null when the question asks for something else or the answer names none or several.
     */
    private Lexicon.Mention answerOf(ClauseScan context, int asked) {
        var tokens = context.tokens();
        boolean request = context.text().charAt(asked) != '?'; // "Q: Name a country that borders Iran. A: ..."
        boolean asksCountry = false;
        for (int i = 0; i + 1 < tokens.size() && tokens.get(i + 1).start() < asked; i++) {
            String next = tokens.get(i + 1).norm();
            asksCountry |= (WH_DETERMINERS.contains(tokens.get(i).norm()) || request && REQUESTED.contains(tokens.get(i).norm()))
                    && policy.pronouns().contains(next) && EnglishWords.noun(next);
        }
        if (!asksCountry) {
            return null;
        }
        var answers = context.entityMentions().stream().filter(m -> !m.adjectiveOnly() && tokens.get(m.start()).start() > asked).toList();
        return answers.size() == 1 ? answers.get(0) : null;
    }

    /**
     * The values a relative clause with the relation's word, or an apposition opening with it, is about: the list that ends
     * right before the relative word ("plus Tswana, which is official in Botswana" is about Tswana, not the languages listed
     * before it; "Zulu and Xhosa, which are official in South Africa" about both; "against the US dollar, the currency of the
     * United States" about the US dollar); all {@code objects} when no relative word follows the last of them before the
     * relation's word, or the relative clause names no country.
     */
    private static List<Lexicon.Mention> antecedentList(ClauseScan c, List<Lexicon.Mention> objects, List<Integer> cueAt) {
        var tokens = c.tokens();
        int cueStart = cueAt.stream().mapToInt(Integer::intValue).min().orElse(-1);
        Lexicon.Mention antecedent = null;
        for (var o : objects) {
            if (o.end() < tokens.size() && o.end() < cueStart && (TimeWords.RELATIVE_WORDS.contains(tokens.get(o.end()).norm())
                    || ClauseScan.ARTICLES.contains(tokens.get(o.end()).norm()) && cueAt.contains(o.end() + 1))) {
                antecedent = o;
            }
        }
        var last = antecedent;
        // (the clause names the holder: "the euro, which is now its currency" is about the subject before it)
        if (last == null || objects.stream().anyMatch(o -> o.start() > last.start())
                || c.entityMentions().stream().noneMatch(m -> !m.adjectiveOnly() && m.start() > last.end())) {
            return objects;
        }
        var mentions = c.mentions();
        int k = mentions.indexOf(antecedent);
        var listed = new ArrayList<Lexicon.Mention>(List.of(antecedent));
        while (k > 0 && objects.contains(mentions.get(k - 1)) && Lists.joined(c, mentions.get(k - 1), mentions.get(k)) > 0) {
            listed.add(0, mentions.get(--k));
        }
        return List.copyOf(listed);
    }

    /** Whether "from" or "than" (an article between or not) comes right before {@code m}, after a word of {@code contrasts}. */
    private boolean contrasted(List<Words.Token> tokens, Lexicon.Mention m) {
        int k = m.start() - 1;
        if (k > 0 && ClauseScan.ARTICLES.contains(tokens.get(k).norm())) {
            k--;
        }
        if (k < 1 || !CONTRAST_MARKERS.contains(tokens.get(k).norm())) {
            return false;
        }
        return tokens.subList(0, k).stream().anyMatch(t -> policy.contrasts().contains(t.norm()));
    }

    /** The words after a word of difference that introduce what is compared ("different from", "other than"). */
    private static final Set<String> CONTRAST_MARKERS = Set.of("from", "than");

    /** Whether a relative word follows {@code m} (a comma between or not), and a word of the relation comes after it. */
    private static boolean relativeAfter(ClauseScan c, Lexicon.Mention m, KbIndex.CuedRelation r) {
        var tokens = c.tokens();
        return m.end() < tokens.size() && TimeWords.RELATIVE_WORDS.contains(tokens.get(m.end()).norm())
                && java.util.stream.IntStream.range(m.end() + 1, tokens.size()).anyMatch(k -> r.cueStems().stream().anyMatch(cue -> cue.contains(c.stem(k))));
    }

    /** Whether {@code m} is a value of a relation other than {@code cued} whose words the clause says. */
    private static boolean valueOfAnotherSaid(KbIndex index, ClauseScan context, Lexicon.Mention m, KbIndex.CuedRelation cued) {
        return index.relations.stream().anyMatch(other -> other != cued && !m.values(other.relation().name()).isEmpty()
                && other.cueStems().stream().anyMatch(context::says));
    }

    /** Whether {@code s} holds one of {@code objects}. */
    private static boolean heldBy(KbIndex index, Relation r, Subject s, List<Lexicon.Mention> objects) {
        return objects.stream().anyMatch(o -> holds(index, r, s, o));
    }

    /** The subject whose name is nearest before {@code o}, or null when none is named before it. */
    private static Subject nearestBefore(List<Subject> subjects, Lexicon.Mention o) {
        return subjects.stream().filter(s -> s.at() >= 0 && s.at() < o.start()).max(Comparator.comparingInt(Subject::at)).orElse(null);
    }

    /** The object nearest to a word of the relation's cue (the first of two as near), or null without a cue. */
    private static Lexicon.Mention nearestToCue(List<Lexicon.Mention> objects, List<Integer> cueAt) {
        Lexicon.Mention best = null;
        int distance = Integer.MAX_VALUE;
        for (var o : objects) {
            for (int k : cueAt) {
                int d = k < o.start() ? o.start() - k : Math.max(0, k - o.end() + 1);
                if (d < distance) {
                    distance = d;
                    best = o;
                }
            }
        }
        return best;
    }

    /**
     * Marked as the subject: "France's", "of France", "Sudan, whose capital", or a demonym before the relation's word ("the
     * Belgian capital").
     */
    private boolean marked(ClauseScan c, Lexicon.Mention m, KbIndex.CuedRelation r) {
        var tokens = c.tokens();
        if (m.adjectiveOnly()) {
            // "the Finnish capital", and "Oslo the Norwegian one" after it: "one" stands for the relation's word said before
            return m.end() < tokens.size() && (CueWords.relationWord(r, c.stem(m.end()))
                    || tokens.get(m.end()).norm().equals("one") && CueWords.at(c, r.cueStems().stream().filter(c::says).findFirst().orElse(List.of()))
                            .stream().anyMatch(k -> k < m.start()));
        }
        if (tokens.get(m.end() - 1).possessive() || whose(c, m, r)) {
            return true;
        }
        // ("in the Gambia": an article may stand between a marker other than "of" and the name)
        if (m.start() >= 2 && ClauseScan.ARTICLES.contains(tokens.get(m.start() - 1).norm()) && !tokens.get(m.start() - 2).norm().equals("of")
                && policy.subjectMarkers().contains(tokens.get(m.start() - 2).norm())) {
            return true;
        }
        if (m.start() == 0 || !policy.subjectMarkers().contains(tokens.get(m.start() - 1).norm())) {
            return false;
        }
        if (!tokens.get(m.start() - 1).norm().equals("of")) {
            return true;
        }
        // "of" marks the subject after the relation's word ("the capital of France", "the official languages of Peru"), not
        // after any word ("lies just off the coast of Venezuela")
        // ("part of France": when the relation's cue is the word and "of", "of" is the cue's, not a subject's marker)
        int of = m.start() - 1;
        if (of > 0 && r.cueStems().stream().anyMatch(cue -> cue.equals(List.of(c.stem(of - 1), "of")))) {
            return false;
        }
        for (int k = Math.max(0, m.start() - 4); k < m.start() - 1; k++) {
            String norm = tokens.get(k).norm();
            if (CueWords.relationWord(r, c.stem(k)) || policy.pronouns().contains(norm) || policy.stateWords().contains(norm)) {
                return true;
            }
        }
        return false;
    }

    /** "Sudan, whose capital is Khartoum": "whose" right after the name, and the relation's word at most two words later. */
    private static boolean whose(ClauseScan c, Lexicon.Mention m, KbIndex.CuedRelation r) {
        var tokens = c.tokens();
        if (m.end() >= tokens.size() || !tokens.get(m.end()).norm().equals("whose")) {
            return false;
        }
        for (int k = m.end() + 1; k < Math.min(tokens.size(), m.end() + 4); k++) {
            if (CueWords.relationWord(r, c.stem(k))) {
                return true;
            }
        }
        return false;
    }

    /** Whether the KB holds the subject's relation (for any entity its name may mean) to (one of the objects) the mention names. */
    private static boolean holds(KbIndex index, Relation r, Subject s, Lexicon.Mention o) {
        List<String> keys = r.objectsAreEntities() ? o.entityIds() : o.values(r.name());
        return Stream.concat(Stream.of(s.id()), s.alsoMeant().stream()).anyMatch(id -> !matching(index.facts(id, r.name()), r, keys).isEmpty());
    }

    /** The facts among {@code facts} whose object is one of {@code keys} (entity ids or values, by the relation). */
    static List<Fact> matching(List<Fact> facts, Relation r, List<String> keys) {
        return facts.stream().filter(f -> keys.contains(r.objectsAreEntities() ? f.objectId() : f.object())).toList();
    }

    private void judge(KbIndex index, ParsedText source, ClauseScan c, Relation r, Subject s, Lexicon.Mention o, double factor, List<Integer> cueAt,
                       List<CheckedClaim> claims, Set<String> seen) {
        List<String> keys = r.objectsAreEntities() ? o.entityIds() : o.values(r.name());
        double f = factor * s.factor() * (keys.size() > 1 ? policy.confidence().ambiguousName() : 1);
        if (r.objectsAreEntities() && keys.contains(s.id())) {
            return; // "China, which shares a border with Laos" read with Laos carried over: no country borders itself
        }
        if (r.areas() && c.negated(o) && index.relations.stream().map(KbIndex.CuedRelation::relation)
                .anyMatch(x -> x != r && x.areas() && !o.values(x.name()).isEmpty() && index.objectCount(x.name()) > index.objectCount(r.name()))) {
            return; // "Mexico is not a Central American country" denies a subregion, not the continent it is in
        }
        List<Fact> facts = index.facts(s.id(), r.name());
        var matched = matching(facts, r, keys);
        var tokens = c.tokens();
        int from = tokens.get(o.start()).start();
        int to = tokens.get(o.end() - 1).end();
        // (a time word before the object places the clause it is in, not an apposition after it: "the jollof was best in Lomé,
        // the capital of Togo")
        boolean placed = c.temporal(o) && !Attribution.apposedCue(c, o, cueAt);
        if (matched.isEmpty() && !facts.isEmpty() && r.decidesAbsence() && !c.negated(o) && (!placed || c.continuing(o)) && !Attribution.plainlySaid(c, s, o)) {
            // the reader would contradict. Is the claim about another entity: the one the parse makes its subject, or, when
            // it was carried over without a word that refers back ("Portuguese is the official language" after a sentence
            // that ends in Spain), the text's topic, the first country it names?
            String subject = s.id();
            // (not another member of the subject's group: "they both use the Indian rupee" is said of each)
            var group = s.group();
            // (nor, for a relation between entities, one named after the relation's word, as its object: "while South Korea
            // borders North Korea and China" says nothing of North Korea's borders)
            Predicate<String> holdsIt = other -> !other.equals(subject) && !(r.objectsAreEntities() && (keys.contains(other) || Attribution.namedAfter(c, other, cueAt)))
                    && !group.contains(other) && !matching(index.facts(other, r.name()), r, keys).isEmpty();
            // a name several entities share is read as the one the KB holds the claim for ("the Dominican capital, Santo Domingo")
            var others = new ArrayList<>(s.alsoMeant());
            if (others.stream().noneMatch(holdsIt)) {
                others.addAll(source.subjects(c.text(), from, to, holdsIt));
            }
            if (s.carried() && !c.pronoun() && !r.objectsAreEntities() && source.topic() != null) {
                others.add(source.topic());
            }
            if (s.carried() && c.pronoun() && s.group().isEmpty() && !r.objectsAreEntities()) {
                // a word that refers back ("there") in a clause that names another country by its demonym or by its capital:
                // "The Korean keyboard layout is available because Korean is the official language there", "Our Vilnius and
                // Tallinn teams will keep contracts in Lithuanian and Estonian, the official languages there"
                others.addAll(Attribution.evidenced(index, c, o));
            }
            if (s.carried() && !c.pronoun() && s.group().isEmpty() && !r.objectsAreEntities() && Attribution.bareApposition(c, o, cueAt)) {
                // a bare apposition ("Buenos Aires, the capital"), about a country named in this sentence or the two before, not
                // the last subject: "... into Argentina ... Buenos Aires, the capital, is still 3,000 km north"
                others.addAll(source.namedRecently(2));
            }
            for (String other : others) {
                if (holdsIt.test(other)) {
                    var otherFacts = index.facts(other, r.name());
                    var otherMatched = matching(otherFacts, r, keys);
                    s = s.as(other);
                    facts = otherFacts;
                    matched = otherMatched;
                    break;
                }
            }
            if (matched.isEmpty() && !r.objectsAreEntities() && !cueAt.isEmpty()
                    && cueAt.stream().noneMatch(k -> CueWords.plainlyOneClause(c, k, o, cueAt, policy))
                    && cueAt.stream().noneMatch(k -> source.sameClause(c.text(), tokens.get(k).start(), tokens.get(k).end(), from, to))) {
                // the parse puts the object in a clause of its own, away from the relation's word: "Portuguese is the official
                // language, though young people chatted with us in English" says nothing of English
                return;
            }
        }
        String subjectName = index.entities.get(s.id()).name();
        // a name of several objects ("kroner") is reported as the one the KB holds for the subject, if it holds one
        String key = matched.isEmpty() ? keys.get(0) : r.objectsAreEntities() ? matched.get(0).objectId() : matched.get(0).object();
        String objectName = r.objectsAreEntities() ? index.entities.get(key).name() : key;
        if (!seen.add(s.id() + "\0" + r.name() + "\0" + objectName)) {
            return;
        }
        // a negation the reader sees in the clause, which would contradict a claim the KB holds: the parse says whether it
        // reaches the object ("uses the euro even though it isn't in the EU")
        boolean negated = s.denied() || c.negated(o) && (matched.isEmpty() || c.denied(o) || c.refuted(o)
                || source.negationReaches(c.text(), from, to));
        var conf = policy.confidence();
        Verdict verdict;
        double confidence;
        List<Fact> evidence;
        String correct = null;
        if (placed && !(c.continuing(o) && matched.isEmpty())) {
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
    private void unlinkedObject(KbIndex index, ClauseScan c, Relation r, List<Subject> subjects, List<CheckedClaim> claims, Set<String> seen, double factor) {
        var names = c.unlinkedNames();
        if (!names.isEmpty()) {
            unlinkedObject(index, c, r, subjects, claims, seen, factor, names.get(0));
        }
    }

    /** The claim that a subject's relation has {@code name}, which the KB does not know. */
    private void unlinkedObject(KbIndex index, ClauseScan c, Relation r, List<Subject> subjects, List<CheckedClaim> claims, Set<String> seen, double factor,
                                ClauseScan.Span name) {
        String object = name.text();
        for (Subject s : subjects) {
            if (!seen.add(s.id() + "\0" + r.name() + "\0" + object)) {
                continue;
            }
            var facts = index.facts(s.id(), r.name());
            boolean decidable = !facts.isEmpty() && r.decidesAbsence() && (!c.temporal(name.start(), name.end()) || c.continuing(name.start(), name.end()))
                    && !r.areas();
            boolean negated = c.negatedAt(name.start()) || c.deniedUnlinked(name.start());
            var variant = decidable && !negated ? facts.stream().filter(f -> Spellings.of(object, f, r)).findFirst() : Optional.<Fact>empty();
            if (variant.isPresent()) {
                // "Papiamentu" for the KB's Papiamento, "Kiswahili" for its Swahili: another spelling of the subject's own value
                claims.add(new CheckedClaim(c.text(), index.entities.get(s.id()).name(), s.id(), r.name(), variant.get().object(), false, Verdict.SUPPORTED,
                        round(policy.confidence().supported() * policy.confidence().unlinkedObject() * factor), List.of(variant.get().id()), null));
                continue;
            }
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
    private void unknownSubject(ClauseScan c, Relation r, List<Lexicon.Mention> objects, List<CheckedClaim> claims, Set<String> seen) {
        var names = c.unlinkedNames();
        if (names.isEmpty()) {
            return;
        }
        String object = !objects.isEmpty() ? objects.get(0).text() : names.size() > 1 ? names.get(1).text() : null;
        if (seen.add("?\0" + r.name() + "\0" + names.get(0).text())) {
            claims.add(new CheckedClaim(c.text(), names.get(0).text(), null, r.name(), object, c.negated(), Verdict.UNKNOWN, round(policy.confidence().unknown()),
                    List.of(), null));
        }
    }

    private static String statements(List<Fact> facts) {
        return facts.stream().map(Fact::statement).collect(Collectors.joining("; "));
    }

    private static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
