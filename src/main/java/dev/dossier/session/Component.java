package dev.dossier.session;

import dev.dossier.error.DossierException;
import dev.dossier.text.Label;
import java.util.Arrays;
import java.util.List;

/** The parts of a session's context (seed 000, scenario 19), written in snake case ({@code conversation_history}). */
public enum Component implements Label {
    SYSTEM_INSTRUCTIONS, USER_PREFERENCES, CONVERSATION_HISTORY, TOOL_DESCRIPTIONS, CURRENT_QUERY, TOOL_RESULTS, FACTS;

    /** The component named {@code label}, or null. */
    static Component find(String label) {
        return Label.find(Component.class, label);
    }

    /** The component named {@code label}, or an invalid-request error on {@code field}. */
    public static Component parse(String label, String field) {
        Component c = find(label);
        if (c == null) {
            throw DossierException.invalidField(field, "unknown component '" + label + "'; use one of " + labels());
        }
        return c;
    }

    public static List<String> labels() {
        return Arrays.stream(values()).map(Component::label).toList();
    }
}
