package dev.dossier.api;

import dev.dossier.contract.ContractErrors;
import java.util.Map;

/** Checks of query parameters and bodies that the records cannot express; errors name the parameter. */
final class Requests {

    private Requests() {
    }

    /** The body, or an {@code empty_body} error when the request had none. */
    static <T> T present(T body) {
        if (body == null) {
            throw ContractErrors.invalid("empty_body", "", "the request body is empty; send a JSON object (see GET /openapi.yml)");
        }
        return body;
    }

    /** A whole-number query parameter in [min, max], or {@code fallback} when absent. */
    static int integer(String name, String value, int fallback, int min, int max) {
        if (value == null || value.isBlank()) {
            return fallback;
        }
        int n;
        try {
            n = Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw ContractErrors.invalid("wrong_type", name, name + " must be a whole number between " + min + " and " + max + ", got "
                    + shown(value), Map.of());
        }
        if (n < min || n > max) {
            throw ContractErrors.invalid("out_of_range", name, name + " must be a whole number between " + min + " and " + max + ", got " + n);
        }
        return n;
    }

    /** A value for an error message: short ones quoted, long or odd ones described by their length. */
    static String shown(String value) {
        return value.length() > 64 || value.chars().anyMatch(c -> c < 0x20) ? "a value of " + value.length() + " characters" : "'" + value + "'";
    }

    /** An optional identifier parameter: null when absent, else it must match {@code pattern}. */
    static String identifier(String name, String value, String pattern) {
        if (value == null || value.isBlank()) {
            return null;
        }
        if (!value.matches(pattern)) {
            throw ContractErrors.invalid("invalid_value", name, name + " must match " + pattern + ", got " + shown(value));
        }
        return value;
    }

    /** A path identifier: one outside its alphabet cannot name anything stored, so it is a 400 that says why. */
    static String pathId(String name, String value, String pattern) {
        if (value == null || !value.matches(pattern)) {
            throw ContractErrors.invalid("invalid_value", name, name + " must match " + pattern + ", got " + shown(value == null ? "" : value));
        }
        return value;
    }

    /** An optional text parameter of at most {@code max} characters. */
    static String text(String name, String value, int max) {
        if (value == null || value.isBlank()) {
            return null;
        }
        if (value.length() > max) {
            throw ContractErrors.invalid("limit_exceeded", name, name + " must have at most " + max + " characters, got " + value.length(),
                    Map.of("limit", max));
        }
        if (value.indexOf('\0') >= 0) {
            throw ContractErrors.invalid("nul_character", name, name + " contains a NUL character; remove it");
        }
        return value;
    }

    /** An optional enum parameter by its documented (lower-case) value; anything else names the values. */
    static <E extends Enum<E>> E option(String name, String value, Class<E> type) {
        if (value == null || value.isBlank()) {
            return null;
        }
        for (E e : type.getEnumConstants()) {
            if (e.name().toLowerCase(java.util.Locale.ROOT).equals(value.strip())) {
                return e;
            }
        }
        throw ContractErrors.invalid("invalid_value", name, name + " must be one of "
                + java.util.Arrays.stream(type.getEnumConstants()).map(e -> e.name().toLowerCase(java.util.Locale.ROOT)).toList() + ", got " + shown(value));
    }
}
