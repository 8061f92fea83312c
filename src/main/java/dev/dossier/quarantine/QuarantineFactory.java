package dev.dossier.quarantine;

import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;
import java.time.Clock;

/** The quarantine, once a {@link QuarantineStore} exists. */
@Factory
final class QuarantineFactory {

    @Singleton
    @Requires(beans = QuarantineStore.class)
    Quarantine quarantine(QuarantineStore store) {
        return new Quarantine(store, Clock.systemUTC());
    }
}
