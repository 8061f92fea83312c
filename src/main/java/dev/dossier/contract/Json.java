package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.deser.std.StringDeserializer;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.dossier.error.DossierException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.temporal.Temporal;
import java.util.Arrays;
import java.util.Collection;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * The one JSON configuration of Dossier's edges (HTTP, CLI {@code --json}, MCP): strict when reading, complete when
 * writing. Reading rejects, each with a JSON pointer to the offending place and a stable code: an unknown field
 * ({@code unknown_field}), a duplicate key ({@code duplicate_key}), data after the document ({@code trailing_data}),
 * bytes that are not UTF-8 ({@code invalid_utf8}), a NUL character in a string ({@code nul_character}), a value of the
 * wrong JSON type, including numbers in strings and fractions for whole numbers ({@code wrong_type}), a value outside
 * an enum or an unparsable instant ({@code invalid_value}), malformed JSON ({@code malformed_json}) and an empty body
 * ({@code empty_body}). Writing keeps nulls and empty lists: they are part of the contract.
 */
public final class Json {

    private static final ObjectMapper MAPPER = configure(JsonMapper.builder()
            .enable(MapperFeature.BLOCK_UNSAFE_POLYMORPHIC_BASE_TYPES)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .build());
    private static final ObjectMapper PRETTY = MAPPER.copy().enable(SerializationFeature.INDENT_OUTPUT);

    private Json() {
    }

    /** The shared mapper (thread-safe); do not reconfigure it. */
    public static ObjectMapper mapper() {
        return MAPPER;
    }

