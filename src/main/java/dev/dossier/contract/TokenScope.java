package dev.dossier.contract;

import dev.dossier.auth.Scope;

/** A token's scope: {@code read}, {@code review} (read and record reviews) or {@code admin} (everything). */
@io.swagger.v3.oas.annotations.media.Schema(type = "string", allowableValues = {"read", "review", "admin"})
public enum TokenScope implements LowerCaseLabel {
    READ, REVIEW, ADMIN;

    public Scope scope() {
        return Scope.valueOf(name());
    }

    public static TokenScope of(Scope scope) {
        return valueOf(scope.name());
    }
}
