package dev.dossier.session;

import java.util.Objects;

/** One band of a pressure preset: from {@code from} (a share of the budget, inclusive) up to the next level. */
public record PressureLevel(String name, double from, PressureAction action, String response) {
    public PressureLevel {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(action, "action");
        Objects.requireNonNull(response, "response");
    }
}
