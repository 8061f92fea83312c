package dev.dossier.contract;

import io.micronaut.core.annotation.Nullable;

/**
 * Liveness: status, where the graph is, how many SOPs it holds, and the access mode.
 *
 * @param auth {@code open} (no token exists: every caller that reaches the port is the operator) or {@code tokens}
 *             (every {@code /v1} and {@code /mcp} call needs a bearer token)
 * @param nats the NATS connection of the risk monitor (DOSSIER_NATS_URL): connected, reconnecting, disconnected or
 *             closed; null when NATS is not configured
 */
public record HealthView(String status, @Nullable String storage, long sops, String auth,
                         @io.swagger.v3.oas.annotations.media.Schema(nullable = true, allowableValues = {"connected", "reconnecting", "disconnected", "closed"})
                         @Nullable String nats) {

    /** Health without NATS (not configured). */
    public HealthView(String status, String storage, long sops, String auth) {
        this(status, storage, sops, auth, null);
    }

    /** This health with the NATS connection's state. */
    public HealthView withNats(String state) {
        return new HealthView(status, storage, sops, auth, state);
    }
}
