package dev.dossier.guard;

import dev.dossier.facts.Cardinality;
import dev.dossier.facts.Relation;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;

/**
 * Which country a claim is about where the words around it say more than its place in the clause: the tests the claim
 * reader ({@link ClaimReader}) makes before it reads a claim that would be contradicted as about another country ("Buenos
 * Aires, the capital"; "the official languages there" in a clause naming Vilnius; "since Togo uses the cedi too", said
 * plainly, is not read so), which name is another relation's object ("borders Spain and uses ..."), and which country a
 * compass word stands for in a text ("the South").
 */
final class Attribution {

    private Attribution() {
    }

    /**
     * Whether the objects are two or more, each named after a country that holds it and that the text named in the last
     * sentences, one of them other than {@code subjectId} ("the Kenyan shilling and the Tanzanian shilling" after a
     * sentence on Kenya and Tanzania): carried over without a pronoun, or by "their", the subject is not what they are
     * said of. (One such object is still the
     * subject's: "Its capital is Vientiane, and the currency is the Thai baht".)
     */
    static boolean ownedByNamed(KbIndex index, ParsedText source, Relation r, String subjectId, List<Lexicon.Mention> objects) {
        var named = source.namedRecently(3);
        var owners = new HashSet<String>();
        for (var o : objects) {
            var owner = Lists.namedIn(index, o).stream().filter(id -> named.contains(id)
                    && !ClaimReader.matching(index.facts(id, r.name()), r, o.values(r.name())).isEmpty()).findFirst();
            if (owner.isEmpty()) {
                return false;
            }
            owners.add(owner.get());
        }
        owners.remove(subjectId);
        return objects.size() > 1 && !owners.isEmpty();
    }

    /**
     * The countries a compass word stands for in {@code text}: "south" for South Korea when the text names South Korea and no
     * other country whose name opens with "South".
     */
    static Map<String, String> directions(GuardPolicy policy, KbIndex index, String text) {
        var out = new HashMap<String, String>();
        var shared = new HashSet<String>();
        for (String word : policy.directions()) {
            for (var e : index.namesOpeningWith(word)) {
                if (text.contains(e.name()) && out.putIfAbsent(word, e.id()) != null && !out.get(word).equals(e.id())) {
                    shared.add(word);
                }
            }
        }
        shared.forEach(out::remove);
        return out;
    }

    /**
     * The countries a clause names by a demonym ("Korean") or by a capital, a value only one country holds ("Vilnius"),
     * other than by {@code o}.
     */
    static List<String> evidenced(KbIndex index, ClauseScan c, Lexicon.Mention o) {
        var out = new ArrayList<String>();
        for (var m : c.mentions()) {
            if (m == o || m.start() < o.end() && m.end() > o.start()) {
                continue;
            }
            for (var sense : m.senses()) {
                if (sense instanceof Lexicon.EntitySense e && e.adjective()) {
                    out.add(e.entityId());
                } else if (sense instanceof Lexicon.ValueSense v && !v.partial() && index.relations.stream()
                        .anyMatch(x -> x.relation().name().equals(v.relation()) && x.relation().cardinality() == Cardinality.ONE)) {
                    var held = index.holders(v.relation(), v.object());
                    if (held.size() == 1) {
                        out.addAll(held);
                    }
                }
            }
        }
        return out;
    }

    /**
     * Whether {@code m} comes right after a word of a relation between entities other than {@code r}, or after its "of"
     * ("borders Spain", "neighbour of South Africa").
     */
    static boolean objectOfAnother(KbIndex index, ClauseScan c, Lexicon.Mention m, KbIndex.CuedRelation r) {
        int k = m.start() - 1;
        if (k > 0 && c.tokens().get(k).norm().equals("the")) {
            k--;
        }
        if (k > 0 && c.tokens().get(k).norm().equals("of")) {
            k--;
        }
        int before = k;
        return before >= 0 && !c.named()[before] && index.relations.stream()
                .anyMatch(x -> x != r && x.relation().objectsAreEntities() && CueWords.relationWord(x, c.stem(before)));
    }

    /**
     * Whether the clause says the claim in three words or four: the subject's name, one lower-case word, perhaps "the", then
     * the object ("since Togo uses the cedi too"). Nothing is then asked of the parse or of other countries.
     */
    static boolean plainlySaid(ClauseScan c, Subject s, Lexicon.Mention o) {
        var tokens = c.tokens();
        int verb = o.start() - 1;
        if (verb > 0 && tokens.get(verb).norm().equals("the")) {
            verb--;
        }
        int at = verb;
        return at > 0 && !c.named()[at] && !tokens.get(at).capitalised() && Character.isLetter(tokens.get(at).text().charAt(0))
                && c.entityMentions().stream().anyMatch(m -> m.end() == at && !m.adjectiveOnly() && m.entityIds().contains(s.id()));
    }

    /** Whether entity {@code id} is named in the clause after the first of the relation's words. */
    static boolean namedAfter(ClauseScan c, String id, List<Integer> cueAt) {
        return !cueAt.isEmpty() && c.entityMentions().stream().anyMatch(m -> m.start() > cueAt.get(0) && m.entityIds().contains(id));
    }

    /** Whether a comma, "the" and the relation's word follow {@code o}: "Lomé, the capital of Togo". */
    static boolean apposedCue(ClauseScan c, Lexicon.Mention o, List<Integer> cueAt) {
        var tokens = c.tokens();
        return o.end() + 1 < tokens.size() && cueAt.contains(o.end() + 1) && tokens.get(o.end()).norm().equals("the")
                && c.text().substring(tokens.get(o.end() - 1).end(), tokens.get(o.end()).start()).contains(",");
    }

    /** A clause that is a name and "the" and the relation's word, nothing more: "Buenos Aires, the capital" read alone. */
    static boolean bareApposition(ClauseScan c, Lexicon.Mention o, List<Integer> cueAt) {
        int cue = o.end() + 1;
        return cue == c.tokens().size() - 1 && cueAt.contains(cue) && c.tokens().get(o.end()).norm().equals("the");
    }
}
