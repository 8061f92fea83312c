package dev.dossier.text;

import java.util.Locale;
import java.util.function.Supplier;

/**
 * An enum written as its constant's name in lower case ({@code TIMED_OUT} is {@code timed_out}) in requests, answers,
 * policies, the graph and messages; {@link #find} reads one back.
 */
public interface Label {

    String name();

    default String label() {
        return this instanceof Enum<?> constant ? Labels.of(constant) : name().toLowerCase(Locale.ROOT);
    }

    /** The constant of {@code type} whose label is {@code label}, or null. */
    static <E extends Enum<E> & Label> E find(Class<E> type, String label) {
        for (E constant : type.getEnumConstants()) {
            if (constant.label().equals(label)) {
                return constant;
            }
        }
        return null;
    }

    /** The constant of {@code type} whose label is {@code label}; {@code unknown}'s exception when there is none. */
    static <E extends Enum<E> & Label> E find(Class<E> type, String label, Supplier<? extends RuntimeException> unknown) {
        E constant = find(type, label);
        if (constant == null) {
            throw unknown.get();
        }
        return constant;
    }
}
