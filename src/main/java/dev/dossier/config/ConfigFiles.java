package dev.dossier.config;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import com.fasterxml.jackson.databind.introspect.AnnotatedMember;
import com.fasterxml.jackson.databind.introspect.JacksonAnnotationIntrospector;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import jakarta.annotation.Nullable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Locates Dossier's YAML configuration files and binds them, with Jackson's YAML module, to the records each feature
 * declares. The file is {@code configDir/fileName} when that directory holds it, otherwise the packaged
 * {@code /dossier/fileName}.
 *
 * <p>Binding is strict, so a typo never silently becomes a default: keys are {@code snake_case} of the record
 * components (a component named after a Java keyword takes a trailing underscore: {@code default_}); unknown keys,
 * duplicate keys, missing keys (every component is required unless annotated {@link Nullable}) and values of the
 * wrong type (no coercion: {@code "32"} is not a number, {@code 2.5} is not a whole number) are errors; enum values
 * are written as their lower-case, hyphenated names ({@code severity-shares}). A record's own checks (its compact
 * constructor throwing {@link IllegalArgumentException}) are reported at the place of that record in the file. Every
 * error is an {@link ErrorCode#INVALID_CONFIG} naming the file and the dotted path of the key.
 */
public final class ConfigFiles {

    private static final PropertyNamingStrategies.NamingBase NAMES = new PropertyNamingStrategies.SnakeCaseStrategy() {
        @Override
        public String translate(String name) {
            String snake = super.translate(name);
            return snake.endsWith("_") ? snake.substring(0, snake.length() - 1) : snake;
        }
    };

    private static final YAMLMapper YAML = YAMLMapper.builder()
            .propertyNamingStrategy(NAMES)
            .annotationIntrospector(new JacksonAnnotationIntrospector() {
                @Override
                public Boolean hasRequiredMarker(AnnotatedMember m) {
                    return !m.hasAnnotation(Nullable.class);
                }
            })
            .addModule(new SimpleModule().setDeserializerModifier(new LabelledEnums()))
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES,
                    DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            // YAML 1.1 reads unquoted yes, no, on and off as booleans: a word list must not turn "no" into "false"
            .withCoercionConfig(LogicalType.Textual, c -> c.setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail))
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    private static final Pattern QUOTED = Pattern.compile("'([^']+)'");

    private ConfigFiles() {
    }

    /** Binds the whole file to {@code type}. */
    public static <T> T read(Path configDir, String fileName, Class<T> type) {
        return read(configDir, fileName, type, Function.identity());
    }

    /**
     * Binds the whole file to {@code shape}, the file as written, then converts it to the record the feature uses;
     * an {@link IllegalArgumentException} of the conversion is reported with the file's name.
     */
    public static <T, R> R read(Path configDir, String fileName, Class<T> shape, Function<T, R> convert) {
        Source source = source(configDir, fileName);
        return convert(source, "", bind(source, source.root(), "", shape), convert);
    }

    /**
     * Binds an explicit file (no packaged fallback: a data file such as a knowledge base's {@code relations.yaml}) to
     * {@code shape}, then converts it; errors name the file and the key like those of the configuration files.
     */
    public static <T, R> R readFile(Path file, Class<T> shape, Function<T, R> convert) {
        Source source;
        try {
            source = parse(Files.readString(file, StandardCharsets.UTF_8), file.toString(), true);
        } catch (IOException e) {
            throw new DossierException(ErrorCode.INVALID_CONFIG, "cannot read " + file + " (" + e.getClass().getSimpleName() + ")",
                    Map.of("file", file.toString()));
        }
        return convert(source, "", bind(source, source.root(), "", shape), convert);
    }

    /**
     * Binds the top-level section {@code section} to {@code type}. An override file without the section gets the
     * packaged one; in an override section, each of {@code inherited} that is missing is taken from the packaged
     * section (keys added after users may have written their files).
     */
    public static <T> T section(Path configDir, String fileName, String section, Class<T> type, String... inherited) {
        return section(configDir, fileName, section, type, Function.identity(), inherited);
    }

    /** {@link #section(Path, String, String, Class, String...)} through a conversion, as {@link #read(Path, String, Class, Function)}. */
    public static <T, R> R section(Path configDir, String fileName, String section, Class<T> shape, Function<T, R> convert,
                                   String... inherited) {
        Source source = source(configDir, fileName);
        JsonNode node = source.root().get(section);
        if (node == null && source.override()) {
            return section(null, fileName, section, shape, convert);
        }
        if (node == null) {
            throw invalid(source.origin(), "", "missing key '" + section + "'");
        }
        if (source.override() && node instanceof ObjectNode object && inherited.length > 0) {
            JsonNode packaged = source(null, fileName).root().get(section);
            for (String key : inherited) {
                if (!object.has(key) && packaged != null && packaged.has(key)) {
                    object.set(key, packaged.get(key));
                }
            }
        }
        return convert(source, section, bind(source, node, section, shape), convert);
    }

    private static <T, R> R convert(Source source, String at, T bound, Function<T, R> convert) {
        try {
            return convert.apply(bound);
        } catch (IllegalArgumentException e) {
            throw invalid(source.origin(), at, e.getMessage());
        }
    }

    /** Fails when the file has a top-level key outside {@code sections} (each feature reads only its own section). */
    public static void requireSections(Path configDir, String fileName, Set<String> sections) {
        Source source = source(configDir, fileName);
        source.root().fieldNames().forEachRemaining(key -> {
            if (!sections.contains(key)) {
                throw invalid(source.origin(), "", unknownKey(key, sections));
            }
        });
    }

    private static <T> T bind(Source source, JsonNode node, String at, Class<T> type) {
        try {
            return YAML.treeToValue(node, type);
        } catch (JsonProcessingException e) {
            throw translate(source, node, at, e);
        } catch (IllegalArgumentException e) {
            throw invalid(source.origin(), at, e.getMessage());
        }
    }

    private static DossierException translate(Source source, JsonNode node, String at, JsonProcessingException e) {
        List<JsonMappingException.Reference> path = e instanceof JsonMappingException m ? m.getPath() : List.of();
        String parent = join(at, path.subList(0, Math.max(0, path.size() - 1)));
        String key = path.isEmpty() ? "" : name(path.get(path.size() - 1));
        String message;
        if (e instanceof ValueInstantiationException v && v.getCause() != null) {
            return invalid(source.origin(), join(at, path), v.getCause().getMessage());
        } else if (e.getCause() instanceof IllegalArgumentException cause) {
            message = cause.getMessage();
        } else if (e instanceof UnrecognizedPropertyException u) {
            message = unknownKey(u.getPropertyName(), u.getKnownPropertyIds());
        } else if (e instanceof MismatchedInputException m && m.getOriginalMessage().startsWith("Missing required creator property")) {
            // Jackson reports a missing key before an unknown one; the unknown one is usually the misspelt missing one
            Matcher q = QUOTED.matcher(m.getOriginalMessage());
            message = unknownIn(node.at(pointer(path.subList(0, Math.max(0, path.size() - 1)))), owner(path))
                    .orElse("missing key '" + (q.find() ? q.group(1) : "?") + "'");
        } else if (e instanceof MismatchedInputException m && m.getTargetType() != null) {
            JsonNode value = node.at(pointer(path));
            message = "'" + key + "' must be " + expected(m.getTargetType()) + ", got " + (value.isMissingNode() ? "nothing" : text(value))
                    + (value.isBoolean() && m.getTargetType() == String.class ? " (YAML reads unquoted yes, no, on and off as booleans: quote the word)" : "");
        } else {
            message = "'" + key + "' has the wrong shape";
        }
        return invalid(source.origin(), parent, message);
    }

    private static String expected(Class<?> type) {
        if (type == int.class || type == Integer.class || type == long.class || type == Long.class) {
            return "a whole number";
        }
        if (type == double.class || type == Double.class || type == float.class) {
            return "a number";
        }
        if (type == String.class) {
            return "a text";
        }
        if (type.isEnum()) {
            return LabelledEnums.describe(type);
        }
        if (Map.class.isAssignableFrom(type) || type.isRecord()) {
            return "a map";
        }
        if (Collection.class.isAssignableFrom(type)) {
            return "a list";
        }
        return "a " + type.getSimpleName();
    }

    private static String text(JsonNode value) {
        return value.isValueNode() ? value.asText() : value.toString();
    }

    /** The record that holds the last key of {@code path}. */
    private static Class<?> owner(List<JsonMappingException.Reference> path) {
        Object from = path.isEmpty() ? null : path.get(path.size() - 1).getFrom();
        return from instanceof Class<?> c ? c : from == null ? null : from.getClass();
    }

    private static java.util.Optional<String> unknownIn(JsonNode object, Class<?> type) {
        if (type == null || !type.isRecord()) {
            return java.util.Optional.empty();
        }
        var known = java.util.Arrays.stream(type.getRecordComponents()).map(c -> NAMES.translate(c.getName())).toList();
        var names = new java.util.ArrayList<String>();
        object.fieldNames().forEachRemaining(names::add);
        return names.stream().filter(n -> !known.contains(n)).findFirst().map(n -> unknownKey(n, known));
    }

    private static String unknownKey(String key, Collection<?> known) {
        var allowed = new TreeSet<String>();
        known.forEach(k -> allowed.add(String.valueOf(k)));
        return "unknown key '" + key + "'; allowed keys are " + allowed;
    }

    private static String name(JsonMappingException.Reference r) {
        return r.getFieldName() != null ? r.getFieldName() : "[" + r.getIndex() + "]";
    }

    private static String join(String at, List<JsonMappingException.Reference> path) {
        var b = new StringBuilder(at);
        for (var r : path) {
            String n = name(r);
            if (!b.isEmpty() && !n.startsWith("[")) {
                b.append('.');
            }
            b.append(n);
        }
        return b.toString();
    }

    private static String pointer(List<JsonMappingException.Reference> path) {
        var b = new StringBuilder();
        for (var r : path) {
            b.append('/').append(r.getFieldName() != null ? r.getFieldName().replace("~", "~0").replace("/", "~1") : r.getIndex());
        }
        return b.toString();
    }

    private static DossierException invalid(String origin, String at, String message) {
        return new DossierException(ErrorCode.INVALID_CONFIG, origin + (at.isEmpty() ? "" : " " + at) + ": " + message, Map.of("file", origin));
    }

    private static Source source(Path configDir, String fileName) {
        try {
            if (configDir != null && Files.isRegularFile(configDir.resolve(fileName))) {
                Path file = configDir.resolve(fileName);
                return parse(Files.readString(file, StandardCharsets.UTF_8), file.toString(), true);
            }
            try (InputStream in = ConfigFiles.class.getResourceAsStream("/dossier/" + fileName)) {
                if (in == null) {
                    throw new DossierException(ErrorCode.INVALID_CONFIG, "packaged configuration /dossier/" + fileName + " is missing");
                }
                return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), "classpath:/dossier/" + fileName, false);
            }
        } catch (IOException e) {
            throw new DossierException(ErrorCode.INVALID_CONFIG, "cannot read " + fileName + " (" + e.getClass().getSimpleName() + ")");
        }
    }

    private static Source parse(String text, String origin, boolean override) {
        JsonNode root;
        try (JsonParser parser = YAML.createParser(text)) {
            root = YAML.readTree(parser);
        } catch (IOException e) {
            String where = e instanceof JsonProcessingException p && p.getLocation() != null
                    ? " at line " + p.getLocation().getLineNr() : "";
            throw new DossierException(ErrorCode.INVALID_CONFIG, origin + " is not valid YAML" + where
                    + (e.getMessage() != null && e.getMessage().contains("Duplicate") ? " (duplicate key)" : ""));
        }
        if (!(root instanceof ObjectNode)) {
            throw new DossierException(ErrorCode.INVALID_CONFIG, origin + " must hold a YAML map at its top level");
        }
        return new Source(origin, root, override);
    }

    private record Source(String origin, JsonNode root, boolean override) {
    }
}
