package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** The kinds of documents search can be limited to. */
@io.swagger.v3.oas.annotations.media.Schema(type = "string", allowableValues = {"sop", "markdown", "man", "attack"})
public enum DocumentType {
    SOP, MARKDOWN, MAN, ATTACK;

    @JsonValue
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
