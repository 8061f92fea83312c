package dev.dossier.contract;

import dev.dossier.auth.StoredToken;
import io.micronaut.core.annotation.Nullable;
import java.util.List;

/**
 * A token as listed, or just created: {@code token} is the secret, present only in the answer that created it.
 *
 * @param name     its name
 * @param token    the secret ({@code Authorization: Bearer TOKEN}), shown once; null when listed
 * @param projects the projects it sees
 * @param scope    what it may do
 * @param created  when it was created (ISO-8601)
 */
public record TokenView(String name, @Nullable String token, List<String> projects, TokenScope scope, String created) {

    public static TokenView of(StoredToken t, String secret) {
        return new TokenView(t.name(), secret, t.projects(), TokenScope.of(t.scope()), t.created().toString());
    }
}
