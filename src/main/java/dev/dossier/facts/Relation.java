package dev.dossier.facts;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A relation of a knowledge base, as its {@code relations.yaml} defines it.
 *
 * @param name            the relation's name in the triples ({@code has_capital})
 * @param meaning         what it says, for people
 * @param cardinality     one or many objects per subject
 * @param closedWorld     whether the KB lists every object of a subject it knows for this relation, so an object it does
 *                        not list is false (borders), not merely unknown
 * @param cues            the words that express the relation: each cue is one or more words that must all occur in a
 *                        clause (in any order, any inflection: "border" matches "borders" and "bordered")
 * @param impliedByObject whether naming one of its objects next to a subject already says it ("Peru is in Europe")
 * @param objectsAreEntities whether its objects are entities of the KB (borders: countries) rather than values
 * @param writtenAs       the triple fields whose text names an object in prose: {@code object}, {@code object_label}, {@code object_id}
 * @param aliases         further names of objects (object as in the triples to its other names)
 * @param lastWordNames   whether the last word of an object's name of several words also names it ("the baht" for "Thai
 *                        baht"); a last word several objects share ("peso") names each of them
 * @param areas           whether its objects are areas where the subject lies (regions): prose names areas beyond the
 *                        KB's values that are not wrong ones ("the Caucasus"), so a claim naming one is unknown, not
 *                        suspicious (as a city that is no capital is); and a place named after a proximity word ("close
 *                        to Asia") is a neighbour, not where the subject lies
 */
public record Relation(String name, String meaning, Cardinality cardinality, boolean closedWorld, List<List<String>> cues,
                       boolean impliedByObject, boolean objectsAreEntities, List<String> writtenAs, Map<String, List<String>> aliases,
                       boolean lastWordNames, boolean areas) {

    /** The triple fields an object may be written as. */
    public static final List<String> FIELDS = List.of("object", "object_label", "object_id");

    public Relation {
        if (name == null || !name.matches("[a-z][a-z0-9_]{0,63}")) {
            throw new IllegalArgumentException("name must be lower-case letters, digits and underscores (at most 64), got '" + name + "'");
        }
        cues = cues.stream().map(List::copyOf).toList();
        if (cues.isEmpty() || cues.stream().anyMatch(c -> c.isEmpty() || c.stream().anyMatch(String::isBlank))) {
            throw new IllegalArgumentException(name + ": cues must be a non-empty list of non-empty phrases");
        }
        writtenAs = List.copyOf(writtenAs);
        for (String field : writtenAs) {
            if (!FIELDS.contains(field)) {
                throw new IllegalArgumentException(name + ": written_as must name fields of " + FIELDS + ", got '" + field + "'");
            }
        }
        if (!objectsAreEntities && writtenAs.isEmpty()) {
            throw new IllegalArgumentException(name + ": written_as must name at least one field when objects are values");
        }
        // in the order written (Map.copyOf's order changes from run to run, and the guard reports an ambiguous name's first object)
        aliases = aliases == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(aliases));
    }

    /** Whether an object the KB does not list for a subject it knows is false: a {@code one} or {@code closed_world} relation. */
    public boolean decidesAbsence() {
        return cardinality == Cardinality.ONE || closedWorld;
    }
}
