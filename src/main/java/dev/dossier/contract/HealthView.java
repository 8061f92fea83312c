package dev.dossier.contract;

import io.micronaut.core.annotation.Nullable;

/**
 * Liveness: status, where the graph is, how many SOPs it holds, the access mode, and whether the claim guard's parser is
 * loaded.
 *
 * @param auth {@code open} (no token exists: every caller that reaches the port is the operator) or {@code tokens}
 *             (every {@code /v1} and {@code /mcp} call needs a bearer token)
 * @param nats the NATS connection of the risk monitor (DOSSIER_NATS_URL): connected, reconnecting, disconnected or
 *             closed; null when NATS is not configured
 * @param parser the claim guard's dependency parser: {@code ready}, {@code loading} (the server loads its models at
 *               start, about 10 s), {@code not_loaded} (it loads on the first claim that needs it) or {@code off}
 */
public record HealthView(String status, @Nullable String storage, long sops, String auth,
                         @io.swagger.v3.oas.annotations.media.Schema(nullable = true, allowableValues = {"connected", "reconnecting", "disconnected", "closed"})
                         @Nullable String nats,
                         @io.swagger.v3.oas.annotations.media.Schema(allowableValues = {"ready", "loading", "not_loaded", "off"})
                         String parser) {

    /** Health without NATS (not configured). */
    public HealthView(String status, String storage, long sops, String auth, String parser) {
        this(status, storage, sops, auth, null, parser);
    }

    /** This health with the NATS connection's state. */
    public HealthView withNats(String state) {
        return new HealthView(status, storage, sops, auth, state, parser);
    }
}
