package dev.dossier.auth;

/** A token just created: the only time its secret is seen. */
public record IssuedToken(StoredToken stored, String token) {
}
