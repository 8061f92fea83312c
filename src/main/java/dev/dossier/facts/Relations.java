package dev.dossier.facts;

import dev.dossier.config.ConfigFiles;
import jakarta.annotation.Nullable;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The relation definitions of a knowledge base ({@code relations.yaml}), validated when read: unknown keys, missing
 * keys, bad values and duplicate names are INVALID_CONFIG errors naming the file and the key.
 */
public record Relations(List<Relation> all, Map<String, List<String>> entityAliases, Map<String, List<String>> entityNames) {

    public Relations {
        all = List.copyOf(all);
        entityAliases = entityAliases == null ? Map.of() : Map.copyOf(entityAliases);
        entityNames = entityNames == null ? Map.of() : Map.copyOf(entityNames);
        var names = new HashSet<String>();
        for (Relation r : all) {
            if (!names.add(r.name())) {
                throw new IllegalArgumentException("relation '" + r.name() + "' is defined twice");
            }
        }
    }

    /** Definitions without further entity names (as the graph holds them: the names are on the entities). */
    public Relations(List<Relation> all) {
        this(all, Map.of(), Map.of());
    }

    public Optional<Relation> find(String name) {
        return all.stream().filter(r -> r.name().equals(name)).findFirst();
    }

    /** Reads an explicit file. */
    public static Relations load(Path file) {
        return ConfigFiles.readFile(file, RelationsFile.class, RelationsFile::toRelations);
    }

    /**
     * {@code relations.yaml} as written.
     *
     * @param relations     the relations
     * @param entityAliases (optional) names of entities that their source lacks, by entity id ("Turkey" for Türkiye): linked
     *                      as the source's own names are
     * @param entityNames (optional) further names entities go by in prose, by entity id: demonyms and adjectives
     *                    ("Belgian" for Belgium), linked like alternative spellings but never read as a relation's entity
     *                    object ("Portuguese is spoken in Mozambique" names no second country)
     */
    record RelationsFile(List<Entry> relations, @Nullable Map<String, List<String>> entityAliases, @Nullable Map<String, List<String>> entityNames) {
        Relations toRelations() {
            var out = new ArrayList<Relation>();
            for (int i = 0; i < relations.size(); i++) {
                try {
                    out.add(relations.get(i).relation());
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("relations[" + i + "]: " + e.getMessage());
                }
            }
            return new Relations(out, entityAliases, entityNames);
        }
    }

    /** One relation as written; see {@link Relation}. */
    record Entry(String name, String meaning, Cardinality cardinality, boolean closedWorld, List<String> cues, boolean impliedByObject,
                 String objects, List<String> writtenAs, @Nullable Map<String, List<String>> aliases, @Nullable Boolean lastWordNames,
                 @Nullable Boolean areas) {
        Relation relation() {
            if (!objects.equals("entity") && !objects.equals("value")) {
                throw new IllegalArgumentException("objects must be entity or value, got '" + objects + "'");
            }
            var phrases = cues.stream().map(c -> List.of(c.strip().split("\\s+"))).toList();
            return new Relation(name, meaning, cardinality, closedWorld, phrases, impliedByObject, objects.equals("entity"), writtenAs, aliases,
                    Boolean.TRUE.equals(lastWordNames), Boolean.TRUE.equals(areas));
        }
    }
}
