package dev.dossier.session;

import dev.dossier.error.DossierException;
import java.util.Locale;

/** Who wrote an item. */
public enum Role {
    USER, ASSISTANT, SYSTEM, TOOL;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Role parse(String label, String field) {
        for (Role r : values()) {
            if (r.label().equals(label)) {
                return r;
            }
        }
        throw DossierException.invalidField(field, "unknown role '" + label + "'; use user, assistant, system or tool");
    }
}
