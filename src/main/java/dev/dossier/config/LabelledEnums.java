package dev.dossier.config;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Enum values in configuration files are the constants' names in lower case with hyphens ({@code SEVERITY_SHARES}
 * is {@code severity-shares}); anything else is an error that lists the allowed values.
 */
final class LabelledEnums extends BeanDeserializerModifier {

    @Override
    public JsonDeserializer<?> modifyEnumDeserializer(DeserializationConfig config, JavaType type, BeanDescription beanDesc,
                                                      JsonDeserializer<?> deserializer) {
        return new Labelled(type.getRawClass());
    }

    static String label(Enum<?> constant) {
        return constant.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** "one of a, b or c" for the enum's constants. */
    static String describe(Class<?> type) {
        List<String> labels = Arrays.stream(type.getEnumConstants()).map(c -> label((Enum<?>) c)).toList();
        return labels.size() == 1 ? labels.get(0)
                : String.join(", ", labels.subList(0, labels.size() - 1)) + " or " + labels.get(labels.size() - 1);
    }

    private static final class Labelled extends StdScalarDeserializer<Object> {

        private final Class<?> type;

        Labelled(Class<?> type) {
            super(type);
            this.type = type;
        }

        @Override
        public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            String text = p.hasToken(JsonToken.VALUE_STRING) || p.currentToken().isScalarValue() ? p.getText() : null;
            for (Object constant : type.getEnumConstants()) {
                if (label((Enum<?>) constant).equals(text)) {
                    return constant;
                }
            }
            throw new IllegalArgumentException(p.currentName() + " must be " + describe(type) + ", got '" + text + "'");
        }
    }
}