    /** Applies Dossier's strict reading and complete writing to {@code mapper} (also used on Micronaut's own mapper). */
    public static ObjectMapper configure(ObjectMapper mapper) {
        mapper.registerModule(new JavaTimeModule());
        mapper.registerModule(new SimpleModule("dossier-strict-strings").addDeserializer(String.class, new NulRejectingStrings()));
        mapper.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
        mapper.enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, DeserializationFeature.FAIL_ON_TRAILING_TOKENS,
                DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES, DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS,
                DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY);
        mapper.disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT, DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE);
        mapper.disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS, SerializationFeature.FAIL_ON_EMPTY_BEANS);
        mapper.setSerializationInclusion(JsonInclude.Include.ALWAYS);
        // no scalar coercion: "32000" is not a number, 5 is not a string, 3.5 is not a whole number
        for (LogicalType type : new LogicalType[] {LogicalType.Textual, LogicalType.Integer, LogicalType.Float, LogicalType.Boolean,
                LogicalType.Enum, LogicalType.DateTime}) {
            var config = mapper.coercionConfigFor(type);
            for (CoercionInputShape shape : new CoercionInputShape[] {CoercionInputShape.Integer, CoercionInputShape.Float,
                    CoercionInputShape.Boolean, CoercionInputShape.String, CoercionInputShape.EmptyString}) {
                boolean natural = (type == LogicalType.Textual || type == LogicalType.Enum || type == LogicalType.DateTime)
                        && shape == CoercionInputShape.String
                        || type == LogicalType.Integer && shape == CoercionInputShape.Integer
                        || type == LogicalType.Float && (shape == CoercionInputShape.Float || shape == CoercionInputShape.Integer)
                        || type == LogicalType.Boolean && shape == CoercionInputShape.Boolean
                        || type == LogicalType.Textual && shape == CoercionInputShape.EmptyString;
                if (!natural) {
                    config.setCoercion(shape, CoercionAction.Fail);
                }
            }
        }
        return mapper;
    }

    /** Reads {@code body} as {@code type}; any violation is an INVALID_REQUEST naming the field and the code. */
    public static <T> T read(byte[] body, Class<T> type) {
        if (body == null || body.length == 0 || new String(body, java.nio.charset.StandardCharsets.ISO_8859_1).isBlank()) {
            throw ContractErrors.invalid("empty_body", "", "the request body is empty; send a JSON object (see GET /openapi.yml)");
        }
        try {
            return MAPPER.readValue(body, type);
        } catch (IOException e) {
            throw translate(e, type);
        }
    }

    /** Reads an already parsed value (MCP tool arguments) as {@code type}, with the same checks as {@link #read(byte[], Class)}. */
    public static <T> T read(Map<String, Object> value, Class<T> type) {
        try {
            return read(MAPPER.writeValueAsBytes(value == null ? Map.of() : value), type);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The value as a tree (for MCP structured content). */
    public static JsonNode tree(Object value) {
        return MAPPER.valueToTree(value);
    }

    /** Compact JSON. */
    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("contract records always serialise", e);
        }
    }

    /** Indented JSON, as the CLI prints it. */
    public static String writePretty(Object value) {
        try {
            return PRETTY.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("contract records always serialise", e);
        }
    }

    /** Translates a Jackson failure into the contract's error: never Jackson's text (it names Java classes). */
    static DossierException translate(IOException e, Class<?> root) {
        if (e instanceof ValueInstantiationException vie && vie.getCause() instanceof DossierException de) {
            return de;
        }
        if (e instanceof NulCharacterException nul) {
            return ContractErrors.invalid("nul_character", pointer(nul), describe(pointer(nul)) + " contains a NUL character (\\u0000); remove it");
        }
        if (e instanceof UnrecognizedPropertyException u) {
            String pointer = pointer(u);
            var known = u.getKnownPropertyIds() == null ? "" : "; known fields here are " + u.getKnownPropertyIds().stream()
                    .map(String::valueOf).sorted().collect(Collectors.joining(", ", "[", "]"));
            return ContractErrors.invalid("unknown_field", pointer, "unknown field '" + u.getPropertyName() + "' at " + display(pointer) + known);
        }
        if (e instanceof InvalidFormatException f) {
            String pointer = pointer(f);
            Class<?> target = f.getTargetType();
            if (target != null && target.isEnum()) {
                return ContractErrors.invalid("invalid_value", pointer, describe(pointer) + " must be one of " + enumValues(target) + ", got "
                        + quoted(f.getValue()));
            }
            if (target != null && Temporal.class.isAssignableFrom(target)) {
                return ContractErrors.invalid("invalid_value", pointer, describe(pointer)
                        + " must be an ISO-8601 instant such as 2026-11-21T10:15:30Z, got " + quoted(f.getValue()));
            }
            return ContractErrors.invalid("wrong_type", pointer, describe(pointer) + " must be " + expected(target) + ", got " + quoted(f.getValue()));
        }
        if (e instanceof MismatchedInputException m) {
            String pointer = pointer(m);
            Class<?> target = m.getTargetType();
            JsonToken token = m.getProcessor() instanceof JsonParser p ? p.currentToken() : null;
            String message = Objects.toString(m.getOriginalMessage(), "");
            if (message.startsWith("Trailing token")) {
                return ContractErrors.invalid("trailing_data", "", "the request body has data after the JSON document; send exactly one JSON value");
            }
            if (message.startsWith("No content to map")) {
                return ContractErrors.invalid("empty_body", "", "the request body is empty; send a JSON object (see GET /openapi.yml)");
            }
            if (target != null && target.isEnum() && token == JsonToken.VALUE_STRING) {
                return ContractErrors.invalid("invalid_value", pointer, describe(pointer) + " must be one of " + enumValues(target));
            }
            if (target != null && Temporal.class.isAssignableFrom(target) && token == JsonToken.VALUE_STRING) {
                return ContractErrors.invalid("invalid_value", pointer, describe(pointer)
                        + " must be an ISO-8601 instant such as 2026-11-21T10:15:30Z");
            }
            return ContractErrors.invalid("wrong_type", pointer, describe(pointer) + " must be " + expected(target)
                    + (token == null ? "" : ", got " + tokenName(token)));
        }
        if (e instanceof JsonMappingException m && m.getCause() instanceof DossierException de) {
            return de;
        }
        if (e instanceof JsonProcessingException p) {
            String message = Objects.toString(p.getOriginalMessage(), "");
            var loc = p.getLocation();
            String where = loc == null ? "" : " (line " + loc.getLineNr() + ", column " + loc.getColumnNr() + ")";
            if (message.startsWith("Duplicate field")) {
                String name = message.replaceFirst("^Duplicate field '(.*)'$", "$1");
                String parent = p.getProcessor() instanceof JsonParser parser ? parser.getParsingContext().getParent() == null ? ""
                        : parser.getParsingContext().getParent().pathAsPointer().toString() : "";
                String pointer = parent + "/" + escape(name);
                return ContractErrors.invalid("duplicate_key", pointer, "the key '" + name + "' appears twice in the same object" + where
                        + "; send each field once");
            }
            if (message.contains("UTF-8") || message.contains("UTF8")) {
                return ContractErrors.invalid("invalid_utf8", "", "the request body is not valid UTF-8" + where);
            }
            return ContractErrors.invalid("malformed_json", "", "the request body is not valid JSON" + where + ": " + firstLine(message));
        }
        if (e instanceof java.io.CharConversionException) {
            return ContractErrors.invalid("invalid_utf8", "", "the request body is not valid UTF-8");
        }
        return ContractErrors.invalid("malformed_json", "", "the request body could not be read as JSON");
    }

    private static String firstLine(String message) {
        String line = message.lines().findFirst().orElse("");
        // Jackson quotes the offending text; keep it short and free of class names
        return line.replaceAll("\\(for [^)]*\\)", "").replaceAll("[a-z]+(\\.[a-z0-9]+)+\\.[A-Z]\\w*", "value").strip();
    }

    /** RFC 6901 pointer of the failure's path ("" for the document). */
    static String pointer(JsonMappingException e) {
        var b = new StringBuilder();
        for (JsonMappingException.Reference ref : e.getPath()) {
            if (ref.getFieldName() != null) {
                b.append('/').append(escape(ref.getFieldName()));
            } else if (ref.getIndex() >= 0) {
                b.append('/').append(ref.getIndex());
            }
        }
        return b.toString();
    }

    /** The JSON name of a Java component or parameter name: snake_case ({@code planId} is {@code plan_id}). */
    public static String snake(String name) {
        return name.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toLowerCase(java.util.Locale.ROOT);
    }

    static String escape(String name) {
        return name.replace("~", "~0").replace("/", "~1");
    }

    /** "the request body" for "", else the pointer in backticks-free form, e.g. /files/0/path. */
    static String describe(String pointer) {
        return pointer.isEmpty() ? "the request body" : pointer;
    }

    private static String display(String pointer) {
        return pointer.isEmpty() ? "the top level" : pointer;
    }

    private static String enumValues(Class<?> type) {
        return Arrays.stream(type.getEnumConstants()).map(c -> MAPPER.convertValue(c, String.class)).toList().toString();
    }

    private static String quoted(Object value) {
        if (value == null) {
            return "null";
        }
        String s = String.valueOf(value);
        if (s.length() > 80) {
            s = s.substring(0, 80) + "...";
        }
        return value instanceof String ? "'" + s + "'" : s;
    }

    private static String expected(Class<?> target) {
        if (target == null) {
            return "a value of the documented type";
        }
        if (target == String.class) {
            return "a string";
        }
        if (target == Integer.class || target == int.class || target == Long.class || target == long.class) {
            return "a whole number";
        }
        if (target == Double.class || target == double.class || target == Float.class || target == float.class) {
            return "a number";
        }
        if (target == Boolean.class || target == boolean.class) {
            return "true or false";
        }
        if (Collection.class.isAssignableFrom(target) || target.isArray()) {
            return "a list";
        }
        if (target.isEnum()) {
            return "one of " + enumValues(target);
        }
        return "an object";
    }

    private static String tokenName(JsonToken token) {
        return switch (token) {
            case START_OBJECT -> "an object";
            case START_ARRAY -> "a list";
            case VALUE_STRING -> "a string";
            case VALUE_NUMBER_INT -> "a whole number";
            case VALUE_NUMBER_FLOAT -> "a fraction";
            case VALUE_TRUE, VALUE_FALSE -> "a boolean";
            case VALUE_NULL -> "null";
            default -> "something else";
        };
    }

    /** Strings as usual, but a NUL character (raw or escaped) is refused: it truncates text in C-based consumers. */
    private static final class NulRejectingStrings extends StringDeserializer {

        @Override
        public String deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            String value = super.deserialize(p, ctxt);
            if (value != null && value.indexOf('\0') >= 0) {
                throw new NulCharacterException(p);
            }
            return value;
        }
    }

    /** A NUL character in a string value. */
    static final class NulCharacterException extends JsonMappingException {

        NulCharacterException(JsonParser p) {
            super(p, "NUL character in a string");
        }
    }
}
