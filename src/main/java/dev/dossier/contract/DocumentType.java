package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** The kinds of documents search can be limited to. */
public enum DocumentType {
    SOP, MARKDOWN, MAN, ATTACK;

    @JsonValue
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
