package dev.dossier.session;

import dev.dossier.error.DossierException;
import dev.dossier.text.Label;

/** Who wrote an item. */
public enum Role implements Label {
    USER, ASSISTANT, SYSTEM, TOOL;

    public static Role parse(String label, String field) {
        return Label.find(Role.class, label, () ->
                DossierException.invalidField(field, "unknown role '" + label + "'; use user, assistant, system or tool"));
    }
}
