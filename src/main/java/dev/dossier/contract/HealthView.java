package dev.dossier.contract;

/** Liveness: status, where the graph is, how many SOPs it holds. */
public record HealthView(String status, String storage, int sops) {
}
