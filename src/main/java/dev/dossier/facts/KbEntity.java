package dev.dossier.facts;

import java.util.List;

/** An entity of a knowledge base with every name it goes by. */
public record KbEntity(String id, String name, String officialName, List<String> altSpellings) {

    public KbEntity {
        altSpellings = List.copyOf(altSpellings);
    }

    /** The name, the official name and the alternative spellings, without repeats. */
    public List<String> names() {
        var all = new java.util.LinkedHashSet<String>();
        all.add(name);
        if (officialName != null) {
            all.add(officialName);
        }
        all.addAll(altSpellings);
        return List.copyOf(all);
    }
}
