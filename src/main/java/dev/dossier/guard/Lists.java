package dev.dossier.guard;

import dev.dossier.facts.Relation;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What the lists and phrases around a clause's names say about whose claim a value is, for {@link ClaimReader}: demonyms
 * coordinated before one value's name ("Chilean and Argentine pesos"), a language's name that is a demonym ("the Chinese
 * capital"), a capital's name listed among countries ("Kenya, Djibouti and Somalia"), countries listed and then "both",
 * "its neighbours" with the countries it lists, and values qualified by their own country in a list of things ("a Danish
 * 100-krone note"). Each rule needs only the clause's scan and the KB; which subjects a clause then has is the reader's.
 */
final class Lists {

    /** Possessive pronouns: "its neighbours". */
    static final Set<String> POSSESSIVES = Set.of("its", "their");
    /** Words between such a phrase and the countries it lists: "its neighbours are Kazakhstan, ...". */
    static final Set<String> COPULAS = Set.of("is", "are", "include", "includes");
    /** Words that make a claim each subject's own: "Israel and Jordan both use ...". */
    static final Set<String> DISTRIBUTIVES = Set.of("both", "all", "each");

    private Lists() {
    }

    /**
     * Whether the demonym {@code m} is coordinated with a value named after it ("Chilean and Argentine pesos", "Argentine,
     * Chilean or Uruguayan pesos"): a chain of demonyms joined by "and", "or" or commas that ends in one of {@code objects}.
     */
    static boolean sharesValueWord(ClauseScan c, Lexicon.Mention m, List<Lexicon.Mention> objects) {
        var mentions = c.mentions();
        for (int k = mentions.indexOf(m); k >= 0 && k + 1 < mentions.size() && mentions.get(k).adjectiveOnly()
                && joined(c, mentions.get(k), mentions.get(k + 1)) > 0; k++) {
            if (objects.contains(mentions.get(k + 1))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code m}, a value of {@code r} that is also a demonym, qualifies the word of another relation right after it
     * ("the Chinese capital", "across the Chinese border"): it is the demonym there, not the language.
     */
    static boolean qualifiesAnother(KbIndex index, ClauseScan c, Lexicon.Mention m, KbIndex.CuedRelation r) {
        if (m.end() >= c.tokens().size() || m.senses().stream().noneMatch(x -> x instanceof Lexicon.EntitySense e && e.adjective())) {
            return false;
        }
        String next = c.stem(m.end());
        return !CueWords.relationWord(r, next) && index.relations.stream().anyMatch(o -> o != r && CueWords.relationWord(o, next));
    }

    /**
     * Whether {@code names} are two or more consecutive items of one list that ends in "and", with "both", "all" or "each"
     * right after it ("Israel and Jordan both use ..."), or with the relation's word or object a few words after it, no
     * punctuation between ("Morocco and Spain use the euro", "Ghana and Togo also use the CFA franc"). (Otherwise a later
     * word may still say which one is meant: "Haiti and the Dominican Republic share the island, with French official on the
     * Haitian side".)
     *
     * @param said where the relation's first word or object after the names starts (a token), or -1
     */
    static boolean coordinated(ClauseScan c, List<Lexicon.Mention> names, int said) {
        int after = names.isEmpty() ? 0 : names.get(names.size() - 1).end();
        if (names.size() < 2 || after >= c.tokens().size()
                || !DISTRIBUTIVES.contains(c.tokens().get(after).norm()) && !closeAfter(c, after, said)) {
            return false;
        }
        for (int k = 1; k < names.size(); k++) {
            int joint = joined(c, names.get(k - 1), names.get(k));
            if (joint == 0 || k == names.size() - 1 && joint != 2 || k < names.size() - 1 && joint != 1) {
                return false;
            }
        }
        return true;
    }

    /**
     * The list of countries that "all of which", "each of which" or "both of which" right after it refers to ("trade ministers
     * from Burundi, Uganda and Tanzania, all of which border Rwanda"), when every relation's word comes after it; else empty.
     *
     * @param cueAt where the relation's words start in the clause
     */
    static List<Lexicon.Mention> ofWhich(ClauseScan c, List<Lexicon.Mention> names, List<Integer> cueAt) {
        var tokens = c.tokens();
        for (int k = 0; k + 2 < tokens.size(); k++) {
            if (DISTRIBUTIVES.contains(tokens.get(k).norm()) && tokens.get(k + 1).norm().equals("of") && tokens.get(k + 2).norm().equals("which")) {
                int at = k;
                if (cueAt.isEmpty() || cueAt.stream().anyMatch(q -> q < at)) {
                    return List.of();
                }
                var before = names.stream().filter(m -> m.end() <= at).toList();
                if (before.isEmpty() || at - before.get(before.size() - 1).end() > SAID_REACH) { // "Tanzania on Tuesday, all of which"
                    return List.of();
                }
                int first = before.size() - 1;
                while (first > 0 && joined(c, before.get(first - 1), before.get(first)) != 0) {
                    first--;
                }
                return before.subList(first, before.size());
            }
        }
        return List.of();
    }

    /** How near a relation's word or object must come after a list of subjects to be said of each ({@link #coordinated}). */
    private static final int SAID_REACH = 3;

    /** Whether token {@code said} comes at most {@link #SAID_REACH} tokens after token {@code after}, no punctuation between. */
    private static boolean closeAfter(ClauseScan c, int after, int said) {
        if (said < after || said - after > SAID_REACH) {
            return false;
        }
        String between = c.text().substring(c.tokens().get(after - 1).end(), c.tokens().get(said).start());
        return between.chars().allMatch(ch -> Character.isLetterOrDigit(ch) || Character.isWhitespace(ch));
    }

    /** Countries a possessive pronoun and a word of a relation between countries name ("its neighbours Peru and Chile"). */
    record OthersNamed(KbIndex.CuedRelation relation, List<Lexicon.Mention> listed) {
    }

    /**
     * The countries named by the phrase that opens the clause with a possessive pronoun and a word of a relation between
     * countries ("its neighbours Argentina, Peru and Colombia", "its neighbour": none listed), or null without one.
     */
    static OthersNamed othersNamed(GuardPolicy policy, KbIndex index, ClauseScan c) {
        var tokens = c.tokens();
        int at = c.leadingPronoun();
        if (at < 0 || at + 1 >= tokens.size() || !POSSESSIVES.contains(tokens.get(at).norm())
                || tokens.subList(0, at).stream().anyMatch(t -> !policy.clauseWords().contains(t.norm()))) {
            return null; // the phrase opens the clause (after "while", "and"): not "like its neighbour Austria"
        }
        var relation = index.relations.stream().filter(x -> x.relation().objectsAreEntities() && CueWords.relationWord(x, c.stem(at + 1))).findFirst().orElse(null);
        if (relation == null) {
            return null;
        }
        var first = c.mentions().stream().filter(m -> m.start() == at + 2 || m.start() == at + 3 && COPULAS.contains(tokens.get(at + 2).norm()))
                .findFirst().filter(Lists::country).orElse(null);
        var listed = first == null ? List.<Lexicon.Mention>of() : countriesListedFrom(c, first);
        return new OthersNamed(relation, listed);
    }

    /** {@code first} and the countries listed right after it ("Estonia, Latvia and Lithuania"), up to the list's end. */
    static List<Lexicon.Mention> countriesListedFrom(ClauseScan c, Lexicon.Mention first) {
        var mentions = c.mentions();
        var listed = new ArrayList<>(List.of(first));
        for (int k = mentions.indexOf(first) + 1; k < mentions.size() && joined(c, mentions.get(k - 1), mentions.get(k)) > 0 && country(mentions.get(k)); k++) {
            listed.add(mentions.get(k));
        }
        return List.copyOf(listed);
    }

    /** Whether "and" (and perhaps an article) comes right before {@code m}: a list's last item, not an alternative ("or"). */
    static boolean joinedByAnd(ClauseScan c, Lexicon.Mention m) {
        var tokens = c.tokens();
        int k = m.start() - 1;
        if (k > 0 && ClauseScan.ARTICLES.contains(tokens.get(k).norm())) {
            k--;
        }
        return k >= 0 && tokens.get(k).norm().equals("and");
    }

    /** Whether {@code m} names a country by its name, not by a demonym only. */
    private static boolean country(Lexicon.Mention m) {
        return !m.entityIds().isEmpty() && !m.adjectiveOnly();
    }

    /**
     * Whether {@code m}, a name of both a country and a value of {@code r} ("Djibouti", "Luxembourg"), is an item of a list
     * joined by "and" or "or" that also lists a country that is no value of {@code r} ("Kenya, Djibouti and Somalia"): it is
     * the country there. ("In Rwanda, Thai has official status" is no list.)
     */
    static boolean listedWithCountries(ClauseScan c, Lexicon.Mention m, Relation r) {
        if (m.senses().stream().noneMatch(x -> x instanceof Lexicon.EntitySense e && !e.adjective())) {
            return false;
        }
        var mentions = c.mentions();
        int at = mentions.indexOf(m);
        int from = at;
        int to = at;
        boolean conjunction = false;
        while (from > 0 && joined(c, mentions.get(from - 1), mentions.get(from)) > 0) {
            conjunction |= joined(c, mentions.get(from - 1), mentions.get(from)) == 2;
            from--;
        }
        while (to + 1 < mentions.size() && joined(c, mentions.get(to), mentions.get(to + 1)) > 0) {
            conjunction |= joined(c, mentions.get(to), mentions.get(to + 1)) == 2;
            to++;
        }
        return conjunction && mentions.subList(from, to + 1).stream()
                .anyMatch(o -> o != m && !o.entityIds().isEmpty() && !o.adjectiveOnly() && o.values(r.name()).isEmpty());
    }

    /**
     * How {@code second} follows {@code first} as the next item of a list: 2 after "and" or "or" (and an article), 1 after a
     * comma, 0 not so.
     */
    static int joined(ClauseScan c, Lexicon.Mention first, Lexicon.Mention second) {
        var tokens = c.tokens();
        int k = first.end();
        if (k >= tokens.size()) {
            return 0;
        }
        boolean comma = c.text().substring(tokens.get(k - 1).end(), tokens.get(k).start()).contains(",");
        boolean conjunction = tokens.get(k).norm().equals("and") || tokens.get(k).norm().equals("or");
        if (conjunction) {
            k++;
        }
        if (k != second.start() && k < tokens.size() && ClauseScan.ARTICLES.contains(tokens.get(k).norm())) {
            k++; // "and the Netherlands", unless the article is the name's ("The Gambia")
        }
        return k != second.start() ? 0 : conjunction ? 2 : comma ? 1 : 0;
    }

    /** The countries named in a value's name before its last word ("a Vanuatu vatu", "the Kenyan shilling"). */
    static List<String> namedIn(KbIndex index, Lexicon.Mention o) {
        var owners = new ArrayList<String>();
        var inside = Words.tokens(o.text());
        if (inside.size() > 1) {
            var head = inside.subList(0, inside.size() - 1);
            String[] stems = head.stream().map(t -> Words.stem(t.norm())).toArray(String[]::new);
            index.lexicon.scan(head, stems, o.text(), false).forEach(m -> owners.addAll(m.entityIds()));
        }
        return owners;
    }

    /**
     * Whether the value {@code o} is qualified by a country other than {@code s} that holds it: named in it ("a Vanuatu
     * vatu", "a Solomon Islands dollar"), right before it but for a number ("a Danish 100-krone note"), or after "from" right
     * after it ("a 100 yen coin from Japan").
     */
    static boolean ownedElsewhere(KbIndex index, ClauseScan c, Relation r, Subject s, Lexicon.Mention o) {
        var owners = new ArrayList<>(namedIn(index, o));
        var tokens = c.tokens();
        for (var m : c.mentions()) {
            boolean before = m.end() <= o.start() && m.end() >= o.start() - 1
                    && tokens.subList(m.end(), o.start()).stream().allMatch(t -> Character.isDigit(t.text().charAt(0)));
            boolean from = m.start() > o.end() && m.start() <= o.end() + 2 && tokens.get(m.start() - 1).norm().equals("from");
            if (before || from) {
                owners.addAll(m.entityIds());
            }
        }
        var keys = o.values(r.name());
        return owners.stream().anyMatch(id -> !id.equals(s.id()) && !ClaimReader.matching(index.facts(id, r.name()), r, keys).isEmpty());
    }
}
