package dev.dossier.guard;

import dev.dossier.facts.Fact;
import dev.dossier.facts.Relation;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.text.similarity.LevenshteinDistance;

/**
 * Other spellings of a value the KB holds: "Papiamentu" for its Papiamento, "Kiswahili" for its Swahili. Edit distance
 * is commons-text's Levenshtein, bounded.
 */
final class Spellings {

    /** How many letters another spelling of a value may differ by. */
    static final int DISTANCE = 2;
    /** How long a value's name or its other spelling must be to be compared: short names are other words. */
    static final int LENGTH = 8;
    private static final LevenshteinDistance DISTANCE_WITHIN = new LevenshteinDistance(DISTANCE);

    private Spellings() {
    }

    /**
     * Whether {@code name}, which the KB does not know, is another spelling of one of the names of {@code fact}'s object:
     * within {@link #DISTANCE} edits of a name of at least {@link #LENGTH} letters. Only the subject's
     * own values are compared, so a near name can only confirm the value the KB holds, never another one.
     */
    static boolean of(String name, Fact fact, Relation r) {
        String folded = Words.fold(name);
        var names = new ArrayList<String>();
        names.add(fact.object());
        if (fact.objectLabel() != null) {
            names.add(fact.objectLabel());
        }
        names.addAll(r.aliases().getOrDefault(fact.object(), List.of()));
        for (String n : names) {
            String other = Words.fold(n);
            if (Math.max(folded.length(), other.length()) >= LENGTH && DISTANCE_WITHIN.apply(folded, other) >= 0) {
                return true;
            }
        }
        return false;
    }
}
