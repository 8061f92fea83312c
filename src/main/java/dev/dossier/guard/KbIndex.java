package dev.dossier.guard;

import dev.dossier.facts.Fact;
import dev.dossier.facts.KbEntity;
import dev.dossier.facts.KnowledgeBase;
import dev.dossier.facts.Relation;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.lucene.util.automaton.CharacterRunAutomaton;
import org.apache.lucene.util.automaton.LevenshteinAutomata;

/**
 * What the guard needs of one knowledge base at one hash, built once: the lexicon of its names, its entities, its
 * triples by (subject, relation), and each relation's cues as stems.
 */
final class KbIndex {

    /** A relation with its cues stemmed. */
    record CuedRelation(Relation relation, List<List<String>> cueStems) {
    }

    final String kb;
    final String hash;
    final Lexicon lexicon = new Lexicon();
    final Map<String, KbEntity> entities = new HashMap<>();
    final List<CuedRelation> relations = new ArrayList<>();
    /** Each stemmed word of a cue, to the relations whose cues hold it. */
    final Map<String, Set<String>> cueWords = new HashMap<>();
    /** The first stemmed word of each cue ("seat" of "seat of government", not "of"). */
    final Set<String> cueHeads = new HashSet<>();
    private final Map<String, List<Fact>> facts = new HashMap<>();
    /** Entities whose names have several words, by the first word of the name, folded ({@link #namesOpeningWith}). */
    private final Map<String, List<KbEntity>> byFirstWord = new HashMap<>();
    /** The subjects that hold a relation's value, by relation and object ("Lithuania" for the capital "Vilnius"). */
    private final Map<String, Set<String>> holders = new HashMap<>();
    /** How many distinct objects each relation's facts have: an area relation with more is the finer one (subregions). */
    private final Map<String, Integer> objectCounts = new HashMap<>();
    /** The folded words of every name of a relation's value, by relation and object ("CFA" of the West African CFA franc). */
    private final Map<String, Set<String>> valueWords = new HashMap<>();

    /** The shortest cue word a slip of typing is read for: shorter words are too near other words ("use", "uses"). */
    private static final int TYPO_LENGTH = 6;

    /**
     * Each cue word of {@value #TYPO_LENGTH} letters or more with Lucene's automaton of the words one slip of typing from
     * it (one letter changed, added or dropped, or two beside each other swapped), built once with the index.
     */
    private final Map<String, CharacterRunAutomaton> cueSlips = new HashMap<>();

    /**
     * The cue word that {@code stem} (a stemmed word that is no cue) is one slip of typing from ("captial" for "capital",
     * "currancy" for "currency"), when the cue words it is a slip of all express the same relations; else null. Only
     * words of {@value #TYPO_LENGTH} letters or more; whether the word is one of the language is the caller's to ask.
     */
    String cueTypo(String stem) {
        if (stem.length() < TYPO_LENGTH || cueWords.containsKey(stem) || !stem.chars().allMatch(Character::isLetter)) {
            return null;
        }
        String hit = null;
        for (var slip : cueSlips.entrySet()) {
            if (Math.abs(slip.getKey().length() - stem.length()) <= 1 && slip.getValue().run(stem)) {
                String cue = slip.getKey();
                // (two cue words of the same relations are one: "capitl" is a slip of "capital" and of "capitol")
                if (hit != null && !cueWords.get(hit).equals(cueWords.get(cue))) {
                    return null;
                }
                hit = hit == null || cue.compareTo(hit) < 0 ? cue : hit;
            }
        }
        return hit;
    }

    KbIndex(KnowledgeBase base) {
        this.kb = base.name();
        this.hash = base.hash();
        for (KbEntity e : base.entities()) {
            entities.put(e.id(), e);
            int space = e.name().indexOf(' ');
            if (space > 0) {
                byFirstWord.computeIfAbsent(Words.fold(e.name().substring(0, space)), k -> new ArrayList<>()).add(e);
            }
            for (String name : e.names()) {
                lexicon.add(name, new Lexicon.EntitySense(e.id(), false));
            }
            for (String name : e.otherNames()) {
                lexicon.add(name, new Lexicon.EntitySense(e.id(), true));
            }
        }
        for (Relation r : base.relations().all()) {
            var cued = new CuedRelation(r, r.cues().stream().map(c -> c.stream().map(w -> Words.stem(Words.fold(w))).toList()).toList());
            relations.add(cued);
            cued.cueStems().forEach(c -> c.forEach(w -> cueWords.computeIfAbsent(w, k -> new HashSet<>()).add(r.name())));
            cued.cueStems().forEach(c -> cueHeads.add(c.get(0)));
            cued.cueStems().forEach(c -> c.stream().filter(w -> w.length() >= TYPO_LENGTH && w.chars().allMatch(Character::isLetter))
                    .forEach(w -> cueSlips.computeIfAbsent(w, k -> new CharacterRunAutomaton(new LevenshteinAutomata(k, true).toAutomaton(1)))));
            r.aliases().forEach((object, names) -> names.forEach(n -> addValue(r, n, object)));
        }
        for (Fact f : base.facts()) {
            facts.computeIfAbsent(f.subjectId() + "\0" + f.relation(), k -> new ArrayList<>()).add(f);
            var holding = holders.computeIfAbsent(f.relation() + "\0" + f.object(), k -> new HashSet<>());
            if (holding.isEmpty()) {
                objectCounts.merge(f.relation(), 1, Integer::sum);
            }
            holding.add(f.subjectId());
            var relation = base.relations().find(f.relation()).orElseThrow();
            if (relation.objectsAreEntities()) {
                continue;
            }
            for (String field : relation.writtenAs()) {
                String text = switch (field) {
                    case "object" -> f.object();
                    case "object_label" -> f.objectLabel();
                    default -> f.objectId();
                };
                if (text != null) {
                    addValue(relation, text, f.object());
                }
            }
        }
    }

    /** A name of a relation's object, and its last word when the relation is named so ("the baht", "the kuna"). */
    private void addValue(Relation relation, String name, String object) {
        lexicon.add(name, new Lexicon.ValueSense(relation.name(), object, false));
        var words = Words.tokens(name);
        words.forEach(w -> valueWords.computeIfAbsent(relation.name() + "\0" + object, k -> new HashSet<>()).add(w.norm()));
        if (relation.lastWordNames() && words.size() > 1) {
            lexicon.add(words.get(words.size() - 1).text(), new Lexicon.ValueSense(relation.name(), object, true));
        }
    }

    /** Whether one of the names of the relation's value {@code object} has the (folded) word {@code norm}. */
    boolean valueHasWord(String relation, String object, String norm) {
        return valueWords.getOrDefault(relation + "\0" + object, Set.of()).contains(norm);
    }

    /** The entities whose names have more words after {@code word} (folded): "South Korea" and "South Africa" for "south". */
    List<KbEntity> namesOpeningWith(String word) {
        return byFirstWord.getOrDefault(word, List.of());
    }

    /** How many distinct objects the KB's facts of {@code relation} have. */
    int objectCount(String relation) {
        return objectCounts.getOrDefault(relation, 0);
    }

    /** The subjects whose triples give relation {@code relation} the object {@code object}. */
    Set<String> holders(String relation, String object) {
        return holders.getOrDefault(relation + "\0" + object, Set.of());
    }

    /** The subject's triples of a relation (empty: the KB knows nothing of it). */
    List<Fact> facts(String subjectId, String relation) {
        return facts.getOrDefault(subjectId + "\0" + relation, List.of());
    }
}
