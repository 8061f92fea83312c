package dev.dossier.vocabulary;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * One predicate definition read from {@code vocabulary/*.yaml}.
 *
 * @param name        full predicate name, e.g. {@code source.doc.applies_to}
 * @param meaning     what the value says
 * @param datatype    the value's datatype
 * @param cardinality one value or many
 * @param allowed     allowed values of an enum (empty otherwise)
 * @param aliases     accepted spellings mapped to an allowed value
 * @param entity      node kind that carries it
 * @param frontMatter whether authors may set it in front matter
 * @param requiredFor document categories for which it is mandatory
 * @param min         smallest allowed integer, or {@code null}
 */
public record Predicate(String name, String meaning, Datatype datatype, Cardinality cardinality,
                        List<String> allowed, Map<String, String> aliases, EntityKind entity,
                        boolean frontMatter, Set<String> requiredFor, Integer min) {

    public Predicate {
        Objects.requireNonNull(name, "name");
        if (!name.matches("[a-z]+(\\.[a-z_]+)+")) {
            throw new IllegalArgumentException("predicate name must be dotted lower-case words, got '" + name + "'");
        }
        Objects.requireNonNull(datatype, "datatype of " + name);
        Objects.requireNonNull(cardinality, "cardinality of " + name);
        Objects.requireNonNull(entity, "entity of " + name);
        allowed = List.copyOf(allowed);
        aliases = Map.copyOf(aliases);
        requiredFor = Set.copyOf(requiredFor);
        if (datatype == Datatype.ENUM && allowed.isEmpty()) {
            throw new IllegalArgumentException("enum predicate " + name + " needs a non-empty 'allowed' list");
        }
        for (var target : aliases.values()) {
            if (!allowed.contains(target)) {
                throw new IllegalArgumentException("alias target '" + target + "' of " + name + " is not an allowed value " + allowed);
            }
        }
    }

    /** The property key used on graph nodes: the last segment of the name. */
    public String key() {
        return name.substring(name.lastIndexOf('.') + 1);
    }
}
