package dev.dossier.vocabulary;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.glob.GlobMatcher;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * The predicate definitions Dossier validates entities against, loaded from YAML data files
 * ({@code vocabulary/*.yaml}). Lookups are by full name ({@code source.doc.severity}) or by node
 * property key ({@code severity}) within a family.
 */
public final class Vocabulary {

    private static final Pattern SHA256 = Pattern.compile("[0-9a-f]{64}");
    private static final Set<String> PREDICATE_KEYS = Set.of("name", "meaning", "datatype", "cardinality", "allowed",
            "aliases", "entity", "front_matter", "required_for", "min");
    private static final String DEFAULT_RESOURCE = "/vocabulary/source.doc.yaml";

    private final Map<String, Predicate> byName;

    public Vocabulary(Collection<Predicate> predicates) {
        var map = new LinkedHashMap<String, Predicate>();
        for (var p : predicates) {
            if (map.put(p.name(), p) != null) {
                throw new DossierException(ErrorCode.INVALID_CONFIG, "predicate " + p.name() + " is defined twice");
            }
        }
        this.byName = Map.copyOf(map);
    }

    /** Loads every {@code *.yaml} in {@code dir}, or the packaged definitions when {@code dir} is null. */
    public static Vocabulary load(Path dir) {
        if (dir == null) {
            try (InputStream in = Vocabulary.class.getResourceAsStream(DEFAULT_RESOURCE)) {
                if (in == null) {
                    throw new DossierException(ErrorCode.INVALID_CONFIG, "packaged vocabulary " + DEFAULT_RESOURCE + " is missing from the jar");
                }
                return new Vocabulary(parse(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8), DEFAULT_RESOURCE));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        var all = new ArrayList<Predicate>();
        try (Stream<Path> files = Files.list(dir)) {
            for (var file : files.filter(f -> f.toString().endsWith(".yaml")).sorted().toList()) {
                all.addAll(parse(Files.readString(file), file.toString()));
            }
        } catch (IOException e) {
            throw new DossierException(ErrorCode.INVALID_CONFIG, "cannot read vocabulary directory " + dir + ": " + e.getMessage());
        }
        if (all.isEmpty()) {
            throw new DossierException(ErrorCode.INVALID_CONFIG, "vocabulary directory " + dir + " holds no predicate definitions (*.yaml)");
        }
        return new Vocabulary(all);
    }

    @SuppressWarnings("unchecked")
    static List<Predicate> parse(String yamlText, String origin) {
        Object root = new Yaml(new SafeConstructor(new LoaderOptions())).load(yamlText);
        if (!(root instanceof Map<?, ?> doc) || !(doc.get("predicates") instanceof List<?> list)) {
            throw new DossierException(ErrorCode.INVALID_CONFIG, origin + ": expected a 'predicates' list");
        }
        var out = new ArrayList<Predicate>();
        for (Object item : list) {
            if (!(item instanceof Map<?, ?> m)) {
                throw new DossierException(ErrorCode.INVALID_CONFIG, origin + ": each predicate must be a map, got " + item);
            }
            for (Object key : m.keySet()) {
                if (!PREDICATE_KEYS.contains(String.valueOf(key))) {
                    throw new DossierException(ErrorCode.INVALID_CONFIG, origin + ": unknown key '" + key + "' in predicate " + m.get("name")
                            + "; allowed keys are " + PREDICATE_KEYS);
                }
            }
            try {
                out.add(new Predicate(
                        (String) m.get("name"),
                        (String) m.get("meaning"),
                        Datatype.valueOf(upper(m.get("datatype"))),
                        Cardinality.valueOf(upper(m.get("cardinality"))),
                        m.get("allowed") == null ? List.of() : ((List<Object>) m.get("allowed")).stream().map(String::valueOf).toList(),
                        m.get("aliases") == null ? Map.of() : stringMap((Map<Object, Object>) m.get("aliases")),
                        EntityKind.valueOf(upper(m.get("entity"))),
                        Boolean.TRUE.equals(m.get("front_matter")),
                        m.get("required_for") == null ? Set.of() : Set.copyOf(((List<Object>) m.get("required_for")).stream().map(String::valueOf).toList()),
                        m.get("min") == null ? null : ((Number) m.get("min")).intValue()));
            } catch (RuntimeException e) {
                throw new DossierException(ErrorCode.INVALID_CONFIG, origin + ": invalid predicate " + m.get("name") + ": " + e.getMessage(), Map.of(), e);
            }
        }
        return out;
    }

    private static String upper(Object o) {
        if (o == null) {
            throw new IllegalArgumentException("datatype, cardinality and entity are required");
        }
        return String.valueOf(o).toUpperCase(Locale.ROOT);
    }

    private static Map<String, String> stringMap(Map<Object, Object> m) {
        var out = new LinkedHashMap<String, String>();
        m.forEach((k, v) -> out.put(String.valueOf(k), String.valueOf(v)));
        return out;
    }

    /** The predicate of a family with the given property key, e.g. ({@code source.doc}, {@code severity}). */
    public Optional<Predicate> byKey(String family, String key) {
        return Optional.ofNullable(byName.get(family + "." + key));
    }

    public Optional<Predicate> byName(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    /** All predicates of a family, in definition order of their names. */
    public List<Predicate> family(String family) {
        return byName.values().stream().filter(p -> p.name().startsWith(family + ".")).sorted(java.util.Comparator.comparing(Predicate::name)).toList();
    }

    /**
     * Validates and normalises one value. Enum values are trimmed, lower-cased and de-aliased; a MANY
     * predicate turns a single value into a one-element list.
     */
    public Validation validate(Predicate p, Object raw) {
        if (raw == null) {
            return new Validation.Invalid(p.key() + " is empty; give " + expectation(p) + " or remove the key");
        }
        if (p.cardinality() == Cardinality.MANY) {
            List<?> values = raw instanceof List<?> l ? l : List.of(raw);
            if (values.isEmpty()) {
                return new Validation.Invalid(p.key() + " is an empty list; give " + expectation(p));
            }
            var out = new ArrayList<String>();
            for (Object v : values) {
                var one = validateOne(p, v, raw instanceof List<?>);
                if (one instanceof Validation.Invalid) {
                    return one;
                }
                out.add(String.valueOf(((Validation.Valid) one).value()));
            }
            return new Validation.Valid(List.copyOf(out));
        }
        return validateOne(p, raw, false);
    }

    /** Validates every entry of a property map for the given node kind; unknown keys are errors. */
    public List<String> check(String family, EntityKind kind, Map<String, Object> properties) {
        var problems = new ArrayList<String>();
        properties.forEach((key, value) -> {
            var p = byKey(family, key);
            if (p.isEmpty()) {
                problems.add(family + "." + key + " is not in the vocabulary");
            } else if (!p.get().entity().covers(kind)) {
                problems.add(p.get().name() + " is not a " + kind.name().toLowerCase(Locale.ROOT) + " predicate");
            } else if (validate(p.get(), value) instanceof Validation.Invalid inv) {
                problems.add(inv.message());
            }
        });
        return problems;
    }

    private Validation validateOne(Predicate p, Object v, boolean inList) {
        String where = p.key() + (inList ? " (list item)" : "");
        switch (p.datatype()) {
            case INTEGER -> {
                if (!(v instanceof Integer || v instanceof Long)) {
                    return new Validation.Invalid(where + " must be a whole number, got " + describe(v));
                }
                long n = ((Number) v).longValue();
                if (p.min() != null && n < p.min()) {
                    return new Validation.Invalid(where + " must be at least " + p.min() + ", got " + n);
                }
                return new Validation.Valid((int) n);
            }
            case STRING, TEXT -> {
                if (v instanceof Map<?, ?> || v instanceof List<?>) {
                    return new Validation.Invalid(where + " must be " + expectation(p) + ", got " + describe(v));
                }
                String s = String.valueOf(v).strip();
                if (s.isEmpty()) {
                    return new Validation.Invalid(where + " is an empty string; give " + expectation(p) + " or remove the key");
                }
                if (p.datatype() == Datatype.STRING && s.contains("\n")) {
                    return new Validation.Invalid(where + " must be a single line of text");
                }
                return new Validation.Valid(s);
            }
            case ENUM -> {
                if (!(v instanceof String s)) {
                    return new Validation.Invalid(where + " must be one of " + p.allowed() + ", got " + describe(v));
                }
                String norm = s.strip().toLowerCase(Locale.ROOT);
                String value = p.aliases().getOrDefault(norm, norm);
                if (!p.allowed().contains(value)) {
                    return new Validation.Invalid(where + " must be one of " + p.allowed()
                            + (p.aliases().isEmpty() ? "" : " (aliases " + p.aliases().keySet().stream().sorted().toList() + ")")
                            + ", got '" + s + "'");
                }
                return new Validation.Valid(value);
            }
            case GLOB -> {
                if (!(v instanceof String s)) {
                    return new Validation.Invalid(where + " must be a glob or a list of globs, got " + describe(v));
                }
                try {
                    GlobMatcher.compile(s.strip());
                } catch (IllegalArgumentException e) {
                    return new Validation.Invalid(where + ": " + e.getMessage());
                }
                return new Validation.Valid(s.strip());
            }
            case SHA256 -> {
                if (!(v instanceof String s) || !SHA256.matcher(s).matches()) {
                    return new Validation.Invalid(where + " must be 64 lower-case hex digits, got " + describe(v));
                }
                return new Validation.Valid(s);
            }
            default -> throw new IllegalStateException("unhandled datatype " + p.datatype());
        }
    }

    private static String expectation(Predicate p) {
        String one = switch (p.datatype()) {
            case STRING -> "a line of text";
            case TEXT -> "text";
            case INTEGER -> "a whole number";
            case ENUM -> "one of " + p.allowed();
            case GLOB -> "a glob such as \"*.java\"";
            case SHA256 -> "a SHA-256 hex digest";
        };
        return p.cardinality() == Cardinality.MANY ? one + " or a list of them" : one;
    }

    /** Describes a YAML value for an error message: "a number (42)", "a map", "an empty string". */
    public static String describe(Object v) {
        if (v == null) {
            return "nothing";
        }
        if (v instanceof Number) {
            return "a number (" + v + ")";
        }
        if (v instanceof Boolean) {
            return "a boolean (" + v + ")";
        }
        if (v instanceof Map<?, ?>) {
            return "a map";
        }
        if (v instanceof List<?> l) {
            return l.isEmpty() ? "an empty list" : "a list";
        }
        if (v instanceof String s) {
            return s.isBlank() ? "an empty string" : "the text '" + s + "'";
        }
        return "a " + v.getClass().getSimpleName();
    }
}
