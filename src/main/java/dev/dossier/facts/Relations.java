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
public record Relations(List<Relation> all) {

    public Relations {
        all = List.copyOf(all);
        var names = new HashSet<String>();
        for (Relation r : all) {
            if (!names.add(r.name())) {
                throw new IllegalArgumentException("relation '" + r.name() + "' is defined twice");
            }
        }
    }

    public Optional<Relation> find(String name) {
        return all.stream().filter(r -> r.name().equals(name)).findFirst();
    }

    /** Reads an explicit file. */
    public static Relations load(Path file) {
        return ConfigFiles.readFile(file, RelationsFile.class, RelationsFile::toRelations);
    }

    /** {@code relations.yaml} as written. */
    record RelationsFile(List<Entry> relations) {
        Relations toRelations() {
            var out = new ArrayList<Relation>();
            for (int i = 0; i < relations.size(); i++) {
                try {
                    out.add(relations.get(i).relation());
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("relations[" + i + "]: " + e.getMessage());
                }
            }
            return new Relations(out);
        }
    }

    /** One relation as written; see {@link Relation}. */
    record Entry(String name, String meaning, Cardinality cardinality, boolean closedWorld, List<String> cues, boolean impliedByObject,
                 String objects, List<String> writtenAs, @Nullable Map<String, List<String>> aliases) {
        Relation relation() {
            if (!objects.equals("entity") && !objects.equals("value")) {
                throw new IllegalArgumentException("objects must be entity or value, got '" + objects + "'");
            }
            var phrases = cues.stream().map(c -> List.of(c.strip().split("\\s+"))).toList();
            return new Relation(name, meaning, cardinality, closedWorld, phrases, impliedByObject, objects.equals("entity"), writtenAs, aliases);
        }
    }
}
