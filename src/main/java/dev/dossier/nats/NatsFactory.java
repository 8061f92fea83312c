package dev.dossier.nats;

import dev.dossier.app.Dossier;
import dev.dossier.app.LocalApi;
import dev.dossier.app.RuntimeSettings;
import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.event.ApplicationEventListener;
import io.micronaut.runtime.server.event.ServerStartupEvent;
import jakarta.inject.Provider;
import jakarta.inject.Singleton;
import java.util.Optional;

/**
 * NATS for the server: with {@code DOSSIER_NATS_URL} set, the bridge connects when the HTTP server starts (CLI
 * commands that use the same container never connect) and closes with the container.
 */
@Factory
@Requires(beans = RuntimeSettings.class)
final class NatsFactory {

    /** The bridge when a NATS URL is configured (empty otherwise), started at the server's start. */
    @Singleton
    @Bean(preDestroy = "close")
    Nats nats(RuntimeSettings settings, Dossier dossier, LocalApi api) {
        return new Nats(settings.natsUrl() == null ? Optional.empty()
                : Optional.of(new NatsBridge(settings.natsUrl(), api, dossier.contract(), dossier.monitor())));
    }

    /** Holds the optional bridge (a factory cannot answer "no bean" at run time). */
    static final class Nats implements NatsLink, AutoCloseable {
        private final Optional<NatsBridge> bridge;

        Nats(Optional<NatsBridge> bridge) {
            this.bridge = bridge;
        }

        @Override
        public Optional<NatsBridge> bridge() {
            return bridge;
        }

        @Override
        public void close() {
            bridge.ifPresent(NatsBridge::close);
        }
    }

    @Singleton
    static final class Start implements ApplicationEventListener<ServerStartupEvent> {
        private final Provider<NatsLink> link;

        Start(Provider<NatsLink> link) {
            this.link = link;
        }

        @Override
        public void onApplicationEvent(ServerStartupEvent event) {
            link.get().bridge().ifPresent(NatsBridge::start);
        }
    }
}
