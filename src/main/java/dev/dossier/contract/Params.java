package dev.dossier.contract;

import java.util.Arrays;
import java.util.Map;

/**
 * Checks of the operations' scalar parameters (query parameters, path ids, CLI options, MCP tool arguments), the one
 * place each rule is written; errors name the parameter and carry the contract's codes.
 */
public final class Params {

    /** The longest search query (characters). */
    public static final int MAX_QUERY = 2_000;
    /** The longest file path a filter takes (characters). */
    public static final int MAX_PATH = 4_096;

    private Params() {
    }

    /** A required search query: present, not blank, at most {@link #MAX_QUERY} characters, no NUL. */
    public static String query(String name, String value) {
        String q = text(name, value, MAX_QUERY);
        if (q == null) {
            throw ContractErrors.invalid("required", name, name + " is required: the text to search for");
        }
        return q;
    }

    /** A whole number in [min, max], or {@code fallback} when null. */
    public static int range(String name, Integer value, int fallback, int min, int max) {
        int n = value == null ? fallback : value;
        if (n < min || n > max) {
            throw ContractErrors.invalid("out_of_range", name, name + " must be a whole number between " + min + " and " + max + ", got " + n);
        }
        return n;
    }

    /** An optional text: null when absent or blank, else at most {@code max} characters without NUL. */
    public static String text(String name, String value, int max) {
        if (value == null || value.isBlank()) {
            return null;
        }
        if (value.length() > max) {
            throw ContractErrors.invalid("limit_exceeded", name, name + " must have at most " + max + " characters, got " + value.length(),
                    Map.of("limit", max));
        }
        if (value.indexOf('\0') >= 0) {
            throw ContractErrors.invalid("nul_character", name, name + " contains a NUL character (\\u0000); remove it");
        }
        return value;
    }

    /** An optional identifier: null when absent or blank, else it must match {@code pattern} (see {@link Ids}). */
    public static String identifier(String name, String value, String pattern) {
        return value == null || value.isBlank() ? null : id(name, value, pattern);
    }

    /** A required identifier matching {@code pattern}. */
    public static String id(String name, String value, String pattern) {
        if (value == null || !value.matches(pattern)) {
            throw ContractErrors.invalid("invalid_value", name, name + " must match " + pattern + ", got " + shown(value));
        }
        return value;
    }

    /** An optional enum value by its documented lower-case label; anything else names the values. */
    public static <E extends Enum<E> & LowerCaseLabel> E option(String name, String value, Class<E> type) {
        if (value == null || value.isBlank()) {
            return null;
        }
        for (E e : type.getEnumConstants()) {
            if (e.label().equals(value.strip())) {
                return e;
            }
        }
        throw ContractErrors.invalid("invalid_value", name, name + " must be one of "
                + Arrays.stream(type.getEnumConstants()).map(LowerCaseLabel::label).toList() + ", got " + shown(value));
    }

    /** A value for a message: short ones quoted, long or odd ones described by their length. */
    public static String shown(String value) {
        if (value == null) {
            return "nothing";
        }
        return value.length() > 64 || value.chars().anyMatch(c -> c < 0x20) ? "a value of " + value.length() + " characters" : "'" + value + "'";
    }
}
