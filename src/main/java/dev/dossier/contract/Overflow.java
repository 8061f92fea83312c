package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** What knowledge assembly does when the items do not fit at full level. */
@io.swagger.v3.oas.annotations.media.Schema(type = "string", allowableValues = {"truncate", "summarize", "prioritize", "error"})
public enum Overflow {
    TRUNCATE, SUMMARIZE, PRIORITIZE, ERROR;

    @JsonValue
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
