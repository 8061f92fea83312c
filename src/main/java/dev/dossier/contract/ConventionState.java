package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** A learned convention's status, as a filter. */
@io.swagger.v3.oas.annotations.media.Schema(type = "string", allowableValues = {"active", "deprecated", "superseded"})
public enum ConventionState {
    ACTIVE, DEPRECATED, SUPERSEDED;

    @JsonValue
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
