package dev.dossier.auth;

import java.time.Instant;
import java.util.List;

/**
 * A token as stored: never the token itself, only the SHA-256 of it.
 *
 * @param id       the public part of the token, by which it is looked up
 * @param name     unique, chosen by the operator
 * @param hash     hex SHA-256 of the whole token
 * @param projects the projects it sees
 * @param scope    what it may do
 * @param created  when it was created
 */
public record StoredToken(String id, String name, String hash, List<String> projects, Scope scope, Instant created) {

    public StoredToken {
        projects = List.copyOf(projects);
    }

    public Caller caller() {
        return new Caller(name, scope, java.util.Set.copyOf(projects));
    }
}
