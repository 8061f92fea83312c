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

    private final BeanProvider<GuardPolicy> policy;
    private final BeanProvider<Guard> guard;

    GuardWarmUp(BeanProvider<GuardPolicy> policy, BeanProvider<Guard> guard) {
        this.policy = policy;
        this.guard = guard;
    }

    /**
     * Reads the policy (a small file) on the starting thread and, when it loads the parser at start, marks the load as
     * under way before the server answers its first request, so {@code /health} never says {@code not_loaded} for a
     * server that is about to load; the models themselves load on a thread of their own.
     */
    @Override
    public void onApplicationEvent(ServerStartupEvent event) {
        if (!policy.isPresent() || !policy.get().loadsParserAtStart()) {
            return;
        }
        var parser = Nlp4jParser.shared();
        parser.scheduled(true);
        var thread = new Thread(() -> {
            try {
                guard.ifPresent(Guard::warm);
            } finally {
                parser.scheduled(false);
            }
        }, "guard-warm-up");
        thread.setDaemon(true);
        thread.start();
    }
}
