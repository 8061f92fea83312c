package dev.dossier.facts;

import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;

/** Knowledge bases, once a {@link FactStore} exists. */
@Factory
final class FactsFactory {

    @Singleton
    @Requires(beans = FactStore.class)
    Facts facts(FactStore store) {
        return new Facts(store);
    }
}
