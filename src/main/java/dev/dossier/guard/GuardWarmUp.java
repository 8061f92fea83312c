package dev.dossier.guard;

import io.micronaut.context.annotation.Requires;
import io.micronaut.context.event.ApplicationEventListener;
import io.micronaut.runtime.server.event.ServerStartupEvent;
import jakarta.inject.Provider;
import jakarta.inject.Singleton;

/**
 * Loads the guard's parser models when the HTTP server starts, on a background thread, so that no check waits for them.
 * CLI commands use the same container without serving and load them only if a claim needs them.
 */
@Singleton
@Requires(beans = Guard.class)
final class GuardWarmUp implements ApplicationEventListener<ServerStartupEvent> {

    private final Provider<Guard> guard;

    GuardWarmUp(Provider<Guard> guard) {
        this.guard = guard;
    }

    @Override
    public void onApplicationEvent(ServerStartupEvent event) {
        var thread = new Thread(() -> guard.get().warm(), "guard-warm-up");
        thread.setDaemon(true);
        thread.start();
    }
}
