package dev.dossier.contract;

import com.fasterxml.jackson.annotation.JsonValue;
import dev.dossier.auth.Scope;
import java.util.Locale;

/** A token's scope: {@code read}, {@code review} (read and record reviews) or {@code admin} (everything). */
@io.swagger.v3.oas.annotations.media.Schema(type = "string", allowableValues = {"read", "review", "admin"})
public enum TokenScope {
    READ, REVIEW, ADMIN;

    @JsonValue
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    public Scope scope() {
        return Scope.valueOf(name());
    }

    public static TokenScope of(Scope scope) {
        return valueOf(scope.name());
    }
}
