package dev.dossier.auth;

import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;
import java.time.Clock;

/** API tokens over the graph's token store. */
@Factory
@Requires(beans = TokenStore.class)
final class AuthFactory {

    @Singleton
    Tokens tokens(TokenStore store) {
        return new Tokens(store, Clock.systemUTC());
    }
}
