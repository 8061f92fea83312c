package dev.dossier.contract;

import io.micronaut.core.annotation.Nullable;

/**
 * Liveness: status, where the graph is, how many SOPs it holds, and the access mode.
 *
 * @param auth {@code open} (no token exists: every caller that reaches the port is the operator) or {@code tokens}
 *             (every {@code /v1} and {@code /mcp} call needs a bearer token)
 */
public record HealthView(String status, @Nullable String storage, long sops, String auth) {
}
