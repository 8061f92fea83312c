package dev.dossier.contract;

import io.micronaut.core.annotation.Nullable;
/** Liveness: status, where the graph is, how many SOPs it holds. */
public record HealthView(String status, @Nullable String storage, long sops) {
}
