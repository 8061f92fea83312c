package dev.dossier.nats;

import java.util.Optional;

/** The NATS bridge of this server, when {@code DOSSIER_NATS_URL} is set: /health and the metrics read its state. */
public interface NatsLink {

    Optional<NatsBridge> bridge();
}
