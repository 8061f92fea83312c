package dev.dossier.facts;

import java.util.LinkedHashSet;
import java.util.List;

/**
 * An entity of a knowledge base with every name it goes by.
 *
 * @param aliases    names of it that its source lacks ("Turkey" beside "Türkiye"); from the definitions file's
 *                   {@code entity_aliases}, kept apart from the source's own names so their provenance stays visible
 * @param otherNames names it goes by in prose that are no names of it, such as demonyms ("Belgian"); from the
 *                   definitions file's {@code entity_names}
 */
public record KbEntity(String id, String name, String officialName, List<String> altSpellings, List<String> aliases, List<String> otherNames) {

    public KbEntity {
        altSpellings = List.copyOf(altSpellings);
        aliases = aliases == null ? List.of() : List.copyOf(aliases);
        otherNames = otherNames == null ? List.of() : List.copyOf(otherNames);
    }

    /** The name, the official name, the alternative spellings and the aliases, without repeats. */
    public List<String> names() {
        var all = new LinkedHashSet<String>();
        all.add(name);
        if (officialName != null) {
            all.add(officialName);
        }
        all.addAll(altSpellings);
        all.addAll(aliases);
        return List.copyOf(all);
    }
}
