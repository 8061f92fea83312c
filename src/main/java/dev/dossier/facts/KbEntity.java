package dev.dossier.facts;

import java.util.LinkedHashSet;
import java.util.List;

/**
 * An entity of a knowledge base with every name it goes by.
 *
 * @param otherNames names it goes by in prose that are no names of it, such as demonyms ("Belgian"); from the
 *                   definitions file's {@code entity_names}
 */
public record KbEntity(String id, String name, String officialName, List<String> altSpellings, List<String> otherNames) {

    public KbEntity {
        altSpellings = List.copyOf(altSpellings);
        otherNames = otherNames == null ? List.of() : List.copyOf(otherNames);
    }

    /** The name, the official name and the alternative spellings, without repeats. */
    public List<String> names() {
        var all = new LinkedHashSet<String>();
        all.add(name);
        if (officialName != null) {
            all.add(officialName);
        }
        all.addAll(altSpellings);
        return List.copyOf(all);
    }
}
