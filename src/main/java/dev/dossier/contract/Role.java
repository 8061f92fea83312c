package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** Who spoke a turn of a conversation. */
@io.swagger.v3.oas.annotations.media.Schema(type = "string", allowableValues = {"user", "assistant", "system", "tool"})
public enum Role {
    USER, ASSISTANT, SYSTEM, TOOL;

    @JsonValue
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
