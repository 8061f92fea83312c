package dev.dossier.guard;

import io.micronaut.context.BeanProvider;
import io.micronaut.context.event.ApplicationEventListener;
import io.micronaut.runtime.server.event.ServerStartupEvent;
import jakarta.inject.Singleton;

/**
 * Loads the guard's parser models when the HTTP server starts, on a background thread, so that no check waits for them,
 * unless {@code guard.yaml} says {@code parser_load: first_use}. CLI commands use the same container without serving and
 * load them only if a claim needs them. No {@code @Requires}
 * on the guard: the container evaluates a listener's conditions when it starts, before {@code RuntimeSettings} is
 * registered, and would keep the guard's factories disabled (ADR 0007); the provider is asked only when the server is up.
 */
@Singleton
final class GuardWarmUp implements ApplicationEventListener<ServerStartupEvent> {

    private final BeanProvider<Guard> guard;

    GuardWarmUp(BeanProvider<Guard> guard) {
        this.guard = guard;
    }

    @Override
    public void onApplicationEvent(ServerStartupEvent event) {
        var thread = new Thread(() -> guard.ifPresent(g -> {
            if (g.warmsAtStart()) {
                g.warm();
            }
        }), "guard-warm-up");
        thread.setDaemon(true);
        thread.start();
    }
}
